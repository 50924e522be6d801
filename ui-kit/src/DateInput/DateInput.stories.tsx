import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DateInput } from './DateInput';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: { label: 'Dal' },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '2025-06-01', required: true } };
export const WithError: Story = { args: { error: 'Il campo è obbligatorio.' } };
