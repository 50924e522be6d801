import { addDays, localDate } from '../src/lib/time';
import { TestClient } from './api-client';
import {
  calendarSettings,
  setupCalendarSimulator,
  addFeed,
  feedPath,
} from './factories.calendar-feeds';
import { insertProfile, ownerSetup } from './factories.checkin';
import { createRoom } from './factories';
import { setupTestApp } from './helper';

const holder = setupCalendarSimulator();
const ctx = setupTestApp(() => calendarSettings(holder.sim));
const today = localDate(new Date(), 'Europe/Rome');
const d = (n: number) => addDays(today, n);
const basic = (date: string) => date.replaceAll('-', '');

const anonymous = () => new TestClient(ctx.baseUrl);

describe('the secret calendar of an apartment or a room', () => {
  it('lists every stay and block as busy, without guest data; rotate and revoke end the old URL', async () => {
    const { client, apartment, room, owner } = await ownerSetup(ctx);
    const otherRoom = await createRoom(ctx, owner.id, apartment.id, 'Camera Rossa');
    const base = { ownerId: owner.id, apartmentId: apartment.id };
    await insertProfile(
      ctx,
      { ...base, roomId: room.id },
      {
        name: 'Giulia',
        surname: 'Rossi',
        checkInDate: d(2),
        checkOutDate: d(4),
      },
    );
    await insertProfile(
      ctx,
      { ...base, roomId: otherRoom.id },
      {
        name: 'Marco',
        surname: 'Verdi',
        checkInDate: d(8),
        checkOutDate: d(9),
      },
    );
    await insertProfile(
      ctx,
      { ...base, roomId: room.id },
      {
        checkInDate: d(-30),
        checkOutDate: d(-28),
      },
    );
    const path = feedPath('airbnb');
    holder.sim.setEvents(path, 'airbnb', [
      { uid: 'block@airbnb.com', start: d(20), end: d(22), blocked: true },
    ]);
    await addFeed(client, holder.sim, { apartment: apartment.id, label: 'airbnb', path });

    const created = await client.post('/api/calendar-exports/', { apartment: apartment.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ apartment: apartment.id, room: null, rotated_at: null });
    expect(created.body.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const forRoom = await client.post('/api/calendar-exports/', {
      apartment: apartment.id,
      room: room.id,
    });
    expect(forRoom.status).toBe(201);
    const twice = await client.post('/api/calendar-exports/', {
      apartment: apartment.id,
      room: null,
    });
    expect([twice.status, twice.body.codes]).toEqual([400, { non_field_errors: ['duplicate'] }]);
    expect(
      (await client.get(`/api/calendar-exports/?apartment=${apartment.id}`)).body,
    ).toHaveLength(2);

    const whole = await anonymous().get(created.body.path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = whole.body as string;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.match(/SUMMARY:Soglia – occupato/g)).toHaveLength(3);
    for (const [start, end] of [
      [d(2), d(4)],
      [d(8), d(9)],
      [d(20), d(22)],
    ]) {
      expect(text).toContain(
        `DTSTART;VALUE=DATE:${basic(start)}\r\nDTEND;VALUE=DATE:${basic(end)}`,
      );
    }
    expect(text).not.toMatch(/Giulia|Rossi|Marco|Verdi|Airbnb|Reserved/);
    expect(text).not.toContain(basic(d(-30)));

    // The room's calendar: its own stays and the apartment-wide block, not the other room's.
    const roomText = (await anonymous().get(forRoom.body.path)).body as string;
    expect(roomText).toContain(`DTSTART;VALUE=DATE:${basic(d(2))}`);
    expect(roomText).toContain(`DTSTART;VALUE=DATE:${basic(d(20))}`);
    expect(roomText).not.toContain(`DTSTART;VALUE=DATE:${basic(d(8))}`);

    const rotated = await client.post(`/api/calendar-exports/${created.body.id}/rotate/`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.path).not.toBe(created.body.path);
    expect(rotated.body.rotated_at).not.toBeNull();
    expect((await anonymous().get(created.body.path)).status).toBe(404);
    expect((await anonymous().get(rotated.body.path)).status).toBe(200);

    expect(
      (await client.request('DELETE', `/api/calendar-exports/${created.body.id}/`)).status,
    ).toBe(204);
    expect((await anonymous().get(rotated.body.path)).status).toBe(404);
    expect(
      (await client.get(`/api/calendar-exports/?apartment=${apartment.id}`)).body,
    ).toHaveLength(1);
  });

  it('an unknown or malformed secret, and another host, answer 404', async () => {
    const mine = await ownerSetup(ctx);
    const theirs = await ownerSetup(ctx);
    const created = await mine.client.post('/api/calendar-exports/', {
      apartment: mine.apartment.id,
    });
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      created.body.path.replace('.ics', ''),
      `${created.body.path}x`,
    ]) {
      expect([path, (await anonymous().get(path)).status]).toEqual([path, 404]);
    }
    expect(
      (await theirs.client.post(`/api/calendar-exports/${created.body.id}/rotate/`, {})).status,
    ).toBe(404);
    expect(
      (await theirs.client.request('DELETE', `/api/calendar-exports/${created.body.id}/`)).status,
    ).toBe(404);
    expect(
      (await theirs.client.get(`/api/calendar-exports/?apartment=${mine.apartment.id}`)).status,
    ).toBe(404);
    const foreign = await theirs.client.post('/api/calendar-exports/', {
      apartment: mine.apartment.id,
    });
    expect(foreign.body.codes).toEqual({ apartment: ['does_not_exist'] });
    const wrongRoom = await theirs.client.post('/api/calendar-exports/', {
      apartment: theirs.apartment.id,
      room: mine.room.id,
    });
    expect(wrongRoom.body.codes).toEqual({ room: ['does_not_exist'] });
    expect((await anonymous().get(created.body.path)).status).toBe(200);
  });
});
