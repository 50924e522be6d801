import type { CheckinProfile } from '@soglia/api-client';
import { createStaysRepository } from '../src/alloggiati/stays.repository';
import { addDays, localDate } from '../src/lib/time';
import { TestClient } from './api-client';
import { calendarFixture } from './factories.calendar';
import {
  addFeed,
  calendarSettings,
  feedPath,
  setupCalendarSimulator,
  syncFeed,
} from './factories.calendar-feeds';
import { insertProfile, ownerSetup } from './factories.checkin';
import { createApartment, createRoom } from './factories';
import { setupTestApp } from './helper';

const holder = setupCalendarSimulator();
const ctx = setupTestApp(() => calendarSettings(holder.sim));
const today = localDate(new Date(), 'Europe/Rome');
const d = (n: number) => addDays(today, n);

const awaiting = async (client: TestClient): Promise<CheckinProfile[]> =>
  (await client.get('/api/checkin-profiles/')).body.awaiting_details;

describe('bookings become check-in profiles awaiting details', () => {
  it("an Airbnb feed's reservations: the apartment's times and steps, credentials, what the feed carried", async () => {
    const { client, apartment, room } = await ownerSetup(ctx, {
      getGuestInfo: true,
      getDocumentPhoto: false,
      getBillingInfo: true,
      defaultCheckInTime: '16:00:00',
      defaultCheckOutTime: '10:30:00',
    });
    const path = feedPath('airbnb');
    holder.sim.setRaw(path, calendarFixture('airbnb.ics', today));
    const feed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'airbnb',
      path,
    });
    expect(feed).toMatchObject({
      last_result: 'ok',
      last_error_code: null,
      bookings_found: 2,
      blocked_found: 1,
      to_decide_found: 0,
    });

    const stays = await awaiting(client);
    expect(stays.map((p) => [p.check_in_date, p.check_out_date])).toEqual([
      [d(3), d(6)],
      [d(10), d(14)],
    ]);
    expect(stays[0]).toMatchObject({
      status: 'awaiting_details',
      name: 'Ospite',
      surname: 'Airbnb',
      source: 'Airbnb',
      guest_number: 1,
      check_in_time: '16:00:00',
      check_out_time: '10:30:00',
      apartment: apartment.id,
      room: room.id,
      require_registration_form: true,
      require_document_photo: false,
      require_billing_info: true,
      cancelled_at: null,
      previous_check_in_date: null,
      calendar: {
        feed: feed.id,
        label: 'airbnb',
        summary: 'Reserved',
        reservation_url: 'https://www.airbnb.com/hosting/reservations/details/HMQ2RZ8K4D',
        reservation_code: 'HMQ2RZ8K4D',
        phone_last4: '4821',
        cancel_reason: null,
      },
    });
    expect(stays[0].username).toMatch(/^ospite\.airbnb\d*$/);
    expect(stays[0].psw).toMatch(/^[A-NP-Z1-9]{8}$/);
    // The credentials work as soon as the host shares them.
    await new TestClient(ctx.baseUrl).login(stays[0].username, stays[0].psw);

    const blocked = await client.get(`/api/calendar-events/?feed=${feed.id}&kind=blocked`);
    expect(blocked.body.map((e: { summary: string }) => e.summary)).toEqual([
      'Airbnb (Not available)',
    ]);
    // The stay that ended weeks ago is not taken in; a second sync adds nothing.
    await syncFeed(client, feed.id);
    expect(await awaiting(client)).toHaveLength(2);
    const events = await client.get(`/api/calendar-events/?feed=${feed.id}`);
    expect(events.body).toHaveLength(3);
  });

  it('the host completes one: names, guests and awaiting_details false make it active', async () => {
    const { client, apartment } = await ownerSetup(ctx);
    const path = feedPath('vrbo');
    holder.sim.setRaw(path, calendarFixture('vrbo.ics', today));
    await addFeed(client, holder.sim, { apartment: apartment.id, label: 'vrbo', path });
    const [stay] = await awaiting(client);
    // Vrbo writes the guest's name in the summary.
    expect(stay).toMatchObject({ name: 'Hannah', surname: 'Schmidt', source: 'Vrbo' });
    const done = await client.request('PATCH', `/api/register/checkin/${stay.id}/`, {
      body: { name: 'Hannah', surname: 'Schmidt-Weber', guest_number: 3, awaiting_details: false },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'active', guest_number: 3, username: stay.username });
    expect(await awaiting(client)).toEqual([]);
  });
});

