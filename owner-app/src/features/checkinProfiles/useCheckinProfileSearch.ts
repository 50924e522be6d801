import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CheckinProfilesQuery } from '@soglia/api-client';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../shared/routing';
import { checkinProfilesRequested } from './checkinProfilesSlice';
import {
  apiQueryOf,
  queryStringOf,
  searchFromQueryString,
  type CheckinProfileSearch,
} from './searchParams';

type Running = ReturnType<ReturnType<typeof checkinProfilesRequested>> & Promise<unknown>;

/**
 * Runs searches so that the last one asked wins: a search still on its way is cancelled (its
 * HTTP request too) before the next one starts. The slice skips a request whose key is pending,
 * so the cancelled one must have settled first.
 */
function useLatestSearch() {
  const dispatch = useAppDispatch();
  const running = useRef<Running | null>(null);
  const latest = useRef(0);

  useEffect(
    () => () => {
      latest.current += 1;
      running.current?.abort();
    },
    [],
  );

  return useCallback(
    async (query: CheckinProfilesQuery) => {
      latest.current += 1;
      const mine = latest.current;
      const previous = running.current;
      if (previous) {
        previous.abort();
        await previous;
      }
      if (mine !== latest.current) return;
      const promise = dispatch(checkinProfilesRequested(query)) as Running;
      running.current = promise;
      await promise;
      if (running.current === promise) running.current = null;
    },
    [dispatch],
  );
}

/**
 * The search of Accessi lives in the URL (`/owners/checkins?name=…&surname=…&date=…`): the list
 * follows the URL, so a reload, a bookmark and back / forward keep it. `searchFor` moves the URL
 * (a new history entry) or, when the criteria are the URL's already, searches again.
 */
export function useCheckinProfileSearch() {
  const queryString = useSearch();
  const [, navigate] = useLocation();
  const criteria = useMemo(() => searchFromQueryString(queryString), [queryString]);
  const run = useLatestSearch();

  useEffect(() => {
    void run(apiQueryOf(criteria));
  }, [criteria, run]);

  const searchFor = useCallback(
    (next: CheckinProfileSearch) => {
      const nextString = queryStringOf(next);
      if (nextString === queryStringOf(criteria)) {
        void run(apiQueryOf(next));
        return;
      }
      navigate(nextString ? `${paths.checkinProfiles}?${nextString}` : paths.checkinProfiles);
    },
    [criteria, navigate, run],
  );

  const retry = useCallback(() => void run(apiQueryOf(criteria)), [criteria, run]);

  return { criteria, searchFor, retry };
}
