import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import { Modal } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Crea Struttura',
    onClose: fn(),
    children: <TextInput label="Nome" />,
    footer: (
      <>
        <Button variant="secondary">Annulla</Button>
        <Button>Salva</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NotDismissible: Story = {
  args: {
    title: 'Privacy',
    dismissible: false,
    children: (
      <p>I tuoi dati sono trattati per adempiere agli obblighi di registrazione degli ospiti.</p>
    ),
    footer: <Button>Accetto</Button>,
  },
};
export const Large: Story = { args: { size: 'lg', title: 'Dettagli Documento' } };
/** The whole screen on a phone, the window less a margin on a desk (a video call). */
export const Full: Story = { args: { size: 'full', title: 'Videochiamata' } };
export const WithoutFooter: Story = {
  args: { footer: undefined, closeLabel: 'Close', title: 'Languages' },
};
