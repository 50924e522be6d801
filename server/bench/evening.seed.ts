/**
 * What `npm run bench:evening` seeds (bench/evening.ts): one host with 50 apartments on 6 Shelly
 * Cloud accounts, 120 remote doors (a street door and an apartment door each, a floor door in
 * 20 of them), 6 rooms per apartment and one stay per room: 300 stays whose check-in is this
 * evening, a few minutes ago, their check-in complete, nothing left for the host to identify.
 */
import crypto from 'node:crypto';
import type { Db } from '../src/db/client';
import {
  apartments,
  checkinProfiles,
  doorRooms,
  doors,
  guestRegistrations,
  owners,
  rooms,
} from '../src/db/schema';
import { addDays, localDate, localTime } from '../src/lib/time';
import type { Cipher } from '../src/security/crypto';
import { hashPassword } from '../src/security/passwords';

export const ACCOUNTS = 6;
const APARTMENTS = 50;
const ROOMS_PER_APARTMENT = 6;
const WITH_FLOOR_DOOR = 20;
const TIME_ZONE = 'Europe/Rome';
export const GUEST_PASSWORD = 'EVENING7';

export interface EveningDoor {
  id: number;
  deviceId: string;
  account: number;
  cpc: string;
  name: string;
}

export interface EveningStay {
  username: string;
  account: number;
  /** The remote doors of the stay's room, street door first. */
  doors: EveningDoor[];
}

export interface EveningSeed {
  host: { username: string; password: string };
  /** Each account's auth key, by account number. */
  authKeys: string[];
  doors: EveningDoor[];
  stays: EveningStay[];
  today: string;
}

/** A repeatable random sequence (mulberry32): the same bench run opens the same doors. */
export const randomOf = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const seedEvening = async (
  db: Db,
  cipher: Cipher,
  cloudUrl: string,
  random: () => number,
): Promise<EveningSeed> => {
  const host = { username: 'evening-host', password: 'evening-host-password' };
  const [owner] = await db
    .insert(owners)
    .values({ username: host.username, passwordHash: await hashPassword(host.password) })
    .returning({ id: owners.id });
  const authKeys = Array.from({ length: ACCOUNTS }, () => crypto.randomBytes(24).toString('hex'));
  const now = new Date();
  const today = localDate(now, TIME_ZONE);
  // Ten minutes ago (this evening), or midnight when the bench runs just after it.
  const tenMinutesAgo = new Date(now.getTime() - 10 * 60_000);
  const checkInTime =
    localDate(tenMinutesAgo, TIME_ZONE) === today
      ? localTime(tenMinutesAgo, TIME_ZONE)
      : '00:00:00';
  const passwordHash = await hashPassword(GUEST_PASSWORD);
  const passwordEncrypted = cipher.encrypt(GUEST_PASSWORD);

  const allDoors: EveningDoor[] = [];
  const stays: EveningStay[] = [];
  for (let a = 0; a < APARTMENTS; a += 1) {
    const account = a % ACCOUNTS;
    const [apartment] = await db
      .insert(apartments)
      .values({
        ownerId: owner.id,
        name: `Appartamento ${a + 1}`,
        address: `Via dei Coronari ${a + 1}, Roma`,
        cin: `IT058091C2EV${String(a).padStart(4, '0')}`,
        shelly: true,
        serverUri: cloudUrl,
        authKeyEncrypted: cipher.encrypt(authKeys[account]),
      })
      .returning({ id: apartments.id });
    const names = ['Portone', 'Porta appartamento', ...(a < WITH_FLOOR_DOOR ? ['Piano'] : [])];
    const inserted = await db
      .insert(doors)
      .values(
        names.map((name, i) => ({
          ownerId: owner.id,
          apartmentId: apartment.id,
          name,
          accessType: 'shelly' as const,
          idDevice: `evening-${a + 1}-${i + 1}`,
          channelDevice: 0,
          checkPositionCode: String(1000 + Math.floor(random() * 9000)),
          priority: i + 1,
          instructions: 'Digita il CPC scritto sulla porta e premi Apri.',
        })),
      )
      .returning();
    const apartmentDoors = inserted.map((d) => ({
      id: d.id,
      deviceId: d.idDevice,
      account,
      cpc: d.checkPositionCode,
      name: d.name,
    }));
    allDoors.push(...apartmentDoors);
    const roomRows = await db
      .insert(rooms)
      .values(
        Array.from({ length: ROOMS_PER_APARTMENT }, (_, r) => ({
          ownerId: owner.id,
          apartmentId: apartment.id,
          name: `Camera ${r + 1}`,
        })),
      )
      .returning({ id: rooms.id });
    await db
      .insert(doorRooms)
      .values(roomRows.flatMap((room) => inserted.map((d) => ({ doorId: d.id, roomId: room.id }))));
    const profiles = await db
      .insert(checkinProfiles)
      .values(
        roomRows.map((room, r) => ({
          ownerId: owner.id,
          apartmentId: apartment.id,
          roomId: room.id,
          name: ['Giulia', 'Marco', 'Anna', 'Luca', 'Sofia', 'Paolo'][r],
          surname: ['Rossi', 'Smith', 'Müller', 'Dubois', 'García', 'Bianchi'][(a + r) % 6],
          source: ['Airbnb', 'Booking', 'Diretto'][(a + r) % 3],
          guestNumber: 1 + ((a + r) % 3),
          checkInDate: today,
          checkOutDate: addDays(today, 2),
          checkInTime,
          checkOutTime: '10:00:00',
          username: `evening.${a + 1}.${r + 1}`,
          passwordHash,
          passwordEncrypted,
        })),
      )
      .returning();
    await db.insert(guestRegistrations).values(
      profiles.flatMap((p) =>
        Array.from({ length: p.guestNumber }, (_, g) => ({
          checkinProfileId: p.id,
          firstName: g === 0 ? p.name : `Ospite ${g + 1}`,
          lastName: p.surname,
          dateOfBirth: `198${g}-05-0${g + 1}`,
        })),
      ),
    );
    for (const p of profiles) stays.push({ username: p.username, account, doors: apartmentDoors });
  }
  return { host, authKeys, doors: allDoors, stays, today };
};
