import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Istruzioni' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { maxLength: 200, showCounter: true, label: 'Descrizione' },
};
export const AtLimit: Story = {
  args: { maxLength: 10, showCounter: true, defaultValue: '0123456789' },
};
export const WithError: Story = { args: { error: 'Questo campo è obbligatorio.', required: true } };
