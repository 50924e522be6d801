import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    tabs: [
      { id: 'structure', label: 'Structure' },
      { id: 'doors', label: 'Doors' },
      { id: 'rooms', label: 'Rooms' },
    ],
    activeId: 'structure',
    ariaLabel: 'Dettaglio struttura',
    onSelect: () => {},
  },
  render: function Render(args) {
    const [active, setActive] = useState(args.activeId);
    return (
      <Tabs {...args} activeId={active} onSelect={setActive}>
        <p>Contenuto della scheda {active}.</p>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { activeId: 'doors' } };
