import { useCallback, useEffect } from 'react';
import type { AlloggiatiStaysQuery } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RequestFailure } from '../../shared/requests';
import {
  alloggiatiKeys,
  alloggiatiStaysRequested,
  selectAlloggiatiRequest,
} from './alloggiatiSlice';

export interface AlloggiatiOfRange {
  failure: RequestFailure | null;
  reload: () => void;
}

/**
 * Loads the Alloggiati state of the stays of a Dal / Al range each time the range is shown:
 * deadlines pass and auto-send works while the host is elsewhere, so a kept answer goes stale.
 */
export function useAlloggiatiOfRange({ start_date, end_date }: AlloggiatiStaysQuery) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) =>
    selectAlloggiatiRequest(state, alloggiatiKeys.range({ start_date, end_date })),
  );
  const reload = useCallback(() => {
    void dispatch(alloggiatiStaysRequested({ start_date, end_date }));
  }, [dispatch, start_date, end_date]);

  useEffect(reload, [reload]);

  return {
    failure: request.status === 'failed' ? request.failure : null,
    reload,
  } satisfies AlloggiatiOfRange;
}
