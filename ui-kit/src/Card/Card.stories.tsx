import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Casa Soglia',
    children: <p style={{ margin: 0 }}>Via della Lungaretta 12, 00153 Roma</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Clickable: Story = { args: { onClick: fn() } };
export const WithoutTitle: Story = { args: { title: undefined } };
