import { sql } from 'drizzle-orm';
import { insertCheckinProfile } from '../test/factories.profile';
import type { Db } from '../src/db/client';
import { addDays, localDate } from '../src/lib/time';
import type { Cipher } from '../src/security/crypto';
import { hashPassword } from '../src/security/passwords';

export interface SeedSize {
  profiles: number;
  guestsPerProfile: number;
  apartments: number;
  roomsPerApartment: number;
  doorsPerApartment: number;
}

export interface SeedResult {
  owner: { username: string; password: string };
  guest: { username: string; password: string };
  /** A prefix shared by a realistic share of the stays' first names. */
  namePrefix: string;
  today: string;
  counts: Record<string, number>;
}

const FIRST_NAMES = [
  'Mario',
  'Marco',
  'Marta',
  'Margherita',
  'Luca',
  'Giulia',
  'Francesca',
  'Andrea',
  'Paolo',
  'Chiara',
  'Elena',
  'Davide',
  'Sara',
  'Matteo',
  'Anna',
  'Simone',
  'Laura',
  'Giorgio',
  'Sofia',
  'Pietro',
];
const SURNAMES = [
  'Rossi',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'Costa',
  'Giordano',
  'Mancini',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Smith',
  'Müller',
  'Dubois',
  'García',
];
const TIME_ZONE = 'Europe/Rome';

const textArray = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const intArray = (values: number[]) => `ARRAY[${values.join(',')}]::int[]`;