describe('changes of the feed', () => {
  it('moved dates move the stay and keep the old ones; a removed event cancels its stay and its logins', async () => {
    const { client, apartment } = await ownerSetup(ctx);
    const path = feedPath('airbnb');
    const first = {
      uid: 'move@airbnb.com',
      start: d(5),
      end: d(8),
      code: 'HMMOVE0001',
      phoneLast4: '1111',
    };
    const second = {
      uid: 'gone@airbnb.com',
      start: d(12),
      end: d(15),
      code: 'HMGONE0001',
      phoneLast4: '2222',
    };
    holder.sim.setEvents(path, 'airbnb', [first, second]);
    const feed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'airbnb',
      path,
    });
    const [moving, going] = await awaiting(client);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(going.username, going.psw);
    expect((await guest.get('/api/checkin-profiles-guest/')).status).toBe(200);

    holder.sim.setEvents(path, 'airbnb', [{ ...first, start: d(6), end: d(9) }]);
    const synced = await syncFeed(client, feed.id);
    expect(synced.bookings_found).toBe(1);

    const moved = (await client.get(`/api/checkin-profiles/?check_in_date=${d(6)}`)).body
      .search_results[0];
    expect(moved).toMatchObject({
      id: moving.id,
      status: 'awaiting_details',
      check_in_date: d(6),
      check_out_date: d(9),
      previous_check_in_date: d(5),
      previous_check_out_date: d(8),
    });
    expect(moved.dates_changed_at).not.toBeNull();

    const cancelled = (await client.get(`/api/checkin-profiles/?check_in_date=${d(12)}`)).body
      .search_results[0];
    expect(cancelled).toMatchObject({
      id: going.id,
      status: 'cancelled',
      calendar: { cancel_reason: 'removed', reservation_code: 'HMGONE0001' },
    });
    expect(cancelled.cancelled_at).not.toBeNull();
    // Its sessions ended and its login is refused; the stay itself is still there.
    expect((await guest.get('/api/checkin-profiles-guest/')).status).toBe(401);
    const again = await new TestClient(ctx.baseUrl).post('/api/auth/login/', {
      username: going.username,
      password: going.psw,
    });
    expect(again.status).toBe(400);
    expect(again.body.codes.non_field_errors).toEqual(['stay_cancelled']);
    expect((await awaiting(client)).map((p) => p.id)).toEqual([moving.id]);

    // The event comes back: so does the stay.
    holder.sim.setEvents(path, 'airbnb', [{ ...first, start: d(6), end: d(9) }, second]);
    await syncFeed(client, feed.id);
    expect((await awaiting(client)).map((p) => [p.id, p.status])).toEqual([
      [moving.id, 'awaiting_details'],
      [going.id, 'awaiting_details'],
    ]);
  });

  it('STATUS:CANCELLED cancels the stay; a cancelled event never seen before is not taken in', async () => {
    const { client, apartment } = await ownerSetup(ctx);
    const path = feedPath('airbnb');
    const stay = { uid: 'status@airbnb.com', start: d(4), end: d(6), code: 'HMSTAT0001' };
    holder.sim.setEvents(path, 'airbnb', [stay]);
    const feed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'airbnb',
      path,
    });
    holder.sim.setEvents(path, 'airbnb', [
      { ...stay, cancelled: true },
      { uid: 'never@airbnb.com', start: d(20), end: d(21), cancelled: true },
    ]);
    await syncFeed(client, feed.id);
    const found = (await client.get(`/api/checkin-profiles/?check_in_date=${d(4)}`)).body
      .search_results;
    expect(found.map((p: CheckinProfile) => [p.status, p.calendar?.cancel_reason])).toEqual([
      ['cancelled', 'cancelled'],
    ]);
    expect((await client.get(`/api/calendar-events/?feed=${feed.id}`)).body).toHaveLength(1);
  });

  it('a sync that fails changes nothing and says why, without the remote answer', async () => {
    const { client, apartment } = await ownerSetup(ctx);
    const path = feedPath('airbnb');
    holder.sim.setEvents(path, 'airbnb', [{ uid: 'keep@airbnb.com', start: d(3), end: d(5) }]);
    const feed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'airbnb',
      path,
    });
    for (const [fault, code] of [
      ['error_500', 'http_error'],
      ['not_calendar', 'not_a_calendar'],
      ['huge', 'too_large'],
      ['gzip_bomb', 'too_large'],
      ['redirect_elsewhere', 'host_not_allowed'],
      ['redirect_loop', 'too_many_redirects'],
    ] as const) {
      holder.sim.setFault(path, fault);
      const failed = await syncFeed(client, feed.id);
      expect([fault, failed.last_result, failed.last_error_code]).toEqual([fault, 'error', code]);
      expect(failed.bookings_found).toBe(1);
      expect(JSON.stringify(failed)).not.toContain('hunter2');
    }
    holder.sim.setFault(path, 'error_500');
    expect((await syncFeed(client, feed.id)).last_error_message).toBe(
      "Il server del calendario ha risposto con l'errore HTTP 500.",
    );
    holder.sim.remove(path);
    expect((await syncFeed(client, feed.id)).last_error_code).toBe('http_error');
    expect((await awaiting(client)).map((p) => p.status)).toEqual(['awaiting_details']);
  });
});

