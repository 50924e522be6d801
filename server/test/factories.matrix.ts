import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { alloggiatiAccounts } from '../src/db/tables/alloggiati-accounts.table';
import { alloggiatiReceipts, alloggiatiRecords } from '../src/db/tables/alloggiati-records.table';
import { apartments } from '../src/db/tables/apartments.table';
import { owners } from '../src/db/tables/owners.table';
import { billingInfo } from '../src/db/tables/billing.table';
import { calendarEvents, calendarExports, calendarFeeds } from '../src/db/tables/calendar.table';
import { insertCheckinProfile } from './factories.profile';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { doorOpenAudit, doorRooms, doors, doorTranslations } from '../src/db/tables/doors.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { guidebookEntries, guidebookTranslations } from '../src/db/tables/guidebook.table';
import { addDays, localDate } from '../src/lib/time';
import { rooms } from '../src/db/tables/rooms.table';
import type { ShellySimulator } from '../src/shelly/simulator/server';
import { TestClient } from './api-client';
import { createApartment, createOwner, createRoom, unique } from './factories';
import { allowSimulator, createDoor } from './factories.door-access';
import { createInstruction } from './factories.doors';
import { guestFields, makeImage, sendForm } from './factories.guests';
import { createInfo, createTranslation } from './factories.guidebook';
import type { TestContext } from './helper';

export const ownerBillingBody = (checkinProfile: number, tag = 'Mario') => ({
  checkin_profile: checkinProfile,
  person_type: 'individual',
  first_name: tag,
  last_name: 'Bianchi',
  address: 'Via Roma 1',
  city: 'Roma',
  postal_code: '00100',
  country: 'Italia',
  email: 'mario@example.com',
});

/**
 * One owner with a full set of data, every text marked with `tag` so a leak shows up in any
 * response, and both the owner and the stay's guest logged in.
 */
