import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TimeInput } from './TimeInput';

const meta = {
  title: 'Forms/TimeInput',
  component: TimeInput,
  args: { label: 'Ora di check-in' },
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '15:00' } };
export const WithError: Story = { args: { error: 'Orario non valido.' } };
