import { useCallback, useEffect } from 'react';
import type { StaysQuery } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RequestFailure } from '../../shared/requests';
import {
  sameRange,
  selectStaysRange,
  selectStaysRequest,
  staysListKey,
  staysRequested,
} from './staysSlice';

export interface StaysOfRange {
  /** The store holds this range's stays (possibly while a reload runs). */
  loaded: boolean;
  pending: boolean;
  failure: RequestFailure | null;
  /** Asks the API again (Cerca on the same range, retry, the reload after a delete). */
  reload: () => void;
}

/**
 * Makes sure the stays of `range` are in the store: loads them unless they are there already
 * (coming back from a stay keeps the list), and never twice at once.
 */
export function useStaysOfRange(range: StaysQuery): StaysOfRange {
  const dispatch = useAppDispatch();
  const key = staysListKey(range);
  const request = useAppSelector((state) => selectStaysRequest(state, key));
  const shown = useAppSelector(selectStaysRange);
  const loaded = sameRange(shown, range);
  const { start_date: start, end_date: end } = range;

  useEffect(() => {
    if (loaded || request.status === 'pending' || request.status === 'failed') return;
    void dispatch(staysRequested({ start_date: start, end_date: end }));
  }, [dispatch, loaded, request.status, start, end]);

  const reload = useCallback(() => {
    void dispatch(staysRequested({ start_date: start, end_date: end }));
  }, [dispatch, start, end]);

  return {
    loaded,
    pending: request.status === 'pending',
    failure: request.status === 'failed' ? request.failure : null,
    reload,
  };
}