describe('one stay, however many feeds carry it', () => {
  it("Booking.com's copy of an Airbnb stay, a room's second feed and a stay the host typed join the same profile", async () => {
    const { client, apartment, room, owner } = await ownerSetup(ctx);
    const airbnb = feedPath('airbnb');
    const booking = feedPath('booking');
    holder.sim.setEvents(airbnb, 'airbnb', [
      { uid: 'same@airbnb.com', start: d(3), end: d(6), code: 'HMSAME0001' },
    ]);
    holder.sim.setEvents(booking, 'booking', [
      { uid: 'copy@booking.com', start: d(3), end: d(6) },
      { uid: 'own@booking.com', start: d(30), end: d(33) },
    ]);
    const typed = await insertProfile(
      ctx,
      { ownerId: owner.id, apartmentId: apartment.id, roomId: room.id },
      { checkInDate: d(40), checkOutDate: d(42), name: 'Luca', surname: 'Neri' },
    );
    const vrbo = feedPath('vrbo');
    holder.sim.setEvents(vrbo, 'vrbo', [
      { uid: 'typed-1', start: d(40), end: d(42), guest: 'Luca Neri' },
    ]);

    const airbnbFeed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'airbnb',
      path: airbnb,
    });
    const bookingFeed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'booking',
      path: booking,
    });
    await addFeed(client, holder.sim, {
      apartment: apartment.id,
      room: room.id,
      label: 'vrbo',
      path: vrbo,
    });
    // The same stay twice in one feed's apartment and once more from a second Airbnb feed.
    const airbnbAgain = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'airbnb',
      path: airbnb,
    });

    const stays = await awaiting(client);
    expect(stays.map((p) => [p.check_in_date, p.source])).toEqual([[d(3), 'Airbnb']]);
    expect(bookingFeed).toMatchObject({ bookings_found: 1, to_decide_found: 1 });
    const typedNow = (await client.get(`/api/checkin-profiles/?check_in_date=${d(40)}`)).body
      .search_results;
    expect(typedNow.map((p: CheckinProfile) => [p.id, p.status, p.calendar?.label])).toEqual([
      [typed.id, 'active', 'vrbo'],
    ]);

    // Airbnb drops it while Booking.com still blocks it: the stay stays.
    holder.sim.setEvents(airbnb, 'airbnb', []);
    await syncFeed(client, airbnbFeed.id);
    await syncFeed(client, airbnbAgain.id);
    expect((await awaiting(client)).map((p) => p.status)).toEqual(['awaiting_details']);
    holder.sim.setEvents(booking, 'booking', [
      { uid: 'own@booking.com', start: d(30), end: d(33) },
    ]);
    await syncFeed(client, bookingFeed.id);
    expect(await awaiting(client)).toEqual([]);
  });
});

