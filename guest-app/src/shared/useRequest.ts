import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeUpdatedAnswers } from '@soglia/api-client';

/**
 * What a screen shows for one request. While a new answer loads (retry, changed input) and after
 * a failure, `data` keeps the last good answer, so nothing jumps under the guest's thumb.
 */
export type RequestState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown; data?: T };

export type RequestResult<T> = RequestState<T> & {
  /** Sends the request again (after a failure, or to refresh). */
  retry: () => void;
};

export interface RequestOptions {
  /** Called once per failed attempt (not for cancelled ones), e.g. to log or alert. */
  onError?: (error: unknown) => void;
}

/**
 * The one way the guest app loads data: runs `load` on mount and whenever `load` changes (wrap it
 * in useCallback with its inputs), with an AbortSignal to pass on to the api-client call. A newer
 * attempt, or leaving the screen, aborts the running one, and an aborted attempt never touches
 * the state, so a late answer to an old question is never shown.
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { onError }: RequestOptions = {},
): RequestResult<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The service worker gave the phone's copy and the network then answered something else: the
  // new answer replaces it on screen, without a loading state in between.
  const quietly = useRef(false);
  useEffect(
    () =>
      subscribeUpdatedAnswers(() => {
        quietly.current = true;
        setAttempt((count) => count + 1);
      }),
    [],
  );
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const controller = new AbortController();
    const quiet = quietly.current;
    quietly.current = false;
    if (!quiet) {
      setState((previous) =>
        previous.status === 'loading' ? previous : { status: 'loading', data: previous.data },
      );
    }
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        // A failed refresh keeps the answer on screen.
        if (controller.signal.aborted || quiet) return;
        setState((previous) => ({ status: 'failed', error, data: previous.data }));
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
