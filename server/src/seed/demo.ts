import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { createApartmentsRepository } from '../apartments';
import { createFeedsRepository } from '../calendar';
import { createAuthRepository } from '../auth';
import { createOwnerProfilesRepository } from '../checkin-profiles';
import { type Db, owners, checkinProfiles } from '../db';
import { createDoorsRepository } from '../doors';
import { addDays, localDate } from '../lib';
import { createRoomsRepository } from '../rooms';
import { type Cipher, hashPassword, verifyPassword } from '../security';

const SEED_LOCK_ID = 724_361_002;
const TIME_ZONE = 'Europe/Rome';

export interface SeedResult {
  seeded: boolean;
  /** The demo owner exists and still has the demo password (so the printed logins work). */
  demoLogins?: boolean;
  /** The demo guest's stay had ended and was moved to today, so the demo login works again. */
  refreshed?: boolean;
}

/** One door per access type, each opening the demo room. */
const DEMO_DOORS = [
  {
    name: 'Portone',
    accessType: 'shelly',
    idDevice: 'demo-relay-1',
    channelDevice: 0,
    checkPositionCode: '2468',
    priority: 1,
    description: 'Portone su strada',
    instructions:
      'Inserisci il codice CPC e premi Apri: il portone si sblocca per qualche secondo.',
  },
  {
    name: 'Porta appartamento',
    accessType: 'codice',
    accessCode: '1357#',
    priority: 2,
    description: 'Porta al secondo piano',
    instructions: 'Digita il codice sul tastierino della porta.',
  },
  {
    name: 'Cancello',
    accessType: 'solo istruzioni',
    priority: 3,
    description: 'Cancello del cortile',
    instructions: 'Il cancello del cortile è aperto dalle 8 alle 22: spingilo.',
  },
] as const;

/** Moves the demo guest's stay to today -> tomorrow once it has ended (demo data only). */
const refreshEndedDemoStay = async (
  tx: Db,
  demo: Pick<AppConfig['demo'], 'ownerUsername' | 'guestUsername'>,
  now: Date,
): Promise<boolean> => {
  const today = localDate(now, TIME_ZONE);
  const moved = await tx
    .update(checkinProfiles)
    .set({ checkInDate: today, checkOutDate: addDays(today, 1) })
    .where(
      and(
        eq(checkinProfiles.username, demo.guestUsername),
        lt(checkinProfiles.checkOutDate, today),
        inArray(
          checkinProfiles.ownerId,
          tx.select({ id: owners.id }).from(owners).where(eq(owners.username, demo.ownerUsername)),
        ),
      ),
    )
    .returning({ id: checkinProfiles.id });
  return moved.length > 0;
};

/**
 * Seeds the demo owner, apartment, room, three doors (one per access type), the apartment's
 * Airbnb calendar feed (the calendar simulator) and a guest stay from today to tomorrow when the
 * database has no owner at all. On later starts it only moves
 * the demo guest's stay to today once it has ended, so the printed demo login keeps working.
 * Safe to call from several processes at once (transaction-scoped advisory lock).
 */
export const seedDemo = async (
  db: Db,
  cipher: Cipher,
  config: Pick<AppConfig, 'demo' | 'shellyCloudUrl' | 'calendar'>,
  now: Date = new Date(),
): Promise<SeedResult> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(owners);
    if (Number(count) > 0) {
      const [demoOwner] = await tx
        .select({ passwordHash: owners.passwordHash })
        .from(owners)
        .where(eq(owners.username, config.demo.ownerUsername));
      return {
        seeded: false,
        demoLogins:
          demoOwner !== undefined &&
          (await verifyPassword(config.demo.ownerPassword, demoOwner.passwordHash)),
        refreshed: await refreshEndedDemoStay(tx as unknown as Db, config.demo, now),
      };
    }

    // Through the modules' repositories: the rows are the ones the API would write.
    const db = tx as unknown as Db;
    const { demo } = config;
    const owner = await createAuthRepository(db).createOwner(
      demo.ownerUsername,
      await hashPassword(demo.ownerPassword),
    );
    const apartment = await createApartmentsRepository(db).create(owner.id, {
      name: 'Casa Soglia',
      address: 'Via della Lungaretta 12, 00153 Roma',
      phone: '+39 06 1234 5678',
      email: 'ciao@casasoglia.example',
      cin: 'IT058091C2DEMO0001',
      // Roma: the CIN's ISTAT digits (058091) are its.
      comuneCode: '412058091',
      shelly: true,
      serverUri: config.shellyCloudUrl,
      authKeyEncrypted: cipher.encrypt('demo-auth-key'),
      getGuestInfo: true,
      getDocumentPhoto: false,
      getBillingInfo: true,
      // On, as for every new apartment: the demo guest calls the demo host from the door
      // (identification at the door) before the demo door opens.
      identificationRequired: true,
      timeZone: TIME_ZONE,
    });
    const roomId = await createRoomsRepository(db).create(owner.id, apartment.id, 'Camera Blu', []);
    const doorsRepo = createDoorsRepository(db);
    for (const door of DEMO_DOORS) {
      await doorsRepo.create(owner.id, apartment.id, door, [roomId]);
    }

    // The demo apartment's Airbnb calendar (the calendar simulator): its bookings arrive as stays
    // awaiting details at the first scheduled sync.
    await createFeedsRepository(db, cipher).create(owner.id, {
      apartmentId: apartment.id,
      roomId: null,
      label: 'airbnb',
      url: config.calendar.demoFeedUrl,
    });

    const today = localDate(now, TIME_ZONE);
    await createOwnerProfilesRepository(db, cipher).insert(
      owner.id,
      {
        apartmentId: apartment.id,
        roomId,
        name: 'Giulia',
        surname: 'Rossi',
        source: 'Diretto',
        guestNumber: 2,
        checkInDate: today,
        checkOutDate: addDays(today, 1),
        checkInTime: '15:00:00',
        checkOutTime: '10:00:00',
        requireRegistrationForm: true,
        requireDocumentPhoto: false,
        requireBillingInfo: true,
      },
      demo.guestPassword,
      demo.guestUsername,
    );
    return { seeded: true, demoLogins: true };
  });
