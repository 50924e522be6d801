import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { applyServerErrors, SERVER_ERROR } from '../../shared/form';

/**
 * A failed save: the server's field errors go under their fields (applyServerErrors), and the
 * text left for the whole form (detail, first element of a list answer, or `fallback`) is
 * returned for a notice instead of staying on the form: the info forms' messages show for 3 s
 * (docs/product.md § Notices and errors).
 */
export function takeFailureText<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallback?: string,
): string | null {
  applyServerErrors(form, error, fallback);
  const root: { message?: unknown } | undefined = get(form.formState.errors, SERVER_ERROR);
  form.clearErrors(SERVER_ERROR);
  return typeof root?.message === 'string' && root.message !== '' ? root.message : null;
}

/** What the slice's `unwrap()` rejects with when a second dispatch of a running request is skipped. */
export const isSkipped = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'ConditionError';
