import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { StaysQuery } from '@soglia/api-client';
import { todayIso } from '../features/stays';
import { readStayRange, type StayRange } from '../shared/routing';

export interface StayRoute {
  /** The range of the URL, or today's when the URL has none. */
  range: StayRange;
  /** The same range as the API asks for it. */
  query: StaysQuery;
}

/** The Dal / Al range of a Soggiorni URL (`?from=…&to=…`); today without one. */
export function useStayRoute(): StayRoute {
  const search = useSearch();
  const [today] = useState(todayIso);
  const fromUrl = readStayRange(search);
  const from = fromUrl?.from ?? today;
  const to = fromUrl?.to ?? today;
  return useMemo(
    () => ({ range: { from, to }, query: { start_date: from, end_date: to } }),
    [from, to],
  );
}
