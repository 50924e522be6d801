import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TextInput } from '../TextInput';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

// Places as the console's pickers show them (names and codes of the Alloggiati Web tables).
const PLACES: ComboboxOption[] = [
  { value: '412058091', label: 'Roma (RM)', description: 'Comune' },
  { value: '401003130', label: 'Romagnano Sesia (NO)', description: 'Comune' },
  { value: '403015146', label: 'Milano (MI)', description: 'Comune' },
  { value: '403015729', label: 'Lodi (MI)', description: 'Comune, fino al 1992' },
  { value: '403098031', label: 'Lodi (LO)', description: 'Comune' },
  { value: '408037006', label: 'Bologna (BO)', description: 'Comune' },
  { value: '413069035', label: 'Francavilla al Mare (CH)', description: 'Comune' },
  { value: '100000215', label: 'Francia', description: 'Stato' },
  { value: '100000216', label: 'Germania', description: 'Stato' },
  { value: '100000239', label: 'Spagna', description: 'Stato' },
];

const search = (text: string, signal: AbortSignal) =>
  new Promise<ComboboxOption[]>((resolve, reject) => {
    const timer = setTimeout(
      () => resolve(PLACES.filter((p) => p.label.toLowerCase().includes(text.toLowerCase()))),
      300,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** A place picker that keeps its own choice, as a form would. */
function Picker(props: Partial<ComboboxProps>) {
  const [value, setValue] = useState<ComboboxOption | null>(props.value ?? null);
  return (
    <Combobox
      label="Luogo di nascita"
      emptyText="Nessun comune o stato con questo nome."
      onSearch={search}
      {...props}
      value={value}
      onChange={(option) => {
        setValue(option);
        props.onChange?.(option);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    label: 'Luogo di nascita',
    hint: 'Un comune italiano o, se all’estero, lo stato.',
    emptyText: 'Nessun comune o stato con questo nome.',
    value: null,
    onChange: fn(),
  },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typed "ro": the options with their second line, the first one active. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'ro');
    await expect(await canvas.findByRole('option', { name: /Roma \(RM\)/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const Chosen: Story = {
  args: { value: { value: '412058091', label: 'Roma (RM)' } },
};

export const NothingFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Atlantide');
    await expect(
      await canvas.findByText('Nessun comune o stato con questo nome.', {
        ignore: '[role=status]',
      }),
    ).toBeVisible();
  },
};

/** Options given by the caller while its search runs. */
export const Loading: Story = {
  render: (args) => (
    <Combobox {...args} label="Cittadinanza" inputValue="Germ" options={[]} loading />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
  },
};

export const WithError: Story = {
  args: {
    required: true,
    inputValue: 'Roma',
    error: 'Scegli il luogo dall’elenco.',
  },
  render: (args) => <Combobox {...args} />,
};

export const Disabled: Story = {
  args: { disabled: true, value: { value: '100000216', label: 'Germania' } },
};

/** In a modal on a phone: the list opens in the flow of the dialog, never clipped by it. */
export const InModalOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Modal
      open
      title="Aggiungi Ospite"
      size="lg"
      onClose={() => {}}
      footer={
        <>
          <Button variant="secondary">Annulla</Button>
          <Button>Salva</Button>
        </>
      }
    >
      <TextInput label="Nome" defaultValue="Chiara" />
      <Picker {...args} />
    </Modal>
  ),
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByRole('combobox'), 'mil');
    await expect(await dialog.findByRole('option', { name: /Milano \(MI\)/ })).toBeVisible();
  },
};
