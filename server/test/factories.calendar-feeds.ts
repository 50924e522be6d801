import type { CalendarFeed } from '@soglia/api-client';
import { startCalendarSimulator, type CalendarSimulator } from '../src/calendar/simulator/server';
import type { AppConfig } from '../src/config';
import type { TestClient } from './api-client';

/**
 * The calendar simulator of a test file, started before its app (whose settings allow it as a
 * feed host over http), closed after it.
 */
export const setupCalendarSimulator = ({ demo = false }: { demo?: boolean } = {}) => {
  const holder = {} as { sim: CalendarSimulator };
  beforeAll(async () => {
    holder.sim = await startCalendarSimulator({ demo });
  });
  afterAll(async () => {
    await holder.sim?.close();
  });
  return holder;
};

/** App settings reading feeds from the simulator, with no scheduled sync. */
export const calendarSettings = (
  sim: CalendarSimulator,
  overrides: Partial<AppConfig['calendar']> = {},
): Pick<AppConfig, 'calendar'> => ({
  calendar: {
    syncMinutes: 0,
    allowedHosts: [`127.0.0.1:${sim.port}`],
    allowInsecure: true,
    // Generous: a gzip bomb or a 2 MB answer is cut by its size, not by a busy machine's clock.
    timeoutMs: 10_000,
    demoFeedUrl: `${sim.url}/airbnb/casa-soglia.ics`,
    ...overrides,
  },
});

let paths = 0;
/** A path of its own on the simulator. */
export const feedPath = (name = 'feed') => `/${name}-${(paths += 1)}-${process.pid}.ics`;

/** Adds a feed of `path` on the simulator and syncs it; answers the synced feed. */
export const addFeed = async (
  client: TestClient,
  sim: CalendarSimulator,
  body: { apartment: number; room?: number | null; label: string; path: string },
): Promise<CalendarFeed> => {
  const { path, ...rest } = body;
  const created = await client.post('/api/calendar-feeds/', { ...rest, url: `${sim.url}${path}` });
  if (created.status !== 201) throw new Error(`feed not created: ${JSON.stringify(created.body)}`);
  return syncFeed(client, created.body.id);
};

export const syncFeed = async (client: TestClient, id: number): Promise<CalendarFeed> => {
  const synced = await client.post(`/api/calendar-feeds/${id}/sync/`, {});
  if (synced.status !== 200) throw new Error(`sync failed: ${JSON.stringify(synced.body)}`);
  return synced.body;
};
