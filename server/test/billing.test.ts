import { eq } from 'drizzle-orm';
import { CHECK_MESSAGES_EN, CHECK_MESSAGES_IT } from '@soglia/api-client/checks';
import { GUEST_BILLING_ALREADY_SENT } from '../src/billing/billing.repository';
import { billingInfo } from '../src/db/tables/billing.table';
import { TestClient, fieldBody } from './api-client';
import { createGuestStay } from './factories';
import { ownerSetup, rowCount } from './factories.checkin';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);

const ownerBilling = (profileId: number, overrides: object = {}) => ({
  checkin_profile: profileId,
  person_type: 'individual',
  first_name: 'Mario',
  last_name: 'Bianchi',
  tax_code: 'BNCMRA80A01H501A',
  address: 'Via Roma 1',
  city: 'Roma',
  postal_code: '00100',
  country: 'Italia',
  email: 'mario@example.com',
  ...overrides,
});

/** A guest stay with its owner and guest logged in. */
const stayWithClients = async () => {
  const stay = await createGuestStay(ctx);
  const owner = client();
  await owner.login(stay.owner.username, stay.owner.password);
  const guest = client();
  await guest.login(stay.username, stay.password);
  return { stay, owner, guest };
};

describe('owner billing-info', () => {
  it('creates, updates and deletes a billing row of an own stay', async () => {
    const { stay, owner, guest } = await stayWithClients();
    const created = await owner.post('/api/billing-info/', ownerBilling(stay.profile.id));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      checkin_profile: stay.profile.id,
      person_type: 'individual',
      first_name: 'Mario',
      last_name: 'Bianchi',
      company_name: '',
      vat_number: '',
      tax_code: 'BNCMRA80A01H501A',
      address: 'Via Roma 1',
      city: 'Roma',
      postal_code: '00100',
      country: 'Italia',
      email: 'mario@example.com',
      sdi_code: '',
      pec: '',
    });
    expect((await guest.get('/api/checkin-profiles-guest/')).body[0].got_billing_info).toBe(true);

    const updated = await owner.request('PUT', `/api/billing-info/${created.body.id}/`, {
      body: {
        ...created.body,
        person_type: 'company',
        company_name: 'ACME srl',
        city: 'Milano',
        sdi_code: 'm5uxcr1',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      person_type: 'company',
      company_name: 'ACME srl',
      city: 'Milano',
    });

    const deleted = await owner.request('DELETE', `/api/billing-info/${created.body.id}/`);
    expect(deleted.status).toBe(204);
    expect(
      await ctx.db.select().from(billingInfo).where(eq(billingInfo.id, created.body.id)),
    ).toEqual([]);
    expect((await owner.request('DELETE', `/api/billing-info/${created.body.id}/`)).status).toBe(
      404,
    );
  });

  it('answers the Italian required messages and stores nothing', async () => {
    const { stay, owner } = await stayWithClients();
    const before = await rowCount(ctx, billingInfo);
    const res = await owner.post('/api/billing-info/', {
      checkin_profile: stay.profile.id,
      first_name: '  ',
      email: null,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      person_type: ['Il tipo di persona è obbligatorio.'],
      first_name: ['Il nome è obbligatorio.'],
      last_name: ['Il cognome è obbligatorio.'],
      address: ["L'indirizzo è obbligatorio."],
      city: ['La città è obbligatoria.'],
      postal_code: ['Il CAP è obbligatorio.'],
      country: ['Il paese è obbligatorio.'],
      email: ["L'email è obbligatoria."],
      codes: {
        person_type: ['required'],
        first_name: ['blank'],
        last_name: ['required'],
        address: ['required'],
        city: ['required'],
        postal_code: ['required'],
        country: ['required'],
        email: ['null'],
      },
    });
    const invalid = await owner.post(
      '/api/billing-info/',
      ownerBilling(stay.profile.id, {
        email: 'not-an-email',
        person_type: 'alien',
        postal_code: '1'.repeat(21),
        city: 42,
      }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual(
      fieldBody({
        email: ['invalid_email', 'Enter a valid email address.'],
        person_type: ['invalid_choice', '"alien" is not a valid choice.'],
        postal_code: ['too_long', 'Ensure this field has no more than 20 characters.'],
        city: ['invalid_type', 'Not a valid string.'],
      }),
    );
    expect(await rowCount(ctx, billingInfo)).toBe(before);
  });

  it("keeps owners apart: another owner's stay or row is unknown", async () => {
    const { stay, owner } = await stayWithClients();
    const created = await owner.post('/api/billing-info/', ownerBilling(stay.profile.id));
    const intruder = await ownerSetup(ctx);
    const before = await ctx.db
      .select()
      .from(billingInfo)
      .where(eq(billingInfo.id, created.body.id));

    const post = await intruder.client.post('/api/billing-info/', ownerBilling(stay.profile.id));
    expect(post.status).toBe(400);
    expect(post.body).toEqual({
      checkin_profile: [`Invalid pk "${stay.profile.id}" - object does not exist.`],
      codes: { checkin_profile: ['does_not_exist'] },
    });
    const put = await intruder.client.request('PUT', `/api/billing-info/${created.body.id}/`, {
      body: ownerBilling(stay.profile.id),
    });
    expect(put.status).toBe(404);
    const del = await intruder.client.request('DELETE', `/api/billing-info/${created.body.id}/`);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ detail: 'Not found.', code: 'not_found' });

    const otherStay = await createGuestStay(ctx);
    const move = await owner.request('PUT', `/api/billing-info/${created.body.id}/`, {
      body: ownerBilling(otherStay.profile.id),
    });
    expect(move.status).toBe(400);
    expect(Object.keys(move.body.codes)).toEqual(['checkin_profile']);
    expect(
      await ctx.db.select().from(billingInfo).where(eq(billingInfo.id, created.body.id)),
    ).toEqual(before);
  });

  it('answers 403 to guests and 401 anonymously', async () => {
    const { stay, guest } = await stayWithClients();
    const body = ownerBilling(stay.profile.id);
    expect((await guest.post('/api/billing-info/', body)).status).toBe(403);
    expect((await guest.request('DELETE', '/api/billing-info/1/')).status).toBe(403);
    expect((await client().post('/api/billing-info/', body)).status).toBe(401);
    expect((await client().request('PUT', '/api/billing-info/1/', { body })).status).toBe(401);
  });
});

