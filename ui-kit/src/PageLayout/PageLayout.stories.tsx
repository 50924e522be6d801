import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { Card } from '../Card';
import { CardGrid } from '../CardGrid';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Strutture',
    actions: <Button>Crea Struttura</Button>,
    children: (
      <CardGrid>
        <Card title="Casa Soglia" titleAs="h2">
          Via della Lungaretta 12, 00153 Roma
        </Card>
        <Card title="Villa Aurora" titleAs="h2">
          Via Appia 1, Roma
        </Card>
      </CardGrid>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const Narrow: Story = { args: { width: 'narrow', actions: undefined, title: 'Login' } };
