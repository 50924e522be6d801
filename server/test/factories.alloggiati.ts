import type { GuestType } from '@soglia/api-client';
import { forgetAlloggiatiTokens } from '../src/alloggiati/client';
import {
  startAlloggiatiSimulator,
  type AlloggiatiSimulator,
} from '../src/alloggiati/simulator/server';
import type { AppConfig } from '../src/config';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { addDays, localDate } from '../src/lib/time';
import { TestClient } from './api-client';
import { createGuestStay, unique } from './factories';
import { makeMediaDir } from './factories.guests';
import { setupTestApp, type TestContext } from './helper';

export const ROME = 'Europe/Rome';
export const romeToday = (now = new Date()) => localDate(now, ROME);

/**
 * A test file's app pointed at its own Alloggiati Web simulator (short client timeout) and a
 * private media folder.
 */
export const setupAlloggiatiApp = (overrides: Partial<AppConfig> = {}) => {
  const mediaDir = makeMediaDir();
  const config: Partial<AppConfig> & { media: { dir: string } } = {
    alloggiatiTimeoutMs: 700,
    media: { dir: mediaDir },
    ...overrides,
  };
  const holder: { sim: AlloggiatiSimulator } = {} as never;
  beforeAll(async () => {
    holder.sim = await startAlloggiatiSimulator();
    config.alloggiatiUrl = holder.sim.url;
  });
  afterAll(() => holder.sim?.stop());
  beforeEach(() => {
    holder.sim?.reset();
    forgetAlloggiatiTokens();
  });
  const ctx = setupTestApp(config);
  return { ctx, mediaDir, sim: () => holder.sim };
};

/** A guest the service accepts; `overrides` in table columns. */
export const validGuest = (
  i: number,
  overrides: Partial<typeof guestRegistrations.$inferInsert> = {},
) => ({
  firstName: ['Jonas', 'Lena', 'Paul', 'Marta', 'Karl'][i % 5],
  lastName: 'Müller',
  gender: i % 2 === 0 ? 'M' : 'F',
  dateOfBirth: `19${80 + i}-02-03`,
  placeOfBirthCode: i === 1 ? '412058091' : '100000216',
  citizenshipCode: '100000216',
  documentType: 'passport' as const,
  documentNumber: `C01X00T4${i}`,
  placeOfIssueCode: '100000216',
  ...overrides,
});

export interface AlloggiatiStayOptions {
  guestType?: GuestType | null;
  /** Registered guests (default: guestNumber). */
  guests?: number;
  guestNumber?: number;
  checkInDate?: string;
  checkOutDate?: string;
  checkInTime?: string;
  checkOutTime?: string;
  /** The owner's main account (default true); user and password registered in the simulator. */
  account?: boolean;
  autoSend?: boolean;
}

/** An owner (logged in), an apartment in Rome, a stay arriving today with registered guests. */
export const alloggiatiStay = async (
  ctx: TestContext,
  sim: AlloggiatiSimulator,
  options: AlloggiatiStayOptions = {},
) => {
  const today = romeToday();
  const guestNumber = options.guestNumber ?? options.guests ?? 1;
  const stay = await createGuestStay(ctx, {
    guestType: options.guestType === undefined ? 'ospite singolo' : options.guestType,
    guestNumber,
    checkInDate: options.checkInDate ?? today,
    checkOutDate: options.checkOutDate ?? addDays(options.checkInDate ?? today, 2),
    checkInTime: options.checkInTime ?? '15:00:00',
    checkOutTime: options.checkOutTime ?? '10:00:00',
  });
  const owner = new TestClient(ctx.baseUrl);
  await owner.login(stay.owner.username, stay.owner.password);
  const guests = [];
  for (let i = 0; i < (options.guests ?? guestNumber); i += 1) {
    const [row] = await ctx.db
      .insert(guestRegistrations)
      .values({ checkinProfileId: stay.profile.id, ...validGuest(i) })
      .returning();
    guests.push(row);
  }
  const user = unique('AW').toUpperCase();
  if (options.account !== false) {
    sim.addAccount(user, { password: 'segreta', wskey: 'chiave' });
    const saved = await owner.request('PUT', '/api/alloggiati/account/', {
      body: { user, password: 'segreta', ws_key: 'chiave' },
    });
    if (saved.status !== 200) throw new Error(`account not saved: ${saved.status}`);
  }
  if (options.autoSend) {
    await owner.request('PUT', `/api/alloggiati/apartments/${stay.apartment.id}/`, {
      body: { auto_send: true },
    });
  }
  return { ...stay, owner: stay.owner, client: owner, guests, user };
};

/** The Send calls the simulator received. */
export const sendCalls = (sim: AlloggiatiSimulator) =>
  sim.calls().filter((c) => c.operation === 'Send');
