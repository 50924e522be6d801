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
