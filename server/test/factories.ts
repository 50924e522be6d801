import crypto from 'node:crypto';
import { apartments } from '../src/db/tables/apartments.table';
import { owners } from '../src/db/tables/owners.table';
import { insertCheckinProfile } from './factories.profile';
import type { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { addDays, localDate } from '../src/lib/time';
import { rooms } from '../src/db/tables/rooms.table';
import { hashPassword } from '../src/security/passwords';
import type { TestContext } from './helper';

let counter = 0;
export const unique = (prefix: string): string =>
  `${prefix}${(counter += 1)}${crypto.randomBytes(3).toString('hex')}`;

export const createOwner = async (ctx: TestContext, password = 'owner-password-1') => {
  const username = unique('owner');
  const [row] = await ctx.db
    .insert(owners)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning();
  return { ...row, password };
};

export const createApartment = async (
  ctx: TestContext,
  ownerId: number,
  overrides: Partial<typeof apartments.$inferInsert> & { authKey?: string } = {},
) => {
  const { authKey, ...rest } = overrides;
  const [row] = await ctx.db
    .insert(apartments)
    .values({
      ownerId,
      name: unique('Apartment '),
      address: 'Via Roma 1, Roma',
      cin: unique('IT'),
      phone: '+39 06 000',
      email: 'host@example.com',
      authKeyEncrypted: authKey ? ctx.app.cipher.encrypt(authKey) : '',
      ...rest,
    })
    .returning();
  return row;
};

export const createRoom = async (
  ctx: TestContext,
  ownerId: number,
  apartmentId: number,
  name = 'Room',
) => {
  const [row] = await ctx.db.insert(rooms).values({ ownerId, apartmentId, name }).returning();
  return row;
};

type ProfileOverrides = Partial<
  Omit<typeof checkinProfiles.$inferInsert, 'passwordHash' | 'passwordEncrypted'>
>;

/** Owner + apartment + room + a stay from today to tomorrow (Europe/Rome) with guest credentials. */
export const createGuestStay = async (ctx: TestContext, overrides: ProfileOverrides = {}) => {
  const owner = await createOwner(ctx);
  const apartment = await createApartment(ctx, owner.id);
  const room = await createRoom(ctx, owner.id, apartment.id, 'Camera Verde');
  const password = 'GUESTPW7';
  const today = localDate(new Date(), apartment.timeZone);
  const profile = await insertCheckinProfile(
    ctx.db,
    {
      ownerId: owner.id,
      apartmentId: apartment.id,
      roomId: room.id,
      name: 'Mario',
      surname: 'Bianchi',
      source: 'Airbnb',
      guestNumber: 3,
      checkInDate: today,
      checkOutDate: addDays(today, 2),
      checkInTime: '15:00:00',
      checkOutTime: '10:00:00',
      username: unique('mario.bianchi'),
      password,
      ...overrides,
    },
    ctx.app.cipher,
  );
  return { owner, apartment, room, profile, username: profile.username, password };
};
