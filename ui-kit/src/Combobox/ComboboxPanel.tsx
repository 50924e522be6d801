import { useEffect, useRef } from 'react';
import { Spinner } from '../Spinner';
import {
  StyledDescription,
  StyledListbox,
  StyledMessage,
  StyledOption,
  StyledPanel,
} from './Combobox.styles';
import type { ComboboxOption } from './useOptionSearch';

export interface ComboboxPanelProps {
  listId: string;
  optionId: (index: number) => string;
  /** The listbox's accessible name (the field's label). */
  label: string;
  options: ComboboxOption[];
  /** Index of the option the arrows point at, or -1. */
  active: number;
  /** Value of the chosen option, shown in bold. */
  chosen?: string;
  listShown: boolean;
  /** Searching, nothing found, search failed: shown under the options (screen readers hear the status). */
  message: string | null;
  loading: boolean;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
}

/** The popup of a Combobox: its listbox and the search's state. */
export function ComboboxPanel({
  listId,
  optionId,
  label,
  options,
  active,
  chosen,
  listShown,
  message,
  loading,
  onActivate,
  onChoose,
}: ComboboxPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const shown = listShown || message !== null;

  useEffect(() => {
    if (shown) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, options.length]);

  return (
    // Pressing inside the list keeps the focus in the field (no blur before the click).
    <StyledPanel ref={panel} hidden={!shown} onMouseDown={(event) => event.preventDefault()}>
      <StyledListbox id={listId} role="listbox" aria-label={label} hidden={!listShown}>
        {options.map((option, index) => (
          <StyledOption
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-chosen={option.value === chosen || undefined}
            onMouseMove={() => {
              if (index !== active) onActivate(index);
            }}
            onClick={() => onChoose(index)}
          >
            <span>{option.label}</span>
            {option.description ? (
              <StyledDescription>{option.description}</StyledDescription>
            ) : null}
          </StyledOption>
        ))}
      </StyledListbox>
      {message !== null ? (
        <StyledMessage aria-hidden="true">
          {loading ? <Spinner size="sm" decorative /> : null}
          {message}
        </StyledMessage>
      ) : null}
    </StyledPanel>
  );
}