describe('POST /api/guest-billing-info/', () => {
  const guestBody = (overrides: object = {}) => ({
    person_type: 'individual',
    first_name: 'Anna',
    last_name: 'Rossi',
    tax_code: 'RSSNNA90A41H501N',
    address: 'Via Po 2',
    city: 'Torino',
    postal_code: '10100',
    country: 'Italia',
    email: 'anna@example.com',
    ...overrides,
  });

  it("stores the billing data on the guest's own stay, whatever the body says", async () => {
    const { stay, guest } = await stayWithClients();
    const other = await createGuestStay(ctx);
    const res = await guest.post(
      '/api/guest-billing-info/',
      guestBody({ checkin_profile: other.profile.id }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      checkin_profile: stay.profile.id,
      person_type: 'individual',
      got_billing_info: true,
    });
    expect((await guest.get('/api/checkin-profiles-guest/')).body[0].got_billing_info).toBe(true);
    expect(
      await ctx.db
        .select()
        .from(billingInfo)
        .where(eq(billingInfo.checkinProfileId, other.profile.id)),
    ).toEqual([]);
  });

  it('takes one submission per stay, also under parallel submits; the owner still edits it', async () => {
    const { stay, guest, owner } = await stayWithClients();
    await guest.fetchCsrf();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => guest.post('/api/guest-billing-info/', guestBody())),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({
      detail: GUEST_BILLING_ALREADY_SENT,
      code: 'billing_already_sent',
    });
    const again = await guest.post('/api/guest-billing-info/', guestBody({ city: 'Milano' }));
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { detail: GUEST_BILLING_ALREADY_SENT, code: 'billing_already_sent' },
    });
    const rows = await ctx.db
      .select()
      .from(billingInfo)
      .where(eq(billingInfo.checkinProfileId, stay.profile.id));
    expect(rows.map((row) => row.city)).toEqual(['Torino']);

    const edited = await owner.request('PUT', `/api/billing-info/${rows[0].id}/`, {
      body: ownerBilling(stay.profile.id, { city: 'Milano' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.city).toBe('Milano');
    const added = await owner.post('/api/billing-info/', ownerBilling(stay.profile.id));
    expect(added.status).toBe(201);
  });

  it('refuses a guest submission once the owner has entered the billing data', async () => {
    const { stay, guest, owner } = await stayWithClients();
    expect((await owner.post('/api/billing-info/', ownerBilling(stay.profile.id))).status).toBe(
      201,
    );
    const res = await guest.post('/api/guest-billing-info/', guestBody());
    expect(res.status).toBe(409);
    expect(await rowCount(ctx, billingInfo)).toBeGreaterThan(0);
  });

  it('caps the billing records of one stay, also under parallel owner submits', async () => {
    const { stay, owner } = await stayWithClients();
    await owner.fetchCsrf();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        owner.post('/api/billing-info/', ownerBilling(stay.profile.id)),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(4);
    expect(refused[0].body).toEqual({
      detail: 'This stay already has 10 billing records: no more can be added.',
      code: 'billing_rows_full',
    });
    const rows = await ctx.db
      .select()
      .from(billingInfo)
      .where(eq(billingInfo.checkinProfileId, stay.profile.id));
    expect(rows).toHaveLength(10);
  });

  it('requires the fields of the person type', async () => {
    const { guest } = await stayWithClients();
    const before = await rowCount(ctx, billingInfo);
    const required = ['This field is required.'];

    const none = await guest.post('/api/guest-billing-info/', {});
    expect(none.status).toBe(400);
    const codes = (...fields: string[]) =>
      Object.fromEntries(fields.map((field) => [field, ['required']]));
    expect(none.body).toEqual({
      person_type: required,
      address: required,
      city: required,
      postal_code: required,
      country: required,
      email: required,
      codes: codes('person_type', 'address', 'city', 'postal_code', 'country', 'email'),
    });

    const individual = await guest.post('/api/guest-billing-info/', {
      person_type: 'individual',
      city: 'Roma',
    });
    expect(individual.body).toEqual({
      address: required,
      postal_code: required,
      country: required,
      email: required,
      first_name: required,
      last_name: required,
      tax_code: required,
      codes: codes(
        'address',
        'postal_code',
        'country',
        'email',
        'first_name',
        'last_name',
        'tax_code',
      ),
    });

    const company = await guest.post(
      '/api/guest-billing-info/',
      guestBody({ person_type: 'company', first_name: '', tax_code: '' }),
    );
    expect(company.body).toEqual({
      company_name: required,
      vat_number: required,
      sdi_code: [CHECK_MESSAGES_EN.sdi_or_pec_required],
      codes: { ...codes('company_name', 'vat_number'), sdi_code: ['sdi_or_pec_required'] },
    });

    const tooLong = await guest.post(
      '/api/guest-billing-info/',
      guestBody({ tax_code: 'x'.repeat(31) }),
    );
    expect(tooLong.body).toEqual({
      tax_code: ['Ensure this field has no more than 30 characters.'],
      codes: { tax_code: ['too_long'] },
    });
    const badJson = await guest.request('POST', '/api/guest-billing-info/', { rawJson: '{"a":' });
    expect(badJson.status).toBe(400);
    expect(await rowCount(ctx, billingInfo)).toBe(before);

    const ok = await guest.post(
      '/api/guest-billing-info/',
      guestBody({
        person_type: 'company',
        company_name: 'ACME',
        vat_number: 'IT01234560017',
        sdi_code: 'M5UXCR1',
      }),
    );
    expect(ok.status).toBe(201);
  });

  it('answers 403 to owners and 401 anonymously', async () => {
    const { owner } = await stayWithClients();
    expect((await owner.post('/api/guest-billing-info/', guestBody())).status).toBe(403);
    expect((await client().post('/api/guest-billing-info/', guestBody())).status).toBe(401);
  });
});