export const seedTenant = async (ctx: TestContext, sim: ShellySimulator) => {
  allowSimulator(ctx, sim);
  const tag = unique('T');
  const owner = await createOwner(ctx);
  const authKey = unique('key-');
  const deviceId = unique('relay-');
  sim.addDevice({ id: deviceId, authKey, channels: 2, online: true });
  const apartment = await createApartment(ctx, owner.id, {
    name: `${tag} flat`,
    address: `${tag} street`,
    shelly: true,
    serverUri: sim.url,
    authKey,
  });
  const room = await createRoom(ctx, owner.id, apartment.id, `${tag} room`);
  const linked = { ownerId: owner.id, apartmentId: apartment.id, roomIds: [room.id] };
  const cpc = unique('cpc');
  const shellyDoor = await createDoor(ctx, linked, {
    name: `${tag} shelly`,
    accessType: 'shelly',
    idDevice: deviceId,
    channelDevice: 1,
    checkPositionCode: cpc,
    priority: 1,
  });
  const codeDoor = await createDoor(ctx, linked, {
    name: `${tag} code`,
    accessType: 'codice',
    accessCode: '1234',
    priority: 2,
  });
  const textDoor = await createDoor(ctx, linked, {
    name: `${tag} text`,
    accessType: 'solo istruzioni',
    priority: 3,
  });
  const instruction = await createInstruction(ctx, shellyDoor.id, {
    doorName: `${tag} door`,
    text: `${tag} push`,
  });
  const info = await createInfo(ctx, owner.id, apartment.id, {
    title: `${tag} wifi`,
    info: `${tag} password`,
  });
  const translation = await createTranslation(ctx, info.id, 'Inglese', {
    title: `${tag} wifi en`,
    info: `${tag} password en`,
  });

  const today = localDate(new Date(), apartment.timeZone);
  const guestPassword = 'GUESTPW7';
  const profile = await insertCheckinProfile(
    ctx.db,
    {
      ownerId: owner.id,
      apartmentId: apartment.id,
      roomId: room.id,
      name: 'Mario',
      surname: tag,
      source: `${tag} source`,
      guestNumber: 3,
      checkInDate: today,
      checkOutDate: addDays(today, 2),
      checkInTime: '15:00:00',
      checkOutTime: '10:00:00',
      username: unique('guest.'),
      password: guestPassword,
      requireDocumentPhoto: true,
    },
    ctx.app.cipher,
  );

  const ownerClient = new TestClient(ctx.baseUrl);
  await ownerClient.login(owner.username, owner.password);
  const guestClient = new TestClient(ctx.baseUrl);
  await guestClient.login(profile.username, guestPassword);

  // Through the real routes: the guest's registration with photos, a billing row, an audit row.
  const photo = await makeImage('jpeg');
  const registration = await sendForm(guestClient, 'POST', '/api/guests-registration/', {
    ...guestFields({ first_name: tag, document_number: tag }),
    document_photo: { data: photo, filename: 'front.jpg' },
    document_photo_back: { data: photo, filename: 'back.jpg' },
  });
  if (registration.status !== 201) throw new Error(`seed guest: ${registration.status}`);
  const billing = await ownerClient.post('/api/billing-info/', ownerBillingBody(profile.id, tag));
  if (billing.status !== 201) throw new Error(`seed billing: ${billing.status}`);
  const audit = await guestClient.post('/api/check-cpc/', { door_id: codeDoor.id, cpc: 'x' });
  if (audit.status !== 403) throw new Error(`seed audit: ${audit.status}`);

  // Alloggiati Web: an apartment's own account, a receipt, the guest's record (refused).
  await ctx.db.insert(alloggiatiAccounts).values({
    ownerId: owner.id,
    apartmentId: apartment.id,
    user: `${tag}-USER`,
    passwordEncrypted: ctx.app.cipher.encrypt(`${tag}-password`),
    wsKeyEncrypted: ctx.app.cipher.encrypt(`${tag}-wskey`),
  });
  const [receipt] = await ctx.db
    .insert(alloggiatiReceipts)
    .values({
      ownerId: owner.id,
      apartmentId: apartment.id,
      accountUser: `${tag}-USER`,
      day: addDays(today, -1),
      pdf: Buffer.from(`%PDF-${tag}`),
    })
    .returning();
  await ctx.db.insert(alloggiatiRecords).values({
    guestId: registration.body.id as number,
    status: 'refused',
    line: tag,
    errorDetail: tag,
    accountUser: `${tag}-USER`,
    sentAt: new Date(),
  });

  // Calendar import and export: a feed, one of its events to decide, a secret calendar.
  const [feed] = await ctx.db
    .insert(calendarFeeds)
    .values({
      ownerId: owner.id,
      apartmentId: apartment.id,
      roomId: room.id,
      label: 'booking',
      urlEncrypted: ctx.app.cipher.encrypt(`https://ical.booking.com/v1/export?t=${tag}`),
    })
    .returning();
  const [calendarEvent] = await ctx.db
    .insert(calendarEvents)
    .values({
      ownerId: owner.id,
      feedId: feed.id,
      apartmentId: apartment.id,
      roomId: room.id,
      label: 'booking',
      uid: `${tag}@booking.com`,
      kind: 'to_decide',
      checkInDate: addDays(today, 30),
      checkOutDate: addDays(today, 32),
      summary: 'CLOSED - Not available',
    })
    .returning();
  const [calendarExport] = await ctx.db
    .insert(calendarExports)
    .values({
      ownerId: owner.id,
      apartmentId: apartment.id,
      secretHash: `hash-${tag}`,
      secretEncrypted: ctx.app.cipher.encrypt(`secret-${tag}`),
    })
    .returning();

  return {
    tag,
    owner,
    ownerClient,
    guestClient,
    apartment,
    room,
    shellyDoor,
    codeDoor,
    textDoor,
    doorIds: [shellyDoor.id, codeDoor.id, textDoor.id],
    cpc,
    deviceId,
    instruction,
    info,
    translation,
    profile,
    guestId: registration.body.id as number,
    billingId: billing.body.id as number,
    receiptId: receipt.id,
    feedId: feed.id,
    calendarEventId: calendarEvent.id,
    exportId: calendarExport.id,
  };
};

export type Tenant = Awaited<ReturnType<typeof seedTenant>>;

