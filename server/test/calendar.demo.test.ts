import type { CheckinProfile } from '@soglia/api-client';
import { createCalendarSyncer } from '../src/calendar';
import { addDays, localDate } from '../src/lib/time';
import { seedDemo } from '../src/seed/demo';
import { TestClient } from './api-client';
import { calendarSettings, setupCalendarSimulator } from './factories.calendar-feeds';
import { setupTestApp } from './helper';

const holder = setupCalendarSimulator({ demo: true });
const ctx = setupTestApp(() => ({
  ...calendarSettings(holder.sim, { syncMinutes: 15 }),
  seedDemo: true,
}));

describe('the demo', () => {
  it("the demo apartment's Airbnb calendar: its bookings await details after the first scheduled sync", async () => {
    expect((await seedDemo(ctx.db, ctx.app.cipher, ctx.config)).seeded).toBe(true);
    const host = new TestClient(ctx.baseUrl);
    await host.login(ctx.config.demo.ownerUsername, ctx.config.demo.ownerPassword);
    const [feed] = (await host.get('/api/calendar-feeds/')).body;
    expect(feed).toMatchObject({
      label: 'airbnb',
      room: null,
      url: `${holder.sim.url}/airbnb/casa-soglia.ics`,
      last_sync_at: null,
    });

    const round = await createCalendarSyncer({
      db: ctx.db,
      cipher: ctx.app.cipher,
      config: ctx.config,
    }).runScheduled();
    expect(round).toMatchObject({ ran: true, synced: 1, failed: 0 });

    const today = localDate(new Date(), 'Europe/Rome');
    const awaiting: CheckinProfile[] = (await host.get('/api/checkin-profiles/')).body
      .awaiting_details;
    expect(
      awaiting.map((p) => [
        p.check_in_date,
        p.check_out_date,
        p.room_name,
        p.calendar?.phone_last4,
      ]),
    ).toEqual([
      [addDays(today, 3), addDays(today, 6), 'Camera Blu', '4821'],
      [addDays(today, 10), addDays(today, 14), 'Camera Blu', '7310'],
    ]);
    const [synced] = (await host.get('/api/calendar-feeds/')).body;
    expect(synced).toMatchObject({ last_result: 'ok', bookings_found: 2, blocked_found: 1 });
  });
});
