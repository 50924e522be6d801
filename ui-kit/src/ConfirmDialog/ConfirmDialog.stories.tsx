import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Sei sicuro di voler eliminare questo elemento?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delete: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Neutral: Story = {
  args: { tone: 'primary', confirmLabel: 'Conferma', message: 'Salvare le modifiche?' },
};
