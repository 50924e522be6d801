import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PreformattedText } from './PreformattedText';

const meta = {
  title: 'Content/PreformattedText',
  component: PreformattedText,
  args: {
    text: '1. Apri il portone con il codice.\n2. Sali al secondo piano.\n3. La porta è la prima a destra.',
  },
} satisfies Meta<typeof PreformattedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongLine: Story = {
  args: {
    text: 'https://example.com/a-very-long-link-that-should-wrap-on-a-phone-screen-without-overflowing',
  },
};