const run = (db: Db, query: string) => db.execute(sql.raw(query));
const ids = async (db: Db, query: string): Promise<number[]> => {
  const result = (await run(db, query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
};
const countOf = async (db: Db, table: string): Promise<number> => {
  const result = (await run(db, `SELECT count(*)::int AS n FROM ${table}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0].n);
};

/**
 * One large owner, inserted with set-based SQL (generate_series) so 10k stays and 30k guests
 * take seconds: apartments, rooms, doors (+ translations), info entries, stays spread over two
 * years around today, guests, billing rows, and one guest in residence now for guest-room.
 */
export const seedLargeOwner = async (
  db: Db,
  size: SeedSize,
  cipher: Cipher,
): Promise<SeedResult> => {
  const owner = { username: 'bench-owner', password: 'bench-owner-password' };
  const guest = { username: 'bench.guest', password: 'BENCHGU7' };
  const today = localDate(new Date(), TIME_ZONE);
  const sharedHash = await hashPassword('not-used-for-login');
  const sharedEncrypted = cipher.encrypt('NOTUSED1');

  const [ownerId] = await ids(
    db,
    `INSERT INTO owners (username, password_hash) VALUES ('${owner.username}', '${await hashPassword(owner.password)}') RETURNING id`,
  );
  const apartmentIds = await ids(
    db,
    `INSERT INTO apartments (owner_id, name, address, cin, phone, email)
     SELECT ${ownerId}, 'Bench apartment ' || g, 'Via Roma ' || g || ', Roma', 'IT058091C2' || lpad(g::text, 6, '0'),
            '+39 06 1234', 'host@example.com'
     FROM generate_series(1, ${size.apartments}) g ORDER BY g RETURNING id`,
  );
  const roomIds = await ids(
    db,
    `INSERT INTO rooms (owner_id, apartment_id, name)
     SELECT ${ownerId}, a.id, 'Camera ' || r FROM unnest(${intArray(apartmentIds)}) WITH ORDINALITY a(id, n)
     CROSS JOIN generate_series(1, ${size.roomsPerApartment}) r ORDER BY a.n, r RETURNING id`,
  );
  await run(
    db,
    `INSERT INTO doors (owner_id, apartment_id, name, access_type, access_code, priority, instructions)
     SELECT ${ownerId}, a.id, 'Porta ' || d, CASE WHEN d % 2 = 0 THEN 'codice' ELSE 'solo istruzioni' END,
            CASE WHEN d % 2 = 0 THEN '12' || d ELSE '' END, d, repeat('Istruzioni per la porta. ', 20)
     FROM unnest(${intArray(apartmentIds)}) a(id) CROSS JOIN generate_series(1, ${size.doorsPerApartment}) d`,
  );
  await run(
    db,
    `INSERT INTO door_rooms (door_id, room_id)
     SELECT d.id, r.id FROM doors d JOIN rooms r ON r.apartment_id = d.apartment_id
     WHERE d.owner_id = ${ownerId}`,
  );
  await run(
    db,
    `INSERT INTO language_instructions (door_id, language, code, door_name, text)
     SELECT id, 'Inglese', 'en', 'Door ' || id, repeat('Door instructions. ', 20)
     FROM doors WHERE owner_id = ${ownerId}`,
  );
  await run(
    db,
    `INSERT INTO apartment_info (owner_id, apartment_id, title, type, info)
     SELECT ${ownerId}, a.id, 'Info ' || i, (ARRAY['general','parking_info','restaurants','nearby','places_to_visit','apartment_info'])[1 + i % 6],
            repeat('Testo informativo. ', 30)
     FROM unnest(${intArray(apartmentIds)}) a(id) CROSS JOIN generate_series(1, 10) i`,
  );

  // Stays: check-in spread over [today-365, today+365), 1-7 nights, round-robin over rooms.
  const nRooms = roomIds.length;
  await run(
    db,
    `INSERT INTO checkin_profiles (owner_id, apartment_id, room_id, name, surname, source, guest_number,
       check_in_date, check_out_date, check_in_time, check_out_time, username, password_encrypted,
       password_hash, guest_type, require_registration_form, require_document_photo, require_billing_info)
     SELECT ${ownerId}, r.apartment_id, r.id,
            (${textArray(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}],
            (${textArray(SURNAMES)})[1 + (g * 13) % ${SURNAMES.length}],
            (ARRAY['Airbnb','Booking','Diretto'])[1 + g % 3], 1 + g % 4,
            DATE '${today}' - 365 + ((g * 37) % 730), DATE '${today}' - 365 + ((g * 37) % 730) + 1 + g % 7,
            '15:00', '10:00', 'bench.stay' || g, '${sharedEncrypted}', '${sharedHash}',
            (ARRAY['ospite singolo','famiglia','gruppo'])[1 + g % 3], g % 2 = 0, g % 3 = 0, g % 5 = 0
     FROM generate_series(1, ${size.profiles}) g
     JOIN rooms r ON r.id = (${intArray(roomIds)})[1 + g % ${nRooms}]`,
  );
  await run(
    db,
    `INSERT INTO guest_registrations (checkin_profile_id, first_name, last_name, date_of_birth, citizenship,
       place_of_birth, gender, document_type, document_number, place_of_issue)
     SELECT p.id, (${textArray(FIRST_NAMES)})[1 + (p.id + n) % ${FIRST_NAMES.length}], p.surname,
            DATE '1980-01-01' + ((p.id * 11 + n) % 12000), 'Italia', 'Roma',
            CASE WHEN n % 2 = 0 THEN 'F' ELSE 'M' END, 'identity card', 'CA' || p.id || 'X' || n, 'Roma'
     FROM checkin_profiles p CROSS JOIN generate_series(1, ${size.guestsPerProfile}) n
     WHERE p.owner_id = ${ownerId}`,
  );
  await run(
    db,
    `INSERT INTO billing_info (checkin_profile_id, person_type, first_name, last_name, company_name,
       vat_number, tax_code, address, city, postal_code, country, email)
     SELECT id, CASE WHEN id % 4 = 0 THEN 'company' ELSE 'individual' END, name, surname,
            CASE WHEN id % 4 = 0 THEN 'Azienda ' || id ELSE '' END, CASE WHEN id % 4 = 0 THEN 'IT' || lpad(id::text, 11, '0') ELSE '' END,
            'RSSMRA80A01H501U', 'Via Garibaldi 1', 'Milano', '20100', 'Italia', 'billing' || id || '@example.com'
     FROM checkin_profiles WHERE owner_id = ${ownerId} AND id % 2 = 0`,
  );

  // The guest in residence now (yesterday → in two days), all requirements met.
  await insertCheckinProfile(
    db,
    {
      ownerId,
      apartmentId: apartmentIds[0],
      roomId: roomIds[0],
      name: 'Giulia',
      surname: 'Bench',
      source: 'Airbnb',
      guestNumber: 2,
      checkInDate: addDays(today, -1),
      checkOutDate: addDays(today, 2),
      checkInTime: '15:00:00',
      checkOutTime: '10:00:00',
      username: guest.username,
      password: guest.password,
      guestType: 'famiglia',
    },
    cipher,
  );
  await run(db, 'ANALYZE');

  const counts: Record<string, number> = {};
  for (const table of [
    'checkin_profiles',
    'guest_registrations',
    'billing_info',
    'apartments',
    'rooms',
    'doors',
    'apartment_info',
  ]) {
    counts[table] = await countOf(db, table);
  }
  return { owner, guest, namePrefix: 'Mar', today, counts };
};
