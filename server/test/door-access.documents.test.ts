import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { alloggiatiRecords } from '../src/db/tables/alloggiati-records.table';
import { apartments } from '../src/db/tables/apartments.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { migrationsFolder } from '../src/db/migrate';
import { runRetention } from '../src/jobs/retention';
import { addDays, zonedInstant } from '../src/lib/time';
import { createLocalMediaStore } from '../src/media/media.store';
import { startShellySimulator, type ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { unique } from './factories';
import { alloggiatiStay, ROME, sendCalls, setupAlloggiatiApp } from './factories.alloggiati';
import { allowSimulator, createDoor, movableClock } from './factories.door-access';
import { guestFields, makeImage, mediaFiles, sendForm } from './factories.guests';

const time = movableClock();
const { ctx, mediaDir, sim } = setupAlloggiatiApp({
  clock: time.clock,
  shellyTimeoutMs: 700,
  shellyPulseSeconds: 1,
});
let shelly: ShellySimulator;
beforeAll(async () => {
  shelly = await startShellySimulator();
});
afterAll(() => shelly.close());
afterEach(() => time.set(null));

/**
 * A stay of one guest that requires document photos, its apartment on Alloggiati auto-send
 * (when asked) and wired to the Shelly simulator, with a remote-lock door of its room.
 */
const stayWithDoor = async (autoSend: boolean) => {
  const stay = await alloggiatiStay(ctx, sim(), { autoSend, guests: 0, guestNumber: 1 });
  await ctx.db
    .update(checkinProfiles)
    .set({ requireDocumentPhoto: true })
    .where(eq(checkinProfiles.id, stay.profile.id));
  allowSimulator(ctx, shelly);
  const authKey = unique('auth-');
  const deviceId = unique('relay-');
  await ctx.db
    .update(apartments)
    .set({ shelly: true, serverUri: shelly.url, authKeyEncrypted: ctx.app.cipher.encrypt(authKey) })
    .where(eq(apartments.id, stay.apartment.id));
  shelly.addDevice({ id: deviceId, authKey, channels: 1, online: true });
  const door = await createDoor(
    ctx,
    { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
    { accessType: 'shelly', idDevice: deviceId, channelDevice: 0, checkPositionCode: '2468' },
  );
  const guest = new TestClient(ctx.baseUrl);
  await guest.login(stay.username, stay.password);
  return { ...stay, door, guest };
};

/** The guest registers with both sides of the identity card, as the check-in form does. */
const registerWithPhotos = async (guest: TestClient) => {
  const res = await sendForm(guest, 'POST', '/api/guests-registration/', {
    ...guestFields(),
    document_photo: { data: await makeImage('jpeg'), filename: 'front.jpg' },
    document_photo_back: { data: await makeImage('jpeg'), filename: 'back.jpg' },
  });
  expect(res.status).toBe(201);
  const [row] = await ctx.db
    .select()
    .from(guestRegistrations)
    .where(eq(guestRegistrations.id, (res.body as { id: number }).id));
  expect(row.documentPhoto).not.toBeNull();
  return row;
};

const expectDoorsOpen = async (stay: Awaited<ReturnType<typeof stayWithDoor>>) => {
  const room = await stay.guest.get('/api/guest-room/?language=en');
  expect(room.status).toBe(200);
  expect(room.body).toEqual([
    { name: stay.room.name, doors: [expect.objectContaining({ id: stay.door.id })] },
  ]);
  const opened = await stay.guest.post('/api/check-cpc/', { door_id: stay.door.id, cpc: '2468' });
  expect(opened).toMatchObject({ status: 200, body: { door_id: stay.door.id } });
};

describe('a completed check-in whose document photos are deleted', () => {
  it('stays complete once the accepted record (auto-send) deletes the photos', async () => {
    const stay = await stayWithDoor(true);
    time.set(zonedInstant(addDays(stay.profile.checkInDate, 1), '12:00:00', ROME));
    const row = await registerWithPhotos(stay.guest);
    await ctx.app.alloggiati.autoSend.idle();

    expect(sendCalls(sim())).toHaveLength(1);
    const [after] = await ctx.db
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, row.id));
    expect([after.documentPhoto, after.documentPhotoBack]).toEqual([null, null]);
    expect(mediaFiles(mediaDir)).not.toContain(row.documentPhoto);
    await expectDoorsOpen(stay);
  });

  it('stays complete after retention removed them (the host then extended the stay)', async () => {
    const stay = await stayWithDoor(false);
    const row = await registerWithPhotos(stay.guest);
    const checkOut = zonedInstant(stay.profile.checkOutDate, '10:00:00', ROME);
    const report = await runRetention({
      db: ctx.db,
      store: createLocalMediaStore(mediaDir),
      graceHours: 0,
      orphanMinAgeMinutes: 60,
      now: new Date(checkOut.getTime() + 1000),
    });
    expect(report.guestsCleared).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.db
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, row.id));
    expect(after.documentPhoto).toBeNull();

    const checkOutDate = addDays(stay.profile.checkOutDate, 3);
    await ctx.db
      .update(checkinProfiles)
      .set({ checkOutDate })
      .where(eq(checkinProfiles.id, stay.profile.id));
    time.set(zonedInstant(addDays(stay.profile.checkOutDate, 1), '12:00:00', ROME));
    await expectDoorsOpen(stay);
  });
});

describe('migration 0008 on guests registered before it', () => {
  it('counts stored photos, and photos deleted on acceptance, as provided', async () => {
    const stay = await stayWithDoor(false);
    const rows = await ctx.db
      .insert(guestRegistrations)
      .values(
        [{ documentPhoto: 'kept.jpg' }, {}, {}].map((photos, i) => ({
          checkinProfileId: stay.profile.id,
          firstName: `Ospite ${i}`,
          lastName: 'Prima',
          ...photos,
        })),
      )
      .returning();
    const [withPhoto, accepted, never] = rows;
    await ctx.db.insert(alloggiatiRecords).values({ guestId: accepted.id, status: 'accepted' });
    const migration = fs.readFileSync(
      path.join(migrationsFolder, '0008_guest_documents_provided_at.sql'),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('UPDATE'));
    await ctx.db.execute(sql.raw(backfill));

    const providedAt = async (id: number) =>
      (
        await ctx.db
          .select({ at: guestRegistrations.documentsProvidedAt })
          .from(guestRegistrations)
          .where(eq(guestRegistrations.id, id))
      )[0].at;
    expect(await providedAt(withPhoto.id)).toEqual(withPhoto.createdAt);
    expect(await providedAt(accepted.id)).toEqual(accepted.createdAt);
    expect(await providedAt(never.id)).toBeNull();
  });
});
