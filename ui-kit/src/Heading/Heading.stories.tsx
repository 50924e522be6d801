import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Heading } from './Heading';

const meta = {
  title: 'Content/Heading',
  component: Heading,
  args: { level: 2, children: 'Il tuo soggiorno' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {};
export const Page: Story = { args: { level: 1, children: 'Casa Soglia' } };
export const Large: Story = { args: { size: 'xxl' } };
