import { eq } from 'drizzle-orm';
import { backfillGuestPlaceCodes } from '../src/guests/guests.backfill';
import { PLACE_MESSAGES } from '../src/guests/guests.places';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { createGuestStay } from './factories';
import { setupGuestsApp } from './factories.guests';

const { ctx, client, guestRows, URL } = setupGuestsApp();

const GERMANY = '100000216';
const ROMA = '412058091';

const owner = async () => {
  const stay = await createGuestStay(ctx);
  const c = client();
  await c.login(stay.owner.username, stay.owner.password);
  return { stay, c };
};
const guest = async () => {
  const stay = await createGuestStay(ctx);
  const c = client();
  await c.login(stay.username, stay.password);
  return { stay, c };
};

const person = { first_name: 'Jonas', last_name: 'Müller', date_of_birth: '1985-06-01' };

describe('coded places of a guest', () => {
  it('stores the codes a guest chose beside the table names', async () => {
    const { c } = await guest();
    const res = await c.post(URL, {
      ...person,
      place_of_birth: 'Deutschland',
      place_of_birth_code: GERMANY,
      citizenship: 'Deutschland',
      citizenship_code: GERMANY,
      place_of_issue: 'Roma',
      place_of_issue_code: ROMA,
      document_type: 'passport',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      place_of_birth: 'Germania',
      place_of_birth_code: GERMANY,
      citizenship: 'Germania',
      citizenship_code: GERMANY,
      place_of_issue: 'Roma (RM)',
      place_of_issue_code: ROMA,
      places_to_review: [],
    });
  });

  it('refuses unknown codes, a comune as citizenship, a birth place of another time', async () => {
    const { stay, c } = await guest();
    const res = await c.post(URL, {
      ...person,
      date_of_birth: '1980-01-01',
      place_of_birth_code: '403098001', // ABBADIA CERRETO (LO): a comune of Lodi from 1992 only
      citizenship_code: ROMA,
      place_of_issue_code: '999999999',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      place_of_birth_code: [PLACE_MESSAGES.en.notOnDate],
      citizenship_code: [PLACE_MESSAGES.en.notAState],
      place_of_issue_code: [PLACE_MESSAGES.en.unknown],
      codes: {
        place_of_birth_code: ['place_not_on_date'],
        citizenship_code: ['place_not_a_state'],
        place_of_issue_code: ['place_unknown'],
      },
    });
    expect(await guestRows(stay.profile.id)).toBe(0);
    // The entry of that time (province MI) is fine.
    const ok = await c.post(URL, { ...person, place_of_birth_code: '403015699' });
    expect(ok.body).toMatchObject({ place_of_birth: 'Abbadia Cerreto (MI)' });
  });

  it('answers owners in Italian, and re-checks a kept birth place when the date changes', async () => {
    const { stay, c } = await owner();
    const bad = await c.post(URL, {
      checkin_profile: stay.profile.id,
      ...person,
      citizenship_code: 'XX',
    });
    expect(bad.body).toEqual({
      citizenship_code: [PLACE_MESSAGES.it.unknown],
      codes: { citizenship_code: ['place_unknown'] },
    });
    const created = await c.post(URL, {
      checkin_profile: stay.profile.id,
      ...person,
      date_of_birth: '1980-01-01',
      place_of_birth_code: '403015699',
    });
    expect(created.status).toBe(201);
    const moved = await c.request('PUT', `${URL}${created.body.id}/`, {
      body: { date_of_birth: '1999-01-01' },
    });
    expect(moved.body).toEqual({
      place_of_birth_code: [PLACE_MESSAGES.it.notOnDate],
      codes: { place_of_birth_code: ['place_not_on_date'] },
    });
    // A form that sends every field back keeps a chosen code, even for a name typed by hand.
    const typed = await c.request('PUT', `${URL}${created.body.id}/`, {
      body: { place_of_birth: 'Nato a Narnia', place_of_birth_code: '100000216' },
    });
    expect(typed.body).toMatchObject({ place_of_birth: 'Germania' });
    const { place_of_birth_code: _code, ...withoutCode } = typed.body;
    const resent = await c.request('PUT', `${URL}${created.body.id}/`, {
      body: { ...withoutCode, first_name: 'Jonas Peter' },
    });
    expect(resent.body).toMatchObject({
      first_name: 'Jonas Peter',
      place_of_birth: 'Germania',
      place_of_birth_code: '100000216',
    });
  });

  it('matches typed names where one place fits and flags the others', async () => {
    const { stay, c } = await owner();
    const res = await c.post(URL, {
      checkin_profile: stay.profile.id,
      ...person,
      place_of_birth: 'Atlantide',
      citizenship: 'tedesca',
      place_of_issue: 'Forlì (FC)',
    });
    expect(res.body).toMatchObject({
      place_of_birth: 'Atlantide',
      place_of_birth_code: '',
      citizenship: 'tedesca',
      citizenship_code: GERMANY,
      place_of_issue: 'Forlì (FC)',
      place_of_issue_code: '408140012',
      places_to_review: ['place_of_birth'],
    });
  });
});

describe('guests stored before the codes (migration 0005)', () => {
  it('are matched on start where possible and flagged where not', async () => {
    const { stay } = await owner();
    const insert = (values: Partial<typeof guestRegistrations.$inferInsert>) =>
      ctx.db
        .insert(guestRegistrations)
        .values({
          checkinProfileId: stay.profile.id,
          firstName: 'Vecchio',
          lastName: 'Ospite',
          placeCodesPending: true,
          ...values,
        })
        .returning();
    const [matched] = await insert({
      dateOfBirth: '1970-05-05',
      placeOfBirth: 'Forlì',
      citizenship: 'Italia',
      placeOfIssue: 'Roma (RM)',
    });
    const [flagged] = await insert({ placeOfBirth: 'San Teodoro', citizenship: 'Narnia' });
    expect(await backfillGuestPlaceCodes(ctx.db)).toBeGreaterThanOrEqual(2);
    const read = async (id: number) =>
      (await ctx.db.select().from(guestRegistrations).where(eq(guestRegistrations.id, id)))[0];
    // Born in 1970: Forlì was in the province of Forlì (FO) then.
    expect(await read(matched.id)).toMatchObject({
      placeOfBirthCode: '408040012',
      citizenshipCode: '100000100',
      placeOfIssueCode: ROMA,
      placeCodesPending: false,
    });
    // Two comuni are called San Teodoro (ME and NU): the owner chooses.
    expect(await read(flagged.id)).toMatchObject({
      placeOfBirthCode: '',
      citizenshipCode: '',
      placeCodesPending: false,
    });
    const c = client();
    await c.login(stay.owner.username, stay.owner.password);
    const day = stay.profile.checkInDate;
    const stays = await c.get(`/api/owner-checkin-details/?start_date=${day}&end_date=${day}`);
    const listed = stays.body.flatMap((s: any) => s.guests).find((g: any) => g.id === flagged.id);
    expect(listed.places_to_review).toEqual(['place_of_birth', 'citizenship']);
    expect(await backfillGuestPlaceCodes(ctx.db)).toBe(0);
  });
});
