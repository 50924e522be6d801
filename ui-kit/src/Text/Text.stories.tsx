import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Text } from './Text';

const meta = {
  title: 'Content/Text',
  component: Text,
  args: { children: 'Via della Lungaretta 12, 00153 Roma' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted' } };
export const Numbers: Story = {
  args: { children: '05/03/2026 15:00', weight: 'bold', numeric: true },
};
