import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Combobox, type ComboboxOption } from '@soglia/ui-kit';
import { searchPlaces, type LanguageCode, type Place, type PlaceKind } from '@soglia/api-client';
import { placeMessages as m } from './messages';

/** A place as the form keeps it: the readable name and, once chosen from the list, its code. */
export interface PlaceValue {
  name: string;
  code: string;
}

export interface PlaceFieldProps {
  label: string;
  hint?: string;
  /** Only comuni or only states; both when left out. */
  kind?: PlaceKind;
  /** yyyy-mm-dd: only the places that existed that day (the date of birth). */
  date?: string;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** How many places the list shows: enough to find one, few enough for a slow phone. */
const LIMIT = 8;

/** 'Roma (RM)' for a comune; a state in the guest's language, as the server names it. */
export const placeLabel = (place: Place) =>
  place.province ? `${place.name} (${place.province})` : place.name;

/**
 * A place of birth, citizenship or place of issue chosen from the Alloggiati tables: the guest
 * types, the server suggests (in the guest's language), and only a chosen place has a code.
 */
export function PlaceField({
  label,
  hint,
  kind,
  date,
  value,
  onChange,
  error,
  required,
  disabled,
}: PlaceFieldProps) {
  const intl = useIntl();
  const language = intl.locale as LanguageCode;

  const describe = useCallback(
    (place: Place) => {
      const year = place.valid_to?.slice(0, 4);
      if (place.kind === 'comune') {
        return year ? intl.formatMessage(m.comuneUntil, { year }) : intl.formatMessage(m.comune);
      }
      return year ? intl.formatMessage(m.stateUntil, { year }) : intl.formatMessage(m.state);
    },
    [intl],
  );

  const search = useCallback(
    async (text: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
      const places = await searchPlaces(
        { q: text, kind, date, language, limit: LIMIT },
        { signal },
      );
      return places.map((place) => ({
        value: place.code,
        label: placeLabel(place),
        description: describe(place),
      }));
    },
    [kind, date, language, describe],
  );

  return (
    <Combobox
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      value={value.code ? { value: value.code, label: value.name } : null}
      inputValue={value.name}
      // Any new text undoes the choice; choosing sets the text, then the code.
      onInputChange={(name) => onChange({ name, code: '' })}
      onChange={(option) => {
        if (option) onChange({ name: option.label, code: option.value });
      }}
      onSearch={search}
      emptyText={intl.formatMessage(kind === 'state' ? m.noState : m.noPlace)}
      loadingText={intl.formatMessage(m.searching)}
      errorText={intl.formatMessage(m.searchFailed)}
      clearLabel={intl.formatMessage(m.clear)}
      resultsText={(count) => intl.formatMessage(m.results, { count })}
    />
  );
}
