import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { label: 'Nome porta' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: "Il nome che l'ospite vede sulla scheda." } };
export const WithError: Story = { args: { error: 'Questo campo è obbligatorio.', required: true } };
export const WithCounter: Story = {
  args: { maxLength: 40, showCounter: true, defaultValue: 'Portone' },
};
export const AtLimit: Story = {
  args: {
    label: 'Codice di accesso',
    maxLength: 20,
    showCounter: true,
    defaultValue: '12345678901234567890',
  },
};
export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Casa Soglia' } };
