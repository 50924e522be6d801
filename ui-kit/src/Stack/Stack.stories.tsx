import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: [
      <Button key="a">Cerca</Button>,
      <Button key="b" variant="secondary">
        Reset
      </Button>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: 'row', gap: 'sm' } };
export const RowBetween: Story = {
  args: { direction: 'row', justify: 'between', align: 'center' },
};
export const CenteredWithPadding: Story = { args: { align: 'center', padding: 'xxxl' } };
