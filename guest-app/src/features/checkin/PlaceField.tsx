import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LookupField, type ComboboxOption } from '@soglia/ui-kit';
import { placeLabel, searchPlaces, type LanguageCode, type PlaceKind } from '@soglia/api-client';
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

/**
 * A place of birth, citizenship or place of issue chosen from the Alloggiati tables: the guest
 * types, the server suggests (in the guest's language; a state as the server names it), and
 * only a chosen place has a code.
 */
export function PlaceField({ kind, date, value, onChange, ...field }: PlaceFieldProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const language = intl.locale as LanguageCode;

  const search = useCallback(
    async (text: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
      const places = await searchPlaces(
        { q: text, kind, date, language, limit: LIMIT },
        { signal },
      );
      return places.map((place) => {
        const year = place.valid_to?.slice(0, 4);
        const comune = place.kind === 'comune';
        const description = year
          ? t(comune ? m.comuneUntil : m.stateUntil, { year })
          : t(comune ? m.comune : m.state);
        return { value: place.code, label: placeLabel(place), description };
      });
    },
    [kind, date, language, t],
  );

  return (
    <LookupField
      {...field}
      value={{ text: value.name, code: value.code }}
      onChange={({ text, code }) => onChange({ name: text, code })}
      onSearch={search}
      emptyText={t(kind === 'state' ? m.noState : m.noPlace)}
      loadingText={t(m.searching)}
      errorText={t(m.searchFailed)}
      clearLabel={t(m.clear)}
      resultsText={(count) => t(m.results, { count })}
    />
  );
}
