import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { WarningBanner } from './WarningBanner';

const meta = {
  title: 'Feedback/WarningBanner',
  component: WarningBanner,
  args: {
    message:
      "Alcuni dispositivi di apertura remota non funzionano. Controlla l'URI del server, la chiave di autenticazione, l'ID e la connessione del dispositivo.",
    onDismiss: fn(),
  },
} satisfies Meta<typeof WarningBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bottom: Story = {};
export const Inline: Story = { args: { placement: 'inline', dismissLabel: 'Ho capito' } };
