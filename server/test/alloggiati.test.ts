import { eq } from 'drizzle-orm';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { addDays, localDate } from '../src/lib/time';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

const familyStay = async () => {
  const stay = await createGuestStay(ctx, { guestType: 'famiglia' });
  const owner = new TestClient(ctx.baseUrl);
  await owner.login(stay.owner.username, stay.owner.password);
  const guest = (values: Partial<typeof guestRegistrations.$inferInsert>) =>
    ctx.db
      .insert(guestRegistrations)
      .values({ checkinProfileId: stay.profile.id, firstName: 'X', lastName: 'Y', ...values });
  await guest({
    firstName: 'Jonas',
    lastName: 'Müller',
    gender: 'M',
    dateOfBirth: '1980-02-03',
    placeOfBirthCode: '100000216',
    citizenshipCode: '100000216',
    documentType: 'passport',
    documentNumber: 'C01X00T47',
    placeOfIssueCode: '100000216',
  });
  await guest({
    firstName: 'Lena',
    lastName: 'Müller',
    gender: 'F',
    dateOfBirth: '2012-09-30',
    placeOfBirthCode: '412058091',
    citizenshipCode: '100000216',
  });
  return { stay, owner };
};

describe('GET /api/alloggiati/day/ and its file', () => {
  it("gives today's arrivals as 168-character lines, and the file with CR+LF", async () => {
    const { stay, owner } = await familyStay();
    const today = stay.profile.checkInDate;
    const res = await owner.get(`/api/alloggiati/day/?date=${today}`);
    expect(res.status).toBe(200);
    const head = `${italianDate(today)}02`;
    expect(res.body).toEqual({
      date: today,
      line_count: 2,
      stays: [
        {
          id: stay.profile.id,
          apartment: stay.apartment.id,
          apartment_name: stay.apartment.name,
          name: 'Mario',
          surname: 'Bianchi',
          ok: true,
          lines: [
            `17${head}${'MULLER'.padEnd(50)}${'JONAS'.padEnd(30)}103/02/1980${' '.repeat(11)}` +
              `100000216100000216PASOR${'C01X00T47'.padEnd(20)}100000216`,
            `19${head}${'MULLER'.padEnd(50)}${'LENA'.padEnd(30)}230/09/2012412058091RM` +
              `100000100100000216${' '.repeat(34)}`,
          ],
          reasons: [],
          guests: [],
        },
      ],
    });
    const file = await fetch(`${ctx.baseUrl}/api/alloggiati/day/file/?date=${today}`, {
      headers: { authorization: `Token ${owner.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="alloggiati-${today}.txt"`,
    );
    expect(await file.text()).toBe(res.body.stays[0].lines.join('\r\n'));
  });

  it('says why a stay cannot be sent and leaves it out of the file', async () => {
    const { stay, owner } = await familyStay();
    const old = addDays(localDate(new Date(), 'Europe/Rome'), -3);
    await ctx.db
      .update(checkinProfiles)
      .set({ checkInDate: old })
      .where(eq(checkinProfiles.id, stay.profile.id));
    const res = await owner.get(`/api/alloggiati/day/?date=${old}`);
    expect(res.body.stays[0]).toMatchObject({
      ok: false,
      lines: [],
      reasons: [
        `Arrivo del ${italianDate(old)}: il servizio accetta solo arrivi di oggi o di ieri.`,
      ],
    });
    const file = await owner.get(`/api/alloggiati/day/file/?date=${old}`);
    expect(file.status).toBe(400);
    expect(file.body).toEqual({
      detail: `Nessuna schedina da inviare per gli arrivi del ${italianDate(old)}.`,
      code: 'alloggiati_nothing_to_send',
    });
  });

  it("keeps owners apart: another owner's apartment is unknown, its stays never listed", async () => {
    const { stay } = await familyStay();
    const other = await createGuestStay(ctx);
    const intruder = new TestClient(ctx.baseUrl);
    await intruder.login(other.owner.username, other.owner.password);
    const date = stay.profile.checkInDate;
    const foreign = await intruder.get(
      `/api/alloggiati/day/?date=${date}&apartment=${stay.apartment.id}`,
    );
    expect(foreign.status).toBe(404);
    const own = await intruder.get(`/api/alloggiati/day/?date=${date}`);
    expect(own.body.stays.map((s: any) => s.id)).toEqual([other.profile.id]);
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    expect((await guest.get(`/api/alloggiati/day/?date=${date}`)).status).toBe(403);
    expect((await owner400(intruder)).status).toBe(400);
  });
});

const owner400 = async (client: TestClient) => {
  const file = await client.get('/api/alloggiati/day/file/?date=22-11-2026');
  expect(file.body).toEqual({ date: [expect.any(String)], codes: { date: ['invalid_date'] } });
  return client.get('/api/alloggiati/day/?date=22-11-2026');
};