describe('events to decide', () => {
  it("the host makes Booking.com's period a stay, or ignores it; the next sync keeps the choice", async () => {
    const { client, apartment } = await ownerSetup(ctx);
    const path = feedPath('booking');
    holder.sim.setRaw(path, calendarFixture('booking.ics', today));
    const feed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'booking',
      path,
    });
    expect(feed).toMatchObject({ bookings_found: 0, to_decide_found: 2 });
    const open = (
      await client.get(`/api/calendar-events/?apartment=${apartment.id}&kind=to_decide`)
    ).body;
    expect(
      open.map((e: { check_in_date: string; summary: string }) => [e.check_in_date, e.summary]),
    ).toEqual([
      [d(30), 'CLOSED - Not available'],
      [d(40), 'CLOSED - Not available'],
    ]);

    const accepted = await client.post(`/api/calendar-events/${open[0].id}/decide/`, {
      decision: 'booking',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ kind: 'booking', label: 'booking' });
    expect(accepted.body.decided_at).not.toBeNull();
    const [stay] = await awaiting(client);
    expect(stay).toMatchObject({
      id: accepted.body.profile,
      source: 'Booking.com',
      surname: 'Booking.com',
      check_in_date: d(30),
    });
    const twice = await client.post(`/api/calendar-events/${open[0].id}/decide/`, {
      decision: 'ignore',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('calendar_event_decided');

    const ignored = await client.post(`/api/calendar-events/${open[1].id}/decide/`, {
      decision: 'ignore',
    });
    expect(ignored.body).toMatchObject({ kind: 'ignored', profile: null });
    const again = await syncFeed(client, feed.id);
    expect(again).toMatchObject({ bookings_found: 1, to_decide_found: 0 });
    expect((await awaiting(client)).map((p) => p.id)).toEqual([stay.id]);
  });
});

