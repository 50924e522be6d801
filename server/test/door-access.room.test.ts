import { billingInfo } from '../src/db/tables/billing.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { addDays, zonedInstant } from '../src/lib/time';
import { TestClient, fieldBody } from './api-client';
import { createGuestStay, createRoom } from './factories';
import { addInstruction, createDoor, movableClock } from './factories.door-access';
import { setupTestApp } from './helper';

const time = movableClock();
const ctx = setupTestApp({ clock: time.clock });
afterEach(() => time.set(null));

type Stay = Awaited<ReturnType<typeof createGuestStay>>;
const inside = (stay: Stay) =>
  zonedInstant(addDays(stay.profile.checkInDate, 1), '12:00:00', stay.apartment.timeZone);
const guest = async (stay: Stay) => {
  const c = new TestClient(ctx.baseUrl);
  await c.login(stay.username, stay.password);
  return c;
};

describe('GET /api/guest-room/', () => {
  it('lists what is still missing first, with counts, only for what the stay requires', async () => {
    const stay = await createGuestStay(ctx, {
      guestNumber: 3,
      requireDocumentPhoto: true,
      requireRegistrationForm: true,
      requireBillingInfo: true,
    });
    await ctx.db.insert(guestRegistrations).values([
      {
        checkinProfileId: stay.profile.id,
        firstName: 'A',
        lastName: 'B',
        documentPhoto: 'x.jpg',
        documentsProvidedAt: new Date(),
      },
      { checkinProfileId: stay.profile.id, firstName: 'C', lastName: 'D' },
    ]);
    const c = await guest(stay);
    time.set(zonedInstant(stay.profile.checkInDate, '08:00:00', stay.apartment.timeZone));
    const res = await c.get('/api/guest-room/?language=en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      missing_requirements: [
        { code: 'document_photo', count: 2 },
        { code: 'registration_form', count: 1 },
        { code: 'billing_info', count: 1 },
      ],
    });

    await ctx.db
      .insert(billingInfo)
      .values({ checkinProfileId: stay.profile.id, personType: 'individual' });
    const onlyForm = await createGuestStay(ctx, { guestNumber: 2, requireRegistrationForm: true });
    const c2 = await guest(onlyForm);
    expect((await c2.get('/api/guest-room/')).body).toEqual({
      missing_requirements: [{ code: 'registration_form', count: 2 }],
    });
  });

  it('tells when access opens before check-in and that it ended after check-out', async () => {
    const stay = await createGuestStay(ctx);
    const c = await guest(stay);
    const tz = stay.apartment.timeZone;
    const [y, m, d] = stay.profile.checkInDate.split('-');
    time.set(zonedInstant(stay.profile.checkInDate, '14:59:59', tz));
    expect((await c.get('/api/guest-room/?language=it')).body).toEqual({
      detail: `L'accesso alle porte sarà disponibile dal ${d}/${m}/${y} alle 15:00.`,
    });
    expect((await c.get('/api/guest-room/?language=en')).body).toEqual({
      detail: `Access to the doors opens on ${stay.profile.checkInDate} at 15:00.`,
    });
    expect((await c.get('/api/guest-room/?language=de')).body).toEqual({
      detail: `Der Zugang zu den Türen ist ab ${d}.${m}.${y} um 15:00 Uhr verfügbar.`,
    });
    time.set(zonedInstant(stay.profile.checkOutDate, '10:00:00', tz));
    expect((await c.get('/api/guest-room/?language=en')).body).toEqual({
      detail: 'Your stay has ended: access to the doors is no longer available.',
    });
    time.set(zonedInstant(stay.profile.checkInDate, '15:00:00', tz));
    expect(Array.isArray((await c.get('/api/guest-room/')).body)).toBe(true);
  });

  it("answers the own room's doors, translated, by priority, without secrets", async () => {
    const stay = await createGuestStay(ctx);
    const base = {
      ownerId: stay.owner.id,
      apartmentId: stay.apartment.id,
      roomIds: [stay.room.id],
    };
    const gate = await createDoor(ctx, base, {
      name: 'Cancello',
      priority: 3,
      instructions: 'Spingi il cancello.',
    });
    const portone = await createDoor(ctx, base, {
      name: 'Portone',
      accessType: 'shelly',
      idDevice: 'secret-device',
      checkPositionCode: '9876',
      priority: 1,
      instructions: 'Inserisci il CPC.',
    });
    const door = await createDoor(ctx, base, {
      name: 'Porta',
      accessType: 'codice',
      accessCode: '1357#',
      priority: 2,
      instructions: 'Digita il codice.',
    });
    const otherRoom = await createRoom(ctx, stay.owner.id, stay.apartment.id, 'Altra');
    await createDoor(ctx, { ...base, roomIds: [otherRoom.id] }, { name: 'Altrui', priority: 0 });
    await addInstruction(ctx, portone.id, 'en', 'Main door', 'Enter the CPC.');
    await addInstruction(ctx, door.id, 'en', '', 'Type the code.');
    await addInstruction(ctx, gate.id, 'fr', 'Portail', 'Poussez.');

    const c = await guest(stay);
    time.set(inside(stay));
    const res = await c.get('/api/guest-room/?language=en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        name: 'Camera Verde',
        doors: [
          {
            id: portone.id,
            name: 'Main door',
            access_type: 'shelly',
            access_code: '',
            priority: 1,
            instructions: 'Enter the CPC.',
          },
          {
            id: door.id,
            name: 'Porta',
            access_type: 'codice',
            access_code: '1357#',
            priority: 2,
            instructions: 'Type the code.',
          },
          {
            id: gate.id,
            name: 'Cancello',
            access_type: 'solo istruzioni',
            access_code: '',
            priority: 3,
            instructions: 'Spingi il cancello.',
          },
        ],
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/9876|secret-device/);
    const italian = await c.get('/api/guest-room/?language=it');
    expect(italian.body[0].doors[0].name).toBe('Portone');
  });

  it('shuffles doors of equal priority', async () => {
    const stay = await createGuestStay(ctx);
    const base = {
      ownerId: stay.owner.id,
      apartmentId: stay.apartment.id,
      roomIds: [stay.room.id],
    };
    const a = await createDoor(ctx, base, { priority: 1 });
    const b = await createDoor(ctx, base, { priority: 1 });
    const last = await createDoor(ctx, base, { priority: 5 });
    const c = await guest(stay);
    time.set(inside(stay));
    const orders = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      const ids = (await c.get('/api/guest-room/')).body[0].doors.map((d: { id: number }) => d.id);
      expect(ids[2]).toBe(last.id);
      orders.add(ids.join(','));
    }
    expect(orders).toEqual(new Set([`${a.id},${b.id},${last.id}`, `${b.id},${a.id},${last.id}`]));
  });

  it('says so when the stay has no room', async () => {
    const stay = await createGuestStay(ctx, { roomId: null });
    const c = await guest(stay);
    time.set(inside(stay));
    expect((await c.get('/api/guest-room/?language=en')).body).toEqual({
      detail: 'No room has been assigned to this stay yet: please contact the host.',
    });
  });

  it('rejects an unknown language and non-guests', async () => {
    const stay = await createGuestStay(ctx);
    const c = await guest(stay);
    const bad = await c.get('/api/guest-room/?language=xx');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      fieldBody({ language: ['invalid_choice', '"xx" is not a valid choice.'] }),
    );
    const owner = new TestClient(ctx.baseUrl);
    await owner.login(stay.owner.username, stay.owner.password);
    expect((await owner.get('/api/guest-room/')).status).toBe(403);
    expect((await new TestClient(ctx.baseUrl).get('/api/guest-room/')).status).toBe(401);
  });
});
