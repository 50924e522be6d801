import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { title: 'Impossibile caricare i dati', message: 'Controlla la connessione e riprova.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithRetry: Story = { args: { actionLabel: 'Riprova', onAction: fn() } };
export const TitleOnly: Story = { args: { message: undefined } };
