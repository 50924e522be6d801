import { useCallback } from 'react';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useNotify, type NoticeDuration } from '../notices';
import { isRequestFailure, type RequestFailure } from '../requests';
import { applyServerErrors, SERVER_ERROR } from './serverErrors';

/** How a submit ended: 'skipped' when there was no answer to show (see useSubmit). */
export type SubmitOutcome = 'succeeded' | 'failed' | 'skipped';

export interface SubmitOptions<T extends FieldValues, R> {
  /** The form a failure is shown on: field errors under their fields, the rest as its own error. */
  form?: UseFormReturn<T>;
  /** How the server's messages read on screen (`inItalian`, …); default as the server sent them. */
  translate?: (failure: RequestFailure) => RequestFailure;
  /** The form's own error when the server gives no text (the operation's own text, docs/product.md § Notices and errors). */
  fallback?: string;
  /** 'notice': the form's own error is told by a notice instead of staying on the form. */
  formError?: 'form' | 'notice';
  /** The success notice. */
  succeeded?: string;
  /** The failure notice (nothing for null or undefined). */
  failed?: string | ((failure: RequestFailure) => string | null | undefined);
  /** How long the notices stay. */
  duration?: NoticeDuration;
  onSuccess?: (result: R) => void;
  onFailure?: (failure: RequestFailure) => void;
}

export type Submit = <R, T extends FieldValues = FieldValues>(
  request: () => Promise<R>,
  options?: SubmitOptions<T, R>,
) => Promise<SubmitOutcome>;

/** Moves the form's own error into the returned text (null when there is none). */
function takeFormError<T extends FieldValues>(form: UseFormReturn<T>): string | null {
  const root: { message?: unknown } | undefined = get(form.formState.errors, SERVER_ERROR);
  form.clearErrors(SERVER_ERROR);
  return typeof root?.message === 'string' && root.message !== '' ? root.message : null;
}

/**
 * The one way to send a form or an action to the API and tell the outcome:
 * `run(() => dispatch(doorEdited(arg)).unwrap(), { form, fallback, succeeded, onSuccess })`.
 * A failure (the RequestFailure `unwrap()` of a request thunk rejects with) goes onto the form
 * (applyServerErrors) and into the notices the options name. Anything else is no answer to show
 * and is ignored: the same request already running (the slice skipped this one) or an abort.
 */
export function useSubmit(): Submit {
  const notify = useNotify();
  return useCallback<Submit>(
    async (request, options = {}) => {
      const { form, translate, fallback, duration, onSuccess, onFailure } = options;
      let result;
      try {
        result = await request();
      } catch (error) {
        if (!isRequestFailure(error)) return 'skipped';
        const failure = translate ? translate(error) : error;
        if (form) {
          applyServerErrors(form, failure, fallback);
          const text = options.formError === 'notice' ? takeFormError(form) : null;
          if (text) notify({ tone: 'error', message: text, duration });
        }
        const failed =
          typeof options.failed === 'function' ? options.failed(failure) : options.failed;
        if (failed) notify({ tone: 'error', message: failed, duration });
        onFailure?.(failure);
        return 'failed';
      }
      if (options.succeeded) notify({ tone: 'success', message: options.succeeded, duration });
      onSuccess?.(result);
      return 'succeeded';
    },
    [notify],
  );
}
