import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Tipo ospite',
    placeholder: 'Seleziona...',
    options: [
      { value: 'ospite singolo', label: 'Ospite singolo' },
      { value: 'famiglia', label: 'Famiglia' },
      { value: 'gruppo', label: 'Gruppo' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Il campo Tipo ospite è obbligatorio.' } };
export const Disabled: Story = { args: { disabled: true } };
