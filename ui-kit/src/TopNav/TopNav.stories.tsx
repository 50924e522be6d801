import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Icon } from '../Icon';
import { TopNav, type TopNavItem } from './TopNav';

const ownerItems: TopNavItem[] = [
  { id: 'strutture', label: 'Strutture', icon: <Icon name="building" /> },
  { id: 'accessi', label: 'Accessi', icon: <Icon name="key" /> },
  { id: 'soggiorni', label: 'Soggiorni', icon: <Icon name="calendar" /> },
  { id: 'informazioni', label: 'Informazioni', icon: <Icon name="info" /> },
];

const guestItems: TopNavItem[] = [
  { id: 'keys', label: 'Keys and check-in', icon: <Icon name="key" /> },
  { id: 'general', label: 'General info', icon: <Icon name="info" /> },
  { id: 'parking', label: 'Parking', icon: <Icon name="car" /> },
  { id: 'restaurants', label: 'Restaurants', icon: <Icon name="restaurant" /> },
  { id: 'apartment', label: 'Apartment', icon: <Icon name="home" /> },
  { id: 'contacts', label: 'Contacts', icon: <Icon name="phone" /> },
];

function Interactive({
  items,
  ariaLabel,
  alwaysShowIcons,
}: {
  items: TopNavItem[];
  ariaLabel: string;
  alwaysShowIcons?: boolean;
}) {
  const [active, setActive] = useState(items[0].id);
  return (
    <div>
      <TopNav
        items={items}
        activeId={active}
        onSelect={setActive}
        ariaLabel={ariaLabel}
        alwaysShowIcons={alwaysShowIcons}
      />
      <div style={{ height: 1600, padding: 16 }}>
        <p>
          Scorri verso il basso oltre 60 px: la barra si nasconde; scorri verso l&apos;alto:
          riappare.
        </p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Navigation/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: { items: ownerItems, activeId: 'strutture', onSelect: () => {}, ariaLabel: 'Sezioni' },
  render: (args) => (
    <Interactive
      items={args.items}
      ariaLabel={args.ariaLabel}
      alwaysShowIcons={args.alwaysShowIcons}
    />
  ),
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const OwnerNarrow: Story = { globals: { viewport: { value: 'phone' } } };
export const Guest: Story = {
  args: { items: guestItems, ariaLabel: 'Guest sections', alwaysShowIcons: true },
};