describe('Italian checks on billing data', () => {
  it('refuses a wrong codice fiscale, partita IVA or CAP with Italian messages, saving nothing', async () => {
    const { stay, owner } = await stayWithClients();
    const before = await rowCount(ctx, billingInfo);
    const res = await owner.post(
      '/api/billing-info/',
      ownerBilling(stay.profile.id, {
        person_type: 'company',
        tax_code: 'BNCMRA80A01H501U',
        vat_number: '01234560018',
        postal_code: '0010',
        company_name: 'ACME srl',
        pec: 'fatture',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      tax_code: [CHECK_MESSAGES_IT.codice_fiscale_checksum],
      vat_number: [CHECK_MESSAGES_IT.partita_iva_checksum],
      postal_code: [CHECK_MESSAGES_IT.cap_format],
      pec: [CHECK_MESSAGES_IT.pec_format],
      codes: {
        tax_code: ['codice_fiscale_checksum'],
        vat_number: ['partita_iva_checksum'],
        postal_code: ['cap_format'],
        pec: ['pec_format'],
      },
    });
    expect(await rowCount(ctx, billingInfo)).toBe(before);
  });

  it('accepts omocodia, a partita IVA with IT, and a PEC instead of the SDI code', async () => {
    const { stay, owner } = await stayWithClients();
    const res = await owner.post(
      '/api/billing-info/',
      ownerBilling(stay.profile.id, {
        person_type: 'company',
        tax_code: 'RSSMRA85T1LA56NK',
        company_name: 'ACME srl',
        vat_number: 'IT01234560017',
        pec: 'acme@pec.example.it',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sdi_code: '', pec: 'acme@pec.example.it' });
  });

  it('answers guests in English (codes the guest app translates), and leaves foreign data alone', async () => {
    const { guest } = await stayWithClients();
    const base = {
      person_type: 'individual',
      first_name: 'Anna',
      last_name: 'Rossi',
      address: 'Via Po 2',
      city: 'Torino',
      email: 'anna@example.com',
    };
    const wrong = await guest.post('/api/guest-billing-info/', {
      ...base,
      tax_code: 'RSSNNA90A41H501X',
      postal_code: '101',
      country: 'Italy',
    });
    expect(wrong.body).toEqual({
      tax_code: [CHECK_MESSAGES_EN.codice_fiscale_checksum],
      postal_code: [CHECK_MESSAGES_EN.cap_format],
      codes: { tax_code: ['codice_fiscale_checksum'], postal_code: ['cap_format'] },
    });
    const foreign = await guest.post('/api/guest-billing-info/', {
      ...base,
      tax_code: '12 345 678 901',
      postal_code: '10115',
      country: 'Deutschland',
    });
    expect(foreign.status).toBe(201);
  });
});
