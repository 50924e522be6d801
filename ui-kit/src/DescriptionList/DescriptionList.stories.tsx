import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Content/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Data', details: '05/03/2026' },
      { term: 'Ora', details: '15:00' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {};
export const Stacked: Story = {
  args: {
    layout: 'stacked',
    items: [
      { term: 'Telefono', details: <a href="tel:+393331234567">+39 333 123 4567</a> },
      { term: 'Email', details: <a href="mailto:host@example.com">host@example.com</a> },
    ],
  },
};
