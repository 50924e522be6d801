import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CollapsibleSection } from './CollapsibleSection';

const meta = {
  title: 'Layout/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'Informazioni generali',
    children: <p>Wi-Fi: Soglia-Guest, password sulla porta del frigo.</p>,
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
