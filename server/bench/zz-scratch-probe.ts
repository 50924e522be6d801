import { createDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { loadConfig } from '../src/config';
import { seedLargeOwner } from './seed';
import { findStaysOverlapping } from '../src/checkin-profiles/stays.repository';
import { createOwnerProfilesRepository } from '../src/checkin-profiles/owner-profiles.repository';
import { createCipher } from '../src/security/crypto';
import { addDays } from '../src/lib/time';

const main = async () => {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL ?? null };
  const database = await createDatabase(config);
  await migrateDatabase(database);
  const seed: any = await seedLargeOwner(database.db, { profiles: 10000, guestsPerProfile: 3, apartments: 20, roomsPerApartment: 5, doorsPerApartment: 3 });
  const o: any = await database.db.execute(`select id from owners where username = 'bench-owner'` as any);
  const ownerId = Number((o.rows ?? o)[0].id);
  const today = seed.today;
  const t = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await fn();
    const s = performance.now();
    for (let i = 0; i < 10; i++) await fn();
    console.log(label, ((performance.now() - s) / 10).toFixed(1), 'ms');
  };
  const repo = createOwnerProfilesRepository(database.db, createCipher('x'));
  await t('details week', () => findStaysOverlapping(database.db, ownerId, today, addDays(today, 7)));
  await t('search Mar', () => repo.search(ownerId, { name: 'Mar' }));
  await t('currents', () => repo.currents(ownerId, new Date()));
  const r: any = await database.db.execute(`EXPLAIN ANALYZE SELECT g.* FROM guest_registrations g JOIN checkin_profiles p ON p.id = g.checkin_profile_id WHERE p.owner_id = ${ownerId} AND p.check_in_date <= '${addDays(today, 7)}' AND p.check_out_date >= '${today}'` as any);
  console.log((r.rows ?? r).map((x: any) => x['QUERY PLAN']).join('\n'));
  await database.close();
};
main();
