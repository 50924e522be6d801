import type { Db } from './client';

/**
 * SQL text with $1… parameters, run as one unnamed statement on whichever client `db` wraps (a
 * node-postgres pool and PGlite both answer `query(text, params)` with `{ rows }`), answering
 * plain row objects keyed by the column names the SQL gives. For hot reads whose shape the query
 * builder cannot write (a MATERIALIZED CTE) and whose rows need no mapping. Dates come back as
 * each driver parses them: cast them to text in the SQL.
 */
export type RawQuery = <Row>(text: string, params: readonly unknown[]) => Promise<Row[]>;

interface QueryClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

export const rawQueryOf = (db: Db): RawQuery => {
  const client = (db as unknown as { $client?: Partial<QueryClient> }).$client;
  if (typeof client?.query !== 'function') {
    throw new Error('rawQueryOf: the drizzle database has no client to query');
  }
  const queryClient = client as QueryClient;
  return async <Row>(text: string, params: readonly unknown[]) =>
    (await queryClient.query(text, [...params])).rows as Row[];
};
