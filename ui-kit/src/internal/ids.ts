import { useId } from 'react';

/** Stable ids for a field and its describing elements. */
export function useFieldIds(explicitId?: string) {
  const generated = useId();
  const id = explicitId ?? `sg${generated.replace(/:/g, '')}`;
  return { id, hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-counter` };
}

export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

type FieldIds = ReturnType<typeof useFieldIds>;

interface FieldTexts {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

/** FormField props (all but children/footer) wired to the field's ids. */
export function formFieldProps(ids: FieldIds, { label, hint, error, required }: FieldTexts) {
  return { label, htmlFor: ids.id, hint, error, required, hintId: ids.hint, errorId: ids.error };
}

/** aria-invalid + aria-describedby of a control: `before`, then hint and error, then `after`. */
export function describeControl(
  ids: FieldIds,
  { hint, error }: Pick<FieldTexts, 'hint' | 'error'>,
  before?: string | false,
  after?: string | false,
) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': joinIds(before, hint && ids.hint, error && ids.error, after),
  };
}
