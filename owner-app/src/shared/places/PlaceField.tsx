import { useCallback } from 'react';
import {
  useController,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { LookupField, type ComboboxOption, type LookupValue } from '@soglia/ui-kit';
import { placeLabel, searchPlaces, type PlaceKind } from '@soglia/api-client';
import { placeMessages as m } from './messages';

type TextPath<T extends FieldValues> = FieldPathByValue<T, string>;

export interface PlaceFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The field of the readable name (`place_of_birth`, `comune_name`). */
  name: TextPath<T>;
  /** The field of its Alloggiati code (`place_of_birth_code`, `comune_code`). */
  code: TextPath<T>;
  label: string;
  hint?: string;
  /** Only comuni or only states; both when left out. */
  kind?: PlaceKind;
  /** yyyy-mm-dd: only the places valid that day (a date of birth). */
  date?: string;
  /** Only the places valid today (where a place is now: an apartment's comune). */
  validToday?: boolean;
  required?: boolean;
  /** The message of an empty required field. */
  requiredMessage?: string;
}

const LIMIT = 10;

const localToday = (now = new Date()) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');

/**
 * A place chosen from the Alloggiati tables, as two fields of a react-hook-form form: the name
 * and its code. Typing only searches; a place typed but not chosen is refused, except the one
 * the form was opened with (an old guest's free text stays until the host chooses).
 */
export function PlaceField<T extends FieldValues>({
  form,
  name,
  code,
  label,
  hint,
  kind,
  date: givenDate,
  validToday = false,
  required,
  requiredMessage,
}: PlaceFieldProps<T>) {
  const date = validToday ? localToday() : givenDate;
  const intl = useIntl();
  const t = intl.formatMessage;
  const opened = form.formState.defaultValues as Record<string, unknown> | undefined;
  const text = useController({
    control: form.control,
    name,
    rules: {
      validate: (value: string, values: T) => {
        const typed = String(value ?? '').trim();
        if (!typed) return !required || (requiredMessage ?? t(m.notChosen));
        if (values[code]) return true;
        return (!opened?.[code] && typed === String(opened?.[name] ?? '').trim()) || t(m.notChosen);
      },
    },
  });
  const chosen = useController({ control: form.control, name: code });
  // Any new text undoes the choice (and its message, until the next save); choosing sets the
  // text and the code.
  const change = ({ text: typed, code: value }: LookupValue) => {
    form.setValue(name, typed as PathValue<T, TextPath<T>>, { shouldDirty: true });
    form.setValue(code, value as PathValue<T, TextPath<T>>, { shouldDirty: true });
    form.clearErrors([name, code]);
  };

  const search = useCallback(
    async (typed: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
      const places = await searchPlaces(
        { q: typed, kind, date, language: 'it', limit: LIMIT },
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
    [kind, date, t],
  );

  return (
    <LookupField
      ref={text.field.ref}
      name={text.field.name}
      label={label}
      hint={hint}
      required={required}
      error={text.fieldState.error?.message ?? chosen.fieldState.error?.message}
      value={{ text: String(text.field.value ?? ''), code: String(chosen.field.value ?? '') }}
      onChange={change}
      onBlur={text.field.onBlur}
      onSearch={search}
      emptyText={t(kind === 'state' ? m.noState : kind === 'comune' ? m.noComune : m.noPlace)}
      loadingText={t(m.searching)}
      errorText={t(m.searchFailed)}
      clearLabel={t(m.clear)}
      resultsText={(count) => t(m.results, { count })}
    />
  );
}
