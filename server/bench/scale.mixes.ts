/**
 * The stays `npm run bench:scale` seeds and the request mixes autocannon sends (bench/scale.ts).
 */
import crypto from 'node:crypto';
import type { AutocannonRequest } from 'autocannon';
import type { Db } from '../src/db/client';
import { localDate } from '../src/lib/time';
import { createCipher } from '../src/security/crypto';
import { TestClient } from '../test/api-client';
import { createGuestStay } from '../test/factories';
import type { TestContext } from '../test/helper';

const CSRF = crypto.randomBytes(16).toString('hex');
const STAYS = 4;

export interface Stay {
  owner: string;
  guest: string;
  profile: number;
  apartment: number;
}

export interface Seeded {
  /** Read by the mixes; their lists never grow during a run. */
  readers: Stay[];
  /** Written to by the mixes (guests of one stay wait for each other: several stays). */
  writers: Stay[];
}

/** Stays of their own owners, their owners and guests logged in. */
export const seed = async (db: Db, secretKey: string, baseUrl: string): Promise<Seeded> => {
  const ctx = { db, app: { cipher: createCipher(secretKey) } } as TestContext;
  const stays: Stay[] = [];
  for (let i = 0; i < 2 * STAYS; i += 1) {
    const stay = await createGuestStay(ctx);
    stays.push({
      owner: await new TestClient(baseUrl).login(stay.owner.username, stay.owner.password),
      guest: await new TestClient(baseUrl).login(stay.username, stay.password),
      profile: stay.profile.id,
      apartment: stay.apartment.id,
    });
  }
  return { readers: stays.slice(0, STAYS), writers: stays.slice(STAYS) };
};

const as = (token: string, json = false): Record<string, string> => ({
  authorization: `Token ${token}`,
  ...(json
    ? { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF }
    : {}),
});

const newApartment = (stay: Stay): AutocannonRequest => ({
  method: 'POST',
  path: '/api/apartments/',
  headers: as(stay.owner, true),
  body: JSON.stringify({ name: 'Bench', address: 'Via Roma 1, Roma', CIN: 'IT010025C2ABCDEF' }),
});

const newGuest = (stay: Stay): AutocannonRequest => ({
  method: 'POST',
  path: '/api/guests-registration/',
  headers: as(stay.owner, true),
  body: JSON.stringify({
    checkin_profile: stay.profile,
    first_name: 'Bench',
    last_name: 'Rossi',
    date_of_birth: '1980-05-05',
  }),
});

export const readMix = (s: Seeded): AutocannonRequest[] => {
  const day = localDate(new Date(), 'Europe/Rome');
  const get = (token: string, path: string) => ({ method: 'GET', path, headers: as(token) });
  return s.readers.flatMap(({ owner, guest, apartment }, i) => [
    get(owner, '/api/apartments/'),
    get(owner, '/api/checkin-profiles/?limit=50'),
    get(owner, `/api/owner-checkin-details/?start_date=${day}&end_date=${day}`),
    get(guest, '/api/user_information/'),
    get(guest, '/api/guest-room/?language=en'),
    get(guest, '/api/apartment-info/?language=en'),
    get(owner, '/api/user_information/'),
    get(owner, `/api/doors/?apartment=${apartment}`),
    get(owner, `/api/rooms/?apartment=${apartment}`),
    newApartment(s.writers[i]),
  ]);
};

export const writeMix = (s: Seeded): AutocannonRequest[] =>
  s.writers.flatMap((stay) => [newApartment(stay), newGuest(stay)]);
