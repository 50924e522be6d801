import { insertCheckinProfile } from './factories.profile';
import { addDays } from '../src/lib/time';
import { TestClient } from './api-client';
import { createApartment, createOwner, createRoom, unique } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

/** An owner logged in with `count` stays named `name`, checking in on consecutive days. */
const ownerWithStays = async (count: number, name: string) => {
  const owner = await createOwner(ctx);
  const apartment = await createApartment(ctx, owner.id);
  const room = await createRoom(ctx, owner.id, apartment.id);
  const start = '2030-03-01';
  for (let i = 0; i < count; i += 1) {
    // Two stays a day, at different times: the cursor orders by date, time and id.
    const day = addDays(start, Math.floor(i / 2));
    await insertCheckinProfile(
      ctx.db,
      {
        ownerId: owner.id,
        apartmentId: apartment.id,
        roomId: room.id,
        name,
        surname: `Rossi${i}`,
        source: 'Airbnb',
        guestNumber: 1,
        checkInDate: day,
        checkOutDate: addDays(day, 2),
        checkInTime: i % 2 === 0 ? '16:00:00' : '14:00:00',
        checkOutTime: '10:00:00',
        username: unique('paging.stay'),
        password: 'GUESTPW7',
      },
      ctx.app.cipher,
    );
  }
  const client = new TestClient(ctx.baseUrl);
  await client.login(owner.username, owner.password);
  return { client, start, end: addDays(start, count) };
};

/** Follows next_cursor from the first page to the last; answers every page's body. */
const allPages = async (client: TestClient, firstUrl: string) => {
  const pages: any[] = [];
  let url = firstUrl;
  for (let i = 0; i < 50; i += 1) {
    const res = await client.get(url);
    expect(res.status).toBe(200);
    pages.push(res.body);
    if (res.body.next_cursor === null) return pages;
    url = `${firstUrl}&cursor=${encodeURIComponent(res.body.next_cursor)}`;
  }
  throw new Error('no last page');
};

describe('opt-in cursor paging', () => {
  it('owner-checkin-details: pages of `limit` that add up to the unpaged list', async () => {
    const { client, start, end } = await ownerWithStays(7, 'Paola');
    const base = `/api/owner-checkin-details/?start_date=${start}&end_date=${end}`;
    const whole = await client.get(base);
    expect(whole.status).toBe(200);
    expect(Array.isArray(whole.body)).toBe(true);
    expect(whole.body).toHaveLength(7);

    const pages = await allPages(client, `${base}&limit=3`);
    expect(pages.map((p) => p.results.length)).toEqual([3, 3, 1]);
    for (const page of pages) expect(Object.keys(page).sort()).toEqual(['next_cursor', 'results']);
    expect(pages.flatMap((p) => p.results)).toEqual(whole.body);
    // Exactly `limit` left: the page before is not told there is more.
    const exact = await allPages(client, `${base}&limit=7`);
    expect(exact).toHaveLength(1);
  });

  it('owner-checkin-details: stays in progress on start_date come first, any page size', async () => {
    const { client, start, end } = await ownerWithStays(9, 'Pia');
    for (const from of [addDays(start, 1), addDays(start, 2), addDays(start, 3)]) {
      const base = `/api/owner-checkin-details/?start_date=${from}&end_date=${end}`;
      const whole = (await client.get(base)).body;
      expect(whole.some((s: any) => s.check_in_date < from)).toBe(true);
      for (const limit of [1, 2, 4, 20]) {
        const pages = await allPages(client, `${base}&limit=${limit}`);
        expect(pages.flatMap((p) => p.results)).toEqual(whole);
      }
    }
  });

  it('checkin-profiles search: pages of search_results with next_cursor', async () => {
    const name = unique('Pag');
    const { client } = await ownerWithStays(5, name);
    const whole = await client.get(`/api/checkin-profiles/?name=${name}`);
    expect(whole.status).toBe(200);
    expect(Object.keys(whole.body)).toEqual(['search_results']);
    expect(whole.body.search_results).toHaveLength(5);

    const pages = await allPages(client, `/api/checkin-profiles/?name=${name}&limit=2`);
    expect(pages.map((p) => p.search_results.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.search_results)).toEqual(whole.body.search_results);
  });

  it('refuses a bad limit or cursor with a field error', async () => {
    const { client, start, end } = await ownerWithStays(1, 'Piera');
    const base = `/api/owner-checkin-details/?start_date=${start}&end_date=${end}`;
    for (const query of ['&limit=0', '&limit=201', '&limit=abc', '&limit=2&cursor=nonsense']) {
      const res = await client.get(`${base}${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.codes)).toEqual([query.includes('cursor') ? 'cursor' : 'limit']);
    }
    const search = await client.get('/api/checkin-profiles/?name=Piera&limit=1&cursor=e30');
    expect(search.status).toBe(400);
    expect(search.body).toEqual({
      cursor: ['Invalid cursor.'],
      codes: { cursor: ['invalid_cursor'] },
    });
  });
});
