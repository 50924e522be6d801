import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { apartments } from '../apartments/apartments.table';
import { owners } from '../auth/owners.table';
import { createCheckinProfilesRepository } from '../checkin-profiles/checkin-profiles.repository';
import { checkinProfiles } from '../checkin-profiles/checkin-profiles.table';
import { doorRooms, doors } from '../doors/doors.table';
import { addDays, localDate } from '../lib/time';
import { rooms } from '../rooms/rooms.table';
import type { Cipher } from '../security/crypto';
import { hashPassword, verifyPassword } from '../security/passwords';

const SEED_LOCK_ID = 724_361_002;
const TIME_ZONE = 'Europe/Rome';

export interface SeedResult {
  seeded: boolean;
  /** The demo owner exists and still has the demo password (so the printed logins work). */
  demoLogins?: boolean;
  /** The demo guest's stay had ended and was moved to today, so the demo login works again. */
  refreshed?: boolean;
}

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
 * Seeds the demo owner, apartment, room, three doors (one per access type) and a guest stay
 * from today to tomorrow when the database has no owner at all. On later starts it only moves
 * the demo guest's stay to today once it has ended, so the printed demo login keeps working.
 * Safe to call from several processes at once (transaction-scoped advisory lock).
 */
export const seedDemo = async (
  db: Db,
  cipher: Cipher,
  config: Pick<AppConfig, 'demo' | 'shellyCloudUrl'>,
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

    const { demo } = config;
    const [owner] = await tx
      .insert(owners)
      .values({
        username: demo.ownerUsername,
        passwordHash: await hashPassword(demo.ownerPassword),
      })
      .returning();
    const [apartment] = await tx
      .insert(apartments)
      .values({
        ownerId: owner.id,
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
        timeZone: TIME_ZONE,
      })
      .returning();
    const [room] = await tx
      .insert(rooms)
      .values({ ownerId: owner.id, apartmentId: apartment.id, name: 'Camera Blu' })
      .returning();
    const base = { ownerId: owner.id, apartmentId: apartment.id };
    const insertedDoors = await tx
      .insert(doors)
      .values([
        {
          ...base,
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
          ...base,
          name: 'Porta appartamento',
          accessType: 'codice',
          accessCode: '1357#',
          priority: 2,
          description: 'Porta al secondo piano',
          instructions: 'Digita il codice sul tastierino della porta.',
        },
        {
          ...base,
          name: 'Cancello',
          accessType: 'solo istruzioni',
          priority: 3,
          description: 'Cancello del cortile',
          instructions: 'Il cancello del cortile è aperto dalle 8 alle 22: spingilo.',
        },
      ])
      .returning({ id: doors.id });
    await tx
      .insert(doorRooms)
      .values(insertedDoors.map((d) => ({ doorId: d.id, roomId: room.id })));

    const today = localDate(now, TIME_ZONE);
    await createCheckinProfilesRepository(tx as unknown as Db).create(
      {
        ownerId: owner.id,
        apartmentId: apartment.id,
        roomId: room.id,
        name: 'Giulia',
        surname: 'Rossi',
        source: 'Diretto',
        guestNumber: 2,
        checkInDate: today,
        checkOutDate: addDays(today, 1),
        checkInTime: '15:00:00',
        checkOutTime: '10:00:00',
        username: demo.guestUsername,
        password: demo.guestPassword,
        requireRegistrationForm: true,
        requireDocumentPhoto: false,
        requireBillingInfo: true,
      },
      cipher,
    );
    return { seeded: true, demoLogins: true };
  });
