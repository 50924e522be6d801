import { cleanup } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { calendarsApi } from './calendarsApi';
import { calendarsSeed, type CalendarsApiData } from './calendarsFixtures';
import { routesByPrefix } from './fakeApi';
import { structuresApi, type StructuresOverride } from './structuresApi';
import { structuresSeed, type StructuresApiData } from './structuresFixtures';

export interface StructuresServer {
  api: ApiServer;
  /** What the fake API holds now: a test reads its writes here, or changes it behind the screen. */
  data: StructuresApiData;
  /** The calendars' side of the fake API (the Calendari tab, a room's calendars). */
  calendars: CalendarsApiData;
  /** Answers a call differently for one test (undefined again before the next). */
  override: StructuresOverride | undefined;
}

/**
 * For a test file of the Strutture screens: a fresh fake API over `structuresSeed()` and
 * `calendarsSeed()` for every test, closed after it with the rendered screen.
 */
export function structuresServerPerTest(): StructuresServer {
  const server = { override: undefined } as StructuresServer;
  beforeAll(() => setUnauthorizedHandler(() => {}));
  beforeEach(async () => {
    server.override = undefined;
    const fake = structuresApi(structuresSeed(), (req) => server.override?.(req));
    const calendars = calendarsApi(calendarsSeed(), (req) => server.override?.(req));
    server.data = fake.data;
    server.calendars = calendars.data;
    server.api = await startApiServer(
      routesByPrefix('/api/calendar', calendars.routes, fake.routes),
    );
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    cleanup();
    await server.api.close();
  });
  return server;
}
