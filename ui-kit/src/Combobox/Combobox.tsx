import {
  useEffect,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { FormField } from '../FormField/FormField';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { describeControl, formFieldProps, useFieldIds } from '../internal/ids';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { StyledClear, StyledControl, StyledInput } from './Combobox.styles';
import { ComboboxPanel } from './ComboboxPanel';
import { useOptionSearch, type ComboboxOption, type ComboboxSearch } from './useOptionSearch';

export interface ComboboxProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  /** The chosen option, or null. Its label is what the field shows. */
  value: ComboboxOption | null;
  /** An option was chosen (click, tap, Enter), or the choice was undone (typing, clear). */
  onChange: (option: ComboboxOption | null) => void;
  /** The field's text; leave it out and the combobox keeps it (starting from value's label). */
  inputValue?: string;
  /** The text changed: typed, replaced by a chosen option's label, or cleared. */
  onInputChange?: (text: string) => void;
  /**
   * Finds the options of the typed text (trimmed, at least `minLength` characters), after
   * `searchDelay` ms without typing; the signal aborts a search overtaken by newer typing.
   */
  onSearch?: ComboboxSearch;
  /** Default 250 ms. */
  searchDelay?: number;
  /** Default 1. */
  minLength?: number;
  /** The options, when the caller searches itself (without onSearch). */
  options?: ComboboxOption[];
  /** With `options`: a search is running. */
  loading?: boolean;
  /** Shown when a search finds nothing (the application's words). */
  emptyText: string;
  /** Default 'Ricerca in corso…'. */
  loadingText?: string;
  /** Default 'Ricerca non riuscita: riprova.'. */
  errorText?: string;
  /** Accessible name of the clear button. Default 'Cancella'. */
  clearLabel?: string;
  /** What a screen reader hears when options appear. Default `N risultati`. */
  resultsText?: (count: number) => string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  'aria-describedby'?: string;
  /** Reaches the input (form libraries focus a field with an error through it). */
  ref?: Ref<HTMLInputElement>;
}

const defaultResultsText = (count: number) => (count === 1 ? '1 risultato' : `${count} risultati`);

/**
 * A type-ahead with a list to choose from (WAI-ARIA 1.2 combobox, list autocomplete with manual
 * selection): the text only searches, a value exists once an option is chosen. The list floats
 * over what follows the field (closing it never moves a button under a finger) and scrolls
 * itself into view, inside a modal's scrolling body too.
 * Keys: ↓/↑ move through the options (Alt+↓ opens, Alt+↑ closes), Home/End jump to the first or
 * last option while one is active, Enter chooses, Escape closes the list.
 */
export function Combobox({
  label,
  hint,
  error,
  required,
  disabled,
  id: idProp,
  name,
  placeholder,
  value,
  onChange,
  inputValue,
  onInputChange,
  onSearch,
  searchDelay = 250,
  minLength = 1,
  options: givenOptions,
  loading: givenLoading = false,
  emptyText,
  loadingText = 'Ricerca in corso…',
  errorText = 'Ricerca non riuscita: riprova.',
  clearLabel = 'Cancella',
  resultsText = defaultResultsText,
  onBlur,
  'aria-describedby': describedBy,
  ref,
}: ComboboxProps) {
  const ids = useFieldIds(idProp);
  const listId = `${ids.id}-listbox`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;
  const search = useOptionSearch(onSearch, searchDelay);

  const [ownText, setOwnText] = useState(value?.label ?? '');
  const [followed, setFollowed] = useState(value);
  if (inputValue === undefined && value !== followed) {
    // A value set from outside shows its label (adjusting state while rendering, as React advises).
    setFollowed(value);
    if (value) setOwnText(value.label);
  }
  const text = inputValue ?? ownText;

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const options = onSearch ? search.options : (givenOptions ?? []);
  const loading = onSearch ? search.status === 'loading' : givenLoading;
  const failed = onSearch !== undefined && search.status === 'failed';
  const searched = onSearch ? search.status === 'done' : !givenLoading;
  const longEnough = text.trim().length >= minLength;

  const message = !open
    ? null
    : loading
      ? loadingText
      : failed
        ? errorText
        : searched && longEnough && options.length === 0
          ? emptyText
          : null;
  const listShown = open && options.length > 0;
  const panelShown = listShown || message !== null;
  const announcement = message ?? (listShown ? resultsText(options.length) : '');

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids are stable per field
  }, [active]);

  const setText = (next: string) => {
    if (inputValue === undefined) setOwnText(next);
    onInputChange?.(next);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setText(option.label);
    if (inputValue === undefined) setFollowed(option);
    onChange(option);
    close();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    if (value) onChange(null);
    setActive(-1);
    if (next.trim().length >= minLength) {
      setOpen(true);
      if (onSearch) search.run(next.trim());
    } else {
      setOpen(false);
      if (onSearch) search.reset();
    }
  };

  const openList = () => {
    if (!longEnough) return;
    setOpen(true);
    // Nothing searched yet for a text given from outside (not a chosen option): search it now.
    if (onSearch && search.status === 'idle' && !value) search.run(text.trim());
  };

  const move = (next: number) => {
    if (options.length === 0) return;
    setActive((next + options.length) % options.length);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!listShown) {
          openList();
          if (!event.altKey && options.length > 0) setActive(0);
        } else if (!event.altKey) move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else if (!listShown) {
          openList();
          if (options.length > 0) setActive(options.length - 1);
        } else move(active < 0 ? -1 : active - 1);
        break;
      case 'Home':
      case 'End':
        if (listShown && active >= 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : options.length - 1);
        }
        break;
      case 'Enter':
        if (listShown && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        // Only the list closes; a modal around the field stays open.
        if (panelShown) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  const clear = () => {
    setText('');
    if (value) onChange(null);
    if (onSearch) search.reset();
    close();
    document.getElementById(ids.id)?.focus();
  };

  return (
    <FormField {...formFieldProps(ids, { label, hint, error, required })}>
      <StyledControl>
        <StyledInput
          ref={ref}
          id={ids.id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          value={text}
          $clearable={text !== '' && !disabled}
          {...describeControl(ids, { hint, error }, describedBy)}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onClick={() => {
            if (!open) openList();
          }}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            setFocused(false);
            close();
            onBlur?.(event);
          }}
        />
        {text !== '' && !disabled ? (
          <StyledClear>
            <IconButton label={clearLabel} icon={<Icon name="close" />} onClick={clear} />
          </StyledClear>
        ) : null}
        <ComboboxPanel
          listId={listId}
          optionId={optionId}
          label={label}
          options={options}
          active={active}
          chosen={value?.value}
          listShown={listShown}
          message={message}
          loading={loading}
          onActivate={setActive}
          onChoose={choose}
        />
      </StyledControl>
      {/* Present while the field has the focus, before anything is said: then it is heard. */}
      {focused ? <VisuallyHidden role="status">{announcement}</VisuallyHidden> : null}
    </FormField>
  );
}

export type { ComboboxOption, ComboboxSearch };
