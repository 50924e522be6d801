import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../Modal';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const PLACES: ComboboxOption[] = [
  { value: '412058091', label: 'Roma (RM)', description: 'Comune' },
  { value: '403015146', label: 'Milano (MI)', description: 'Comune' },
  { value: '100000215', label: 'Francia', description: 'Stato' },
  { value: '100000216', label: 'Germania', description: 'Stato' },
];

/** Names containing the text, like the places API. */
const findPlaces = jest.fn((text: string, _signal: AbortSignal) =>
  Promise.resolve(PLACES.filter((p) => p.label.toLowerCase().includes(text.toLowerCase()))),
);

function Place(props: Partial<ComboboxProps> & { onChosen?: (o: ComboboxOption | null) => void }) {
  const [value, setValue] = useState<ComboboxOption | null>(props.value ?? null);
  return (
    <Combobox
      label="Luogo di nascita"
      emptyText="Nessun luogo trovato."
      onSearch={findPlaces}
      searchDelay={0}
      {...props}
      value={value}
      onChange={(option) => {
        setValue(option);
        props.onChosen?.(option);
      }}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Luogo di nascita' });
const status = () => screen.getByRole('status');
/** The visible message of the list (the status region repeats it for screen readers). */
const shown = (text: string) => screen.getByText(text, { ignore: '[role=status], script, style' });

beforeEach(() => findPlaces.mockClear());

describe('Combobox', () => {
  it('is a labelled combobox that controls a listbox, collapsed until options are found', async () => {
    renderWithTheme(<Place hint="Un comune o uno stato." />);
    const input = field();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAccessibleDescription('Un comune o uno stato.');
    const listId = input.getAttribute('aria-controls')!;
    expect(document.getElementById(listId)).toHaveAttribute('role', 'listbox');
    await expectNoAxeViolations();

    await userEvent.type(input, 'an');
    const list = await screen.findByRole('listbox', { name: 'Luogo di nascita' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(list.id).toBe(listId);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Milano (MI)Comune', 'FranciaStato', 'GermaniaStato']);
    expect(status()).toHaveTextContent('3 risultati');
    await expectNoAxeViolations();
  });

  it('moves with the arrows, Home and End, and chooses with Enter', async () => {
    const chosen: (ComboboxOption | null)[] = [];
    renderWithTheme(<Place onChosen={(o) => chosen.push(o)} />);
    const input = field();
    await userEvent.type(input, 'a');
    await screen.findByRole('listbox');
    const options = () => screen.getAllByRole('option');
    const active = () => input.getAttribute('aria-activedescendant');
    expect(active()).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(options()[0].id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(options()[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options()[2].id);
    await userEvent.keyboard('{End}');
    expect(active()).toBe(options()[3].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(options()[0].id);
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe(options()[3].id);
    await userEvent.keyboard('{Home}');
    expect(active()).toBe(options()[0].id);
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(chosen).toEqual([PLACES[1]]);
    expect(input).toHaveValue('Milano (MI)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
  });

  it('chooses with a click or a tap, keeping the focus in the field', async () => {
    const chosen: (ComboboxOption | null)[] = [];
    renderWithTheme(<Place onChosen={(o) => chosen.push(o)} />);
    await userEvent.type(field(), 'ger');
    await userEvent.click(await screen.findByRole('option', { name: 'Germania Stato' }));
    expect(chosen).toEqual([PLACES[3]]);
    expect(field()).toHaveValue('Germania');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('undoes the choice when the text is changed, and clears with the clear button', async () => {
    const chosen: (ComboboxOption | null)[] = [];
    renderWithTheme(<Place value={PLACES[0]} onChosen={(o) => chosen.push(o)} />);
    expect(field()).toHaveValue('Roma (RM)');
    await userEvent.type(field(), 'x');
    expect(chosen).toEqual([null]);
    expect(field()).toHaveValue('Roma (RM)x');

    await userEvent.click(screen.getByRole('button', { name: 'Cancella' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancella' })).not.toBeInTheDocument();
  });

  it('says when it is searching, when nothing is found and when the search failed', async () => {
    let answer: (found: ComboboxOption[]) => void = () => {};
    const slow = jest.fn(() => new Promise<ComboboxOption[]>((resolve) => (answer = resolve)));
    const { rerender } = renderWithTheme(<Place onSearch={slow} />);
    await userEvent.type(field(), 'zz');
    await waitFor(() => expect(shown('Ricerca in corso…')).toBeVisible());
    expect(status()).toHaveTextContent('Ricerca in corso…');
    await act(async () => answer([]));
    expect(shown('Nessun luogo trovato.')).toBeVisible();
    expect(status()).toHaveTextContent('Nessun luogo trovato.');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();

    rerender(<Place onSearch={() => Promise.reject(new Error('offline'))} />);
    await userEvent.type(field(), 'q');
    await waitFor(() => expect(shown('Ricerca non riuscita: riprova.')).toBeVisible());
  });

  it('waits for a pause in the typing and drops the answer of an overtaken search', async () => {
    const signals: AbortSignal[] = [];
    const answers: ((found: ComboboxOption[]) => void)[] = [];
    const search = jest.fn((_text: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<ComboboxOption[]>((resolve) => answers.push(resolve));
    });
    renderWithTheme(<Place onSearch={search} searchDelay={150} />);
    await userEvent.type(field(), 'mil');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search).toHaveBeenLastCalledWith('mil', expect.anything());

    await userEvent.type(field(), 'a');
    expect(signals[0].aborted).toBe(true);
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(search).toHaveBeenLastCalledWith('mila', expect.anything());
    await act(async () => answers[0]([PLACES[2]]));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await act(async () => answers[1]([PLACES[1]]));
    expect(screen.getByRole('option', { name: 'Milano (MI) Comune' })).toBeVisible();
  });

  it('closes its list with Escape without closing the modal around it', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="Aggiungi Ospite" onClose={onClose}>
        <Place />
      </Modal>,
    );
    await userEvent.type(field(), 'roma');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows options the caller searched for, its loading state and an error', async () => {
    const { rerender } = renderWithTheme(
      <Combobox
        label="Cittadinanza"
        emptyText="Nessuno stato trovato."
        value={null}
        onChange={() => {}}
        options={[]}
        loading
        error="Scegli il luogo dall'elenco."
        required
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Cittadinanza' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("Scegli il luogo dall'elenco.");
    await userEvent.type(input, 'fr');
    expect(shown('Ricerca in corso…')).toBeVisible();
    rerender(
      <Combobox
        label="Cittadinanza"
        emptyText="Nessuno stato trovato."
        value={null}
        onChange={() => {}}
        options={PLACES.slice(2)}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await expectNoAxeViolations();
  });
});
