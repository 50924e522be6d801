import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'key', title: 'Chiavi' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
/** The icons of the owner and guest top navigation. */
export const Navigation: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {(
        ['building', 'key', 'calendar', 'info', 'parking', 'restaurant', 'home', 'phone'] as const
      ).map((name) => (
        <Icon key={name} name={name} size={22} title={name} />
      ))}
    </div>
  ),
};
