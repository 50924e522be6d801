import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ComboboxOption } from '../Combobox';
import { LookupField, type LookupFieldProps, type LookupValue } from './LookupField';

// Places as the check-in forms show them (names and codes of the Alloggiati Web tables).
const PLACES: ComboboxOption[] = [
  { value: '412058091', label: 'Roma (RM)', description: 'Comune' },
  { value: '403015146', label: 'Milano (MI)', description: 'Comune' },
  { value: '403015729', label: 'Lodi (MI)', description: 'Comune, fino al 1992' },
  { value: '403098031', label: 'Lodi (LO)', description: 'Comune' },
  { value: '100000215', label: 'Francia', description: 'Stato' },
  { value: '100000216', label: 'Germania', description: 'Stato' },
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

/** The field with its value kept as a form would, shown below it. */
function Place(props: LookupFieldProps) {
  const [value, setValue] = useState<LookupValue>(props.value);
  return (
    <>
      <LookupField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <output>
        {value.code ? `Scelto: ${value.text} (${value.code})` : `Solo testo: «${value.text}»`}
      </output>
    </>
  );
}

const meta = {
  title: 'Forms/LookupField',
  component: LookupField,
  args: {
    label: 'Luogo di nascita',
    hint: 'Un comune italiano o, se all’estero, lo stato.',
    emptyText: 'Nessun comune o stato con questo nome.',
    value: { text: '', code: '' },
    onChange: fn(),
    onSearch: search,
  },
  render: (args) => <Place {...args} />,
} satisfies Meta<typeof LookupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typed "lodi", then chose the comune of today: the text and the code together. */
export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'lodi');
    await userEvent.click(await canvas.findByRole('option', { name: /Lodi \(LO\)/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ text: 'Lodi (LO)', code: '403098031' });
    await expect(canvas.getByText('Scelto: Lodi (LO) (403098031)')).toBeVisible();
  },
};

/** A text nobody chose (an old guest's free text): the form refuses it with its own words. */
export const TextOnly: Story = {
  args: {
    value: { text: 'Roma', code: '' },
    required: true,
    error: 'Scegli il luogo dall’elenco: scrivi qualche lettera e selezionalo.',
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { text: 'Germania', code: '100000216' } },
};
