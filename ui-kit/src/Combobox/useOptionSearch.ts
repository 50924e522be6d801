import { useCallback, useEffect, useRef, useState } from 'react';

export interface ComboboxOption {
  /** What the application keeps when the option is chosen (a code, an id). */
  value: string;
  /** Shown in the list and, once chosen, in the field. */
  label: string;
  /** A second, muted line under the label (a province, a kind, a period). */
  description?: string;
}

/** Finds the options of a text; a search that is no longer wanted is aborted through `signal`. */
export type ComboboxSearch = (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>;

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Debounced search: each `run` waits `delay` ms of quiet, aborts the search still running (its
 * late answer is never shown) and keeps the last answer's options while the next one loads.
 */
export function useOptionSearch(search: ComboboxSearch | undefined, delay: number) {
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const latest = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = search;
  }, [search]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    running.current?.abort();
    running.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    (text: string) => {
      cancel();
      setStatus('loading');
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        running.current = controller;
        const find = latest.current;
        if (!find) return;
        find(text, controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            running.current = null;
            setOptions(found);
            setStatus('done');
          },
          () => {
            if (controller.signal.aborted) return;
            running.current = null;
            setStatus('failed');
          },
        );
      }, delay);
    },
    [cancel, delay],
  );

  const reset = useCallback(() => {
    cancel();
    setOptions([]);
    setStatus('idle');
  }, [cancel]);

  return { options, status, run, reset };
}
