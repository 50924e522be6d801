import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ComboboxOption } from '../Combobox';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { LookupField, type LookupFieldProps, type LookupValue } from './LookupField';

const PLACES: ComboboxOption[] = [
  { value: '412058091', label: 'Roma (RM)', description: 'Comune' },
  { value: '403015146', label: 'Milano (MI)', description: 'Comune' },
  { value: '100000216', label: 'Germania', description: 'Stato' },
];

const findPlaces = (text: string) =>
  Promise.resolve(PLACES.filter((p) => p.label.toLowerCase().includes(text.toLowerCase())));

/** A form's state around the field; `seen` gets every value the field gives. */
function Place({
  initial = { text: '', code: '' },
  seen = [],
  ...props
}: Partial<LookupFieldProps> & { initial?: LookupValue; seen?: LookupValue[] }) {
  const [value, setValue] = useState(initial);
  return (
    <LookupField
      label="Luogo di nascita"
      emptyText="Nessun luogo trovato."
      onSearch={findPlaces}
      searchDelay={0}
      {...props}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Luogo di nascita' });

describe('LookupField', () => {
  it('gives the typed text without a code, then the chosen option as text and code', async () => {
    const seen: LookupValue[] = [];
    renderWithTheme(<Place seen={seen} />);
    await userEvent.type(field(), 'mi');
    expect(seen.at(-1)).toEqual({ text: 'mi', code: '' });
    await userEvent.click(await screen.findByRole('option', { name: 'Milano (MI) Comune' }));
    expect(seen.at(-1)).toEqual({ text: 'Milano (MI)', code: '403015146' });
    expect(field()).toHaveValue('Milano (MI)');
    await expectNoAxeViolations();
  });

  it('shows a chosen value; new text or the clear button undoes the choice', async () => {
    const seen: LookupValue[] = [];
    renderWithTheme(<Place seen={seen} initial={{ text: 'Roma (RM)', code: '412058091' }} />);
    expect(field()).toHaveValue('Roma (RM)');
    await userEvent.type(field(), 'x');
    expect(seen).toEqual([{ text: 'Roma (RM)x', code: '' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancella' }));
    expect(seen.at(-1)).toEqual({ text: '', code: '' });
  });

  it('keeps a text nobody chose (an old free text) with its error and the form’s label', async () => {
    renderWithTheme(
      <Place
        initial={{ text: 'Roma', code: '' }}
        required
        error="Scegli il luogo dall’elenco."
        hint="Un comune o uno stato."
      />,
    );
    expect(field()).toHaveValue('Roma');
    expect(field()).toBeInvalid();
    expect(field()).toBeRequired();
    expect(field()).toHaveAccessibleDescription(/Scegli il luogo dall’elenco\./);
    await expectNoAxeViolations();
  });
});
