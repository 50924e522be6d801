import { like, sql } from 'drizzle-orm';
import { owners, type Db, checkinProfiles } from '../db';

const PART_MAX = 30;

const clean = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, PART_MAX);

/**
 * 'José María', "Dell'Acqua" → 'josemaria.dellacqua': name.surname in lower case, accents, spaces
 * and punctuation removed.
 */
export const usernameBase = (name: string, surname: string): string => {
  const n = clean(name);
  const s = clean(surname);
  if (n && s) return `${n}.${s}`;
  return n || s || 'guest';
};

/** The first of base, base2, base3… not used by any guest profile or owner. */
export const pickFreeUsername = (base: string, taken: Set<string>): string => {
  if (!taken.has(base)) return base;
  for (let k = 2; ; k += 1) {
    if (!taken.has(`${base}${k}`)) return `${base}${k}`;
  }
};

/** Usernames (lower case) starting with `base`, across guests and owners. */
export const takenUsernames = async (db: Db, base: string): Promise<Set<string>> => {
  // base only holds [a-z0-9.], so it needs no LIKE escaping.
  const pattern = `${base}%`;
  const [guests, ownerRows] = await Promise.all([
    db
      .select({ u: checkinProfiles.username })
      .from(checkinProfiles)
      .where(like(checkinProfiles.username, pattern)),
    db
      .select({ u: owners.username })
      .from(owners)
      .where(like(sql`lower(${owners.username})`, pattern)),
  ]);
  return new Set([...guests, ...ownerRows].map((r) => r.u.toLowerCase()));
};
