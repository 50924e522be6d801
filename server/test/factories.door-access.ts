import { eq } from 'drizzle-orm';
import type { AccessType, TranslationCode, TranslationLanguage } from '@soglia/api-client';
import { apartments } from '../src/db/tables/apartments.table';
import { doorOpenAudit, doorRooms, doors, doorTranslations } from '../src/db/tables/doors.table';
import { addDays, zonedInstant } from '../src/lib/time';
import type { ShellySimulator } from '../src/shelly/simulator/server';
import { createGuestStay, unique } from './factories';
import type { TestContext } from './helper';

export const createDoor = async (
  ctx: TestContext,
  owner: { ownerId: number; apartmentId: number; roomIds?: number[] },
  overrides: Partial<typeof doors.$inferInsert> & { accessType?: AccessType } = {},
) => {
  const [door] = await ctx.db
    .insert(doors)
    .values({
      ownerId: owner.ownerId,
      apartmentId: owner.apartmentId,
      name: unique('Door '),
      instructions: 'Apri la porta.',
      ...overrides,
    })
    .returning();
  if (owner.roomIds?.length) {
    await ctx.db
      .insert(doorRooms)
      .values(owner.roomIds.map((roomId) => ({ doorId: door.id, roomId })));
  }
  return door;
};

const LANGUAGE: Record<TranslationCode, TranslationLanguage> = {
  en: 'Inglese',
  es: 'Spagnolo',
  fr: 'Francese',
  de: 'Tedesco',
};

export const addInstruction = async (
  ctx: TestContext,
  doorId: number,
  code: TranslationCode,
  doorName: string,
  text: string,
) => {
  await ctx.db
    .insert(doorTranslations)
    .values({ doorId, code, language: LANGUAGE[code], doorName, text });
};

/** Lets the app call this simulator, as SHELLY_ALLOWED_HOSTS would (it listens on a random port). */
export const allowSimulator = (ctx: TestContext, sim: ShellySimulator): void => {
  if (!ctx.config.shellyAllowedOrigins.includes(sim.url))
    ctx.config.shellyAllowedOrigins.push(sim.url);
};

/** A guest stay (today → +2 days, 15:00 → 10:00) whose apartment is wired to the simulator. */
export const createShellyStay = async (
  ctx: TestContext,
  sim: ShellySimulator,
  options: { online?: boolean; cpc?: string } = {},
) => {
  allowSimulator(ctx, sim);
  const stay = await createGuestStay(ctx);
  const authKey = unique('auth-');
  const deviceId = unique('relay-');
  await ctx.db
    .update(apartments)
    .set({ shelly: true, serverUri: sim.url, authKeyEncrypted: ctx.app.cipher.encrypt(authKey) })
    .where(eq(apartments.id, stay.apartment.id));
  sim.addDevice({ id: deviceId, authKey, channels: 2, online: options.online ?? true });
  const door = await createDoor(
    ctx,
    { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
    {
      name: 'Portone',
      accessType: 'shelly',
      idDevice: deviceId,
      channelDevice: 1,
      checkPositionCode: options.cpc ?? '2468',
      priority: 1,
    },
  );
  const tz = stay.apartment.timeZone;
  const window = {
    inside: zonedInstant(addDays(stay.profile.checkInDate, 1), '12:00:00', tz),
    justBefore: zonedInstant(stay.profile.checkInDate, '14:59:00', tz),
    atCheckOut: zonedInstant(stay.profile.checkOutDate, '10:00:00', tz),
  };
  return { ...stay, authKey, deviceId, door, window };
};

export const auditRows = (ctx: TestContext, profileId: number) =>
  ctx.db.select().from(doorOpenAudit).where(eq(doorOpenAudit.checkinProfileId, profileId));

/** A mutable clock for `setupTestApp({ clock })`. */
export const movableClock = () => {
  let now: Date | null = null;
  return {
    clock: () => now ?? new Date(),
    set(date: Date | null) {
      now = date;
    },
  };
};