/** Every row an owner has, plus whether its guests' photo files are still on disk. */
export const snapshotTenant = async (ctx: TestContext, mediaDir: string, ownerId: number) => {
  const db = ctx.db;
  const doorIds = (
    await db.select({ id: doors.id }).from(doors).where(eq(doors.ownerId, ownerId))
  ).map((r) => r.id);
  const profileIds = (
    await db
      .select({ id: checkinProfiles.id })
      .from(checkinProfiles)
      .where(eq(checkinProfiles.ownerId, ownerId))
  ).map((r) => r.id);
  const infoIds = (
    await db
      .select({ id: guidebookEntries.id })
      .from(guidebookEntries)
      .where(eq(guidebookEntries.ownerId, ownerId))
  ).map((r) => r.id);
  const byIds = <T>(ids: number[], run: () => Promise<T[]>) =>
    ids.length === 0 ? Promise.resolve([] as T[]) : run();
  const guests = await byIds(profileIds, () =>
    db
      .select()
      .from(guestRegistrations)
      .where(inArray(guestRegistrations.checkinProfileId, profileIds))
      .orderBy(guestRegistrations.id),
  );
  const photos = guests
    .flatMap((g) => [g.documentPhoto, g.documentPhotoBack])
    .filter((name): name is string => Boolean(name))
    .map((name) => ({ name, onDisk: fs.existsSync(path.join(mediaDir, 'guests', name)) }));
  return {
    owner: await db.select().from(owners).where(eq(owners.id, ownerId)),
    apartments: await db
      .select()
      .from(apartments)
      .where(eq(apartments.ownerId, ownerId))
      .orderBy(apartments.id),
    rooms: await db.select().from(rooms).where(eq(rooms.ownerId, ownerId)).orderBy(rooms.id),
    doors: await db.select().from(doors).where(eq(doors.ownerId, ownerId)).orderBy(doors.id),
    doorRooms: await byIds(doorIds, () =>
      db
        .select()
        .from(doorRooms)
        .where(inArray(doorRooms.doorId, doorIds))
        .orderBy(doorRooms.doorId, doorRooms.roomId),
    ),
    instructions: await byIds(doorIds, () =>
      db
        .select()
        .from(doorTranslations)
        .where(inArray(doorTranslations.doorId, doorIds))
        .orderBy(doorTranslations.id),
    ),
    infos: await db
      .select()
      .from(guidebookEntries)
      .where(eq(guidebookEntries.ownerId, ownerId))
      .orderBy(guidebookEntries.id),
    translations: await byIds(infoIds, () =>
      db
        .select()
        .from(guidebookTranslations)
        .where(inArray(guidebookTranslations.apartmentInfoId, infoIds))
        .orderBy(guidebookTranslations.id),
    ),
    profiles: await db
      .select()
      .from(checkinProfiles)
      .where(eq(checkinProfiles.ownerId, ownerId))
      .orderBy(checkinProfiles.id),
    calendarFeeds: await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.ownerId, ownerId))
      .orderBy(calendarFeeds.id),
    calendarEvents: await db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.ownerId, ownerId))
      .orderBy(calendarEvents.id),
    calendarExports: await db
      .select()
      .from(calendarExports)
      .where(eq(calendarExports.ownerId, ownerId))
      .orderBy(calendarExports.id),
    guests,
    photos,
    billing: await byIds(profileIds, () =>
      db
        .select()
        .from(billingInfo)
        .where(inArray(billingInfo.checkinProfileId, profileIds))
        .orderBy(billingInfo.id),
    ),
    audit: await db
      .select()
      .from(doorOpenAudit)
      .where(eq(doorOpenAudit.ownerId, ownerId))
      .orderBy(doorOpenAudit.id),
    alloggiatiAccounts: await db
      .select()
      .from(alloggiatiAccounts)
      .where(eq(alloggiatiAccounts.ownerId, ownerId))
      .orderBy(alloggiatiAccounts.id),
    alloggiatiRecords: await byIds(
      guests.map((g) => g.id),
      () =>
        db
          .select()
          .from(alloggiatiRecords)
          .where(
            inArray(
              alloggiatiRecords.guestId,
              guests.map((g) => g.id),
            ),
          )
          .orderBy(alloggiatiRecords.id),
    ),
    alloggiatiReceipts: await db
      .select()
      .from(alloggiatiReceipts)
      .where(eq(alloggiatiReceipts.ownerId, ownerId))
      .orderBy(alloggiatiReceipts.id),
  };
};