describe('feeds: rules and other hosts', () => {
  it('a feed of a room of another apartment, of an apartment of another host, or of a host not allowed is refused', async () => {
    const { client, apartment, owner } = await ownerSetup(ctx);
    const other = await ownerSetup(ctx);
    const secondApartment = await createApartment(ctx, owner.id);
    const roomElsewhere = await createRoom(ctx, owner.id, secondApartment.id);
    const url = `${holder.sim.url}/x.ics`;
    const post = (body: object) =>
      client.post('/api/calendar-feeds/', { label: 'airbnb', url, ...body });
    const otherApartment = await post({ apartment: other.apartment.id });
    expect(otherApartment.body.codes).toEqual({ apartment: ['does_not_exist'] });
    const otherRoom = await post({ apartment: apartment.id, room: other.room.id });
    expect(otherRoom.body.codes).toEqual({ room: ['does_not_exist'] });
    const wrongRoom = await post({ apartment: apartment.id, room: roomElsewhere.id });
    expect(wrongRoom.body.codes).toEqual({ room: ['other_apartment'] });
    for (const [bad, code] of [
      ['https://calendar.example.com/feed.ics', 'host_not_allowed'],
      ['https://www.airbnb.com.evil.example/calendar/ical/1.ics', 'host_not_allowed'],
      [
        `${holder.sim.url.replace(String(holder.sim.port), String(holder.sim.port + 1))}/x.ics`,
        'host_not_allowed',
      ],
      ['ftp://www.airbnb.com/calendar.ics', 'invalid_url'],
      ['https://user:pw@www.airbnb.com/calendar/ical/1.ics', 'invalid_url'],
    ]) {
      const refused = await post({ apartment: apartment.id, url: bad });
      expect([bad, refused.status, refused.body.codes]).toEqual([bad, 400, { url: [code] }]);
    }
    const ok = await post({
      apartment: apartment.id,
      url: 'https://www.airbnb.it/calendar/ical/123.ics?s=abc',
    });
    expect(ok.status).toBe(201);
  });

  it("another host's feeds and events answer 404; the list is the host's own", async () => {
    const mine = await ownerSetup(ctx);
    const theirs = await ownerSetup(ctx);
    const path = feedPath('booking');
    holder.sim.setRaw(path, calendarFixture('booking.ics', today));
    const feed = await addFeed(mine.client, holder.sim, {
      apartment: mine.apartment.id,
      label: 'booking',
      path,
    });
    const [event] = (await mine.client.get(`/api/calendar-events/?feed=${feed.id}`)).body;
    const body = {
      apartment: theirs.apartment.id,
      label: 'airbnb',
      url: `${holder.sim.url}${path}`,
    };
    for (const [method, url, payload] of [
      ['PUT', `/api/calendar-feeds/${feed.id}/`, body],
      ['DELETE', `/api/calendar-feeds/${feed.id}/`, undefined],
      ['POST', `/api/calendar-feeds/${feed.id}/sync/`, {}],
      ['POST', `/api/calendar-events/${event.id}/decide/`, { decision: 'ignore' }],
    ] as const) {
      const res = await theirs.client.request(method, url, { body: payload });
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    expect((await theirs.client.get('/api/calendar-feeds/')).body).toEqual([]);
    expect((await theirs.client.get(`/api/calendar-events/?feed=${feed.id}`)).body).toEqual([]);
    expect(
      (await theirs.client.get(`/api/calendar-feeds/?apartment=${mine.apartment.id}`)).body,
    ).toEqual([]);
  });

  it('removing a feed keeps its stays with what the channel said and drops its other events', async () => {
    const { client, apartment } = await ownerSetup(ctx);
    const path = feedPath('airbnb');
    holder.sim.setRaw(path, calendarFixture('airbnb.ics', today));
    const feed = await addFeed(client, holder.sim, {
      apartment: apartment.id,
      label: 'airbnb',
      path,
    });
    const moved = await client.request('PUT', `/api/calendar-feeds/${feed.id}/`, {
      body: {
        apartment: (await ownerSetup(ctx)).apartment.id,
        label: 'airbnb',
        url: `${holder.sim.url}${path}`,
      },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.codes).toEqual({ apartment: ['does_not_exist'] });
    expect((await client.request('DELETE', `/api/calendar-feeds/${feed.id}/`)).status).toBe(204);
    const stays = await awaiting(client);
    expect(stays.map((p) => [p.status, p.calendar?.feed, p.calendar?.reservation_code])).toEqual([
      ['awaiting_details', null, 'HMQ2RZ8K4D'],
      ['awaiting_details', null, 'HMX7YW3PLA'],
    ]);
    expect((await client.get('/api/calendar-events/?kind=blocked')).body).toEqual([]);
  });
});

describe("the apartment's default times", () => {
  it('are set on POST (15:00 and 10:00 when omitted), kept by a PUT that omits them, checked', async () => {
    const { client } = await ownerSetup(ctx);
    const base = { name: 'Villa Orti', address: 'Via Roma 2, Lucca', CIN: 'IT046017C2VILLA0001' };
    const plain = await client.post('/api/apartments/', base);
    expect(plain.body).toMatchObject({
      default_check_in_time: '15:00:00',
      default_check_out_time: '10:00:00',
    });
    const own = await client.post('/api/apartments/', {
      ...base,
      default_check_in_time: '17:30',
      default_check_out_time: '11:00:00',
    });
    expect(own.body).toMatchObject({
      default_check_in_time: '17:30:00',
      default_check_out_time: '11:00:00',
    });
    const kept = await client.request('PUT', `/api/apartments/${own.body.id}/`, { body: base });
    expect(kept.body.default_check_in_time).toBe('17:30:00');
    const bad = await client.post('/api/apartments/', { ...base, default_check_in_time: '25:00' });
    expect(bad.body.codes).toEqual({ default_check_in_time: ['invalid_time'] });
  });
});

describe('Alloggiati Web and cancelled stays', () => {
  it('a stay its channel cancelled is neither due nor sent by itself', async () => {
    const { owner, apartment, room } = await ownerSetup(ctx, { alloggiatiAutoSend: true });
    const base = { ownerId: owner.id, apartmentId: apartment.id, roomId: room.id };
    const kept = await insertProfile(ctx, base, { checkInDate: today, checkOutDate: d(2) });
    const cancelled = await insertProfile(ctx, base, {
      checkInDate: today,
      checkOutDate: d(2),
      cancelledAt: new Date(),
    });
    const stays = createStaysRepository(ctx.db);
    const arrivals = (await stays.autoSendArrivals(new Date())).map((s) => s.id);
    expect(arrivals).toContain(kept.id);
    expect(arrivals).not.toContain(cancelled.id);
    expect((await stays.due(owner.id, new Date())).map((s) => s.id)).toEqual([kept.id]);
    expect(await stays.autoSendStay(cancelled.id)).toBeNull();
  });
});
