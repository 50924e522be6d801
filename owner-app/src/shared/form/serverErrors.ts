import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isRequestFailure, toRequestFailure } from '../requests';

/** Where a failure no field can show goes: `form.formState.errors.root?.server?.message`. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * Shows a failed submit on the form: each `{"field": ["message"]}` under its field (the first one
 * focused), and the `detail` text, or field errors of fields the form does not have, or
 * `fallback` (the screen's text for the operation, docs/product.md § Notices and errors) as the
 * form's own error. Takes what `unwrap()` of a request thunk rejects with (a RequestFailure) or
 * any api-client error.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallback?: string,
): void {
  const failure = isRequestFailure(error) ? error : toRequestFailure(error);
  const fields = new Set(Object.keys(form.getValues()));
  const elsewhere: string[] = [];
  let focused = false;
  for (const [name, messages] of Object.entries(failure.fieldErrors ?? {})) {
    if (fields.has(name)) {
      form.setError(
        name as Path<T>,
        { type: 'server', message: messages.join(' ') },
        { shouldFocus: !focused },
      );
      focused = true;
    } else {
      elsewhere.push(...messages);
    }
  }
  const message =
    [failure.detail, ...elsewhere].filter(Boolean).join(' ') || (focused ? '' : fallback);
  if (message) form.setError(SERVER_ERROR, { type: 'server', message });
}
