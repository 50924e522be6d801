import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../Card';
import { CardGrid } from './CardGrid';

const cards = ['Casa Soglia', 'Villa Aurora', 'Loft Trastevere', 'Attico Monti'].map((name) => (
  <Card key={name} title={name}>
    <p style={{ margin: 0 }}>Roma</p>
  </Card>
));

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  args: { children: cards },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SmallColumns: Story = { args: { minColumnWidth: 'sm' } };
export const LargeColumns: Story = { args: { minColumnWidth: 'lg' } };
