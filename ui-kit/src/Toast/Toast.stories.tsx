import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { durations } from '../theme';
import { Toast } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { tone: 'success', message: 'Form submitted successfully!' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = { args: { tone: 'error', message: 'Codice CPC errato.' } };
export const Warning: Story = { args: { tone: 'warning', message: 'Nessuna modifica apportata.' } };
export const Info: Story = { args: { tone: 'info', message: 'OPENED!' } };
export const AutoDismiss3s: Story = { args: { duration: durations.message, onDismiss: fn() } };
export const AutoDismiss5s: Story = {
  args: { duration: durations.notification, tone: 'info', message: 'Ospite aggiunto.' },
};
export const Floating: Story = { args: { floating: true, onDismiss: fn() } };
