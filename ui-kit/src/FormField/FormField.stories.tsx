import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Numero ospiti',
    htmlFor: 'guests',
    hintId: 'guests-hint',
    errorId: 'guests-error',
    children: (
      <input id="guests" type="number" min={1} defaultValue={2} aria-describedby="guests-hint" />
    ),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Da 1 a 10 persone.' } };
export const WithError: Story = {
  args: {
    error: 'Il campo è obbligatorio.',
    required: true,
    children: <input id="guests" type="number" aria-invalid aria-describedby="guests-error" />,
  },
};
