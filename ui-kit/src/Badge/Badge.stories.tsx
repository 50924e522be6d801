import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge, StatusBadge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Today', tone: 'info' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Camera Blu' } };
export const Ok: Story = { render: () => <StatusBadge ok /> };
export const NotOk: Story = { render: () => <StatusBadge ok={false} /> };
