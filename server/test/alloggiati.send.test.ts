import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { alloggiatiRecords } from '../src/db/tables/alloggiati-records.table';
import { SEND_MESSAGES } from '../src/alloggiati/send.messages';
import { STATUS_MESSAGES } from '../src/alloggiati/stay-status';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { TestClient } from './api-client';
import { alloggiatiStay, romeToday, sendCalls, setupAlloggiatiApp } from './factories.alloggiati';
import { createOwner } from './factories';
import { mediaFiles } from './factories.guests';

const { ctx, mediaDir, sim } = setupAlloggiatiApp();

/** Two stored photo files referenced by the guest. */
const addPhotos = async (guestId: number) => {
  const folder = path.join(mediaDir, 'guests');
  fs.mkdirSync(folder, { recursive: true });
  const names = [0, 1].map(() => `${crypto.randomBytes(16).toString('hex')}.jpg`);
  for (const name of names) fs.writeFileSync(path.join(folder, name), 'jpeg');
  await ctx.db
    .update(guestRegistrations)
    .set({ documentPhoto: names[0], documentPhotoBack: names[1] })
    .where(eq(guestRegistrations.id, guestId));
  return names;
};

const guestRow = async (id: number) =>
  (await ctx.db.select().from(guestRegistrations).where(eq(guestRegistrations.id, id)))[0];

const held = (user: string) => sim().linesByUser()[user]?.[romeToday()] ?? [];

describe('Invia', () => {
  it('sends a single guest once: accepted, its photos deleted, its data kept', async () => {
    const stay = await alloggiatiStay(ctx, sim());
    const [guest] = stay.guests;
    const photos = await addPhotos(guest.id);
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      detail: 'Inviata 1 schedina su 1.',
      outcomes: [{ guest: guest.id, ok: true, code: '', description: '', detail: '' }],
      stay: { state: 'sent', reasons: [], guests: [{ guest: guest.id, status: 'accepted' }] },
    });
    const line = sent.body.stay.guests[0].line;
    expect(line).toHaveLength(168);
    expect(line.slice(0, 2)).toBe('16');
    expect(sent.body.stay.sent_at).toEqual(sent.body.stay.guests[0].sent_at);
    expect(held(stay.user)).toEqual([line]);
    expect(mediaFiles(mediaDir).filter((f) => photos.includes(f))).toEqual([]);
    expect(await guestRow(guest.id)).toMatchObject({
      firstName: 'Jonas',
      documentNumber: guest.documentNumber,
      documentPhoto: null,
      documentPhotoBack: null,
    });
    const again = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(again).toMatchObject({
      status: 400,
      body: { detail: SEND_MESSAGES.allAccepted, code: 'alloggiati_nothing_to_send' },
    });
    expect(sendCalls(sim())).toHaveLength(1);
    const [row] = await ctx.db
      .select()
      .from(alloggiatiRecords)
      .where(eq(alloggiatiRecords.guestId, guest.id));
    expect(row).toMatchObject({ status: 'accepted', accountUser: stay.user, line });
  });

  it.each([
    ['famiglia', ['17', '19', '19']],
    ['gruppo', ['18', '20', '20']],
  ] as const)('sends a %s of three in one Send, holder first', async (guestType, types) => {
    const stay = await alloggiatiStay(ctx, sim(), { guestType, guests: 3 });
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.body.detail).toBe('Inviate 3 schedine su 3.');
    expect(sent.body.outcomes.map((o: { guest: number }) => o.guest)).toEqual(
      stay.guests.map((g) => g.id),
    );
    expect(sendCalls(sim())).toHaveLength(1);
    expect(held(stay.user).map((l) => l.slice(0, 2))).toEqual(types);
    expect(sent.body.stay.state).toBe('sent');
  });

  it('sends single guests one Send each; a refused one keeps the reason and alone goes again', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guests: 3 });
    sim().addFault({ mode: 'refuse_line', match: 'PAUL', detail: 'Nome Errato' });
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.body.detail).toBe(
      'Inviate 2 schedine su 3. Rifiutata: Paul Müller (Nome Errato): correggere e inviare di nuovo.',
    );
    expect(sendCalls(sim())).toHaveLength(3);
    const paul = stay.guests[2].id;
    expect(sent.body.stay).toMatchObject({ state: 'refused' });
    expect(sent.body.stay.guests[2]).toMatchObject({
      guest: paul,
      status: 'refused',
      error: {
        ok: false,
        code: '12',
        description: 'SCHEDINA_CAMPO_NON_CORRETTO',
        detail: 'Nome Errato',
      },
    });
    const corrected = await stay.client.request('PUT', `/api/guests-registration/${paul}/`, {
      body: { first_name: 'Paolo' },
    });
    expect(corrected.status).toBe(200);
    const resent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(resent.body).toMatchObject({
      detail: 'Inviata 1 schedina su 1.',
      outcomes: [{ guest: paul, ok: true }],
      stay: { state: 'sent' },
    });
    expect(sendCalls(sim())).toHaveLength(4);
    expect(held(stay.user).map((l) => l.slice(64, 94).trim())).toEqual(['JONAS', 'LENA', 'PAOLO']);
  });

  it('never resends an accepted holder: a refused member is reported, then resolved by hand', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guestType: 'famiglia', guests: 2 });
    sim().addFault({ mode: 'refuse_line', match: 'LENA', detail: 'Cognome Errato' });
    const first = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(first.body.stay.guests.map((g: { status: string }) => g.status)).toEqual([
      'accepted',
      'refused',
    ]);
    const again = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(again.status).toBe(400);
    expect(again.body.detail).toContain(STATUS_MESSAGES.holderAccepted('Jonas Müller', true));
    expect(sendCalls(sim())).toHaveLength(1);
    const [, lena] = stay.guests;
    const resolved = await stay.client.post(
      `/api/alloggiati/stays/${stay.profile.id}/guests/${lena.id}/resolve/`,
      { outcome: 'received' },
    );
    expect(resolved.body).toMatchObject({ state: 'sent' });
  });

  it('says what is missing instead of sending: no account, a future arrival', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { account: false });
    const res = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(res).toMatchObject({ status: 400 });
    expect(res.body.detail).toBe(`${SEND_MESSAGES.nothingToSend} ${STATUS_MESSAGES.noAccount}`);
    expect(sim().calls()).toEqual([]);
  });
});

describe('a token the service says has expired', () => {
  it('is renewed and the call made once more: Verifica answers, Invia sends once', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guests: 2 });
    const test = () => stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/test/`, {});
    expect((await test()).body.detail).toBe(SEND_MESSAGES.allOk);
    // The client still holds the token, the service no longer takes it.
    sim().expireTokens();
    expect((await test()).body.detail).toBe(SEND_MESSAGES.allOk);
    sim().expireTokens();
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent).toMatchObject({
      status: 200,
      body: {
        detail: 'Inviate 2 schedine su 2.',
        stay: { state: 'sent', guests: [{ status: 'accepted' }, { status: 'accepted' }] },
      },
    });
    expect(held(stay.user)).toEqual(sent.body.stay.guests.map((g: { line: string }) => g.line));
    expect(
      sim()
        .calls()
        .map((c) => c.operation),
    ).toEqual([
      'GenerateToken',
      'Test',
      'Test',
      'GenerateToken',
      'Test',
      'Send',
      'GenerateToken',
      'Send',
      'Send',
    ]);
  });
});

describe('a Send without an answer', () => {
  it('leaves its lines uncertain; a retry sends nothing twice; received resolves them', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guestType: 'famiglia', guests: 2 });
    const photos = await addPhotos(stay.guests[1].id);
    sim().addFault({ mode: 'timeout_in_send' });
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ detail: SEND_MESSAGES.noAnswer(2), outcomes: [] });
    expect(sent.body.stay.state).toBe('uncertain');
    expect(sent.body.stay.guests.map((g: { status: string }) => g.status)).toEqual([
      'uncertain',
      'uncertain',
    ]);
    const retry = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(retry.status).toBe(400);
    expect(retry.body.detail).toContain(SEND_MESSAGES.waitingCheck(2));
    expect(sendCalls(sim())).toHaveLength(1);
    expect(held(stay.user)).toHaveLength(2);

    const url = (id: number) => `/api/alloggiati/stays/${stay.profile.id}/guests/${id}/resolve/`;
    const holder = await stay.client.post(url(stay.guests[0].id), { outcome: 'received' });
    expect(holder.body.guests.map((g: { status: string }) => g.status)).toEqual([
      'accepted',
      'uncertain',
    ]);
    expect(mediaFiles(mediaDir).filter((f) => photos.includes(f))).toHaveLength(2);
    const member = await stay.client.post(url(stay.guests[1].id), { outcome: 'received' });
    expect(member.body).toMatchObject({ state: 'sent' });
    expect(mediaFiles(mediaDir).filter((f) => photos.includes(f))).toEqual([]);
    const twice = await stay.client.post(url(stay.guests[1].id), { outcome: 'not_received' });
    expect(twice).toMatchObject({
      status: 400,
      body: { detail: SEND_MESSAGES.alreadyAccepted, code: 'alloggiati_already_accepted' },
    });
  });

  it('in the middle of a stay: the answered guests stand, the rest stop, not_received resends', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guests: 3 });
    // The second guest's Send fails with an HTTP 500 after the body went out.
    sim().addFault({ mode: 'http_500', operation: 'Send', skip: 1 });
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.body.detail).toBe(`Inviata 1 schedina su 1. ${SEND_MESSAGES.noAnswer(1)}`);
    expect(sent.body.stay.guests.map((g: { status: string }) => g.status)).toEqual([
      'accepted',
      'uncertain',
      'unsent',
    ]);
    expect(sendCalls(sim())).toHaveLength(2);
    const lena = stay.guests[1].id;
    const url = `/api/alloggiati/stays/${stay.profile.id}/guests/${lena}/resolve/`;
    const notYet = await stay.client.post(
      `/api/alloggiati/stays/${stay.profile.id}/guests/${stay.guests[2].id}/resolve/`,
      { outcome: 'not_received' },
    );
    expect(notYet).toMatchObject({
      status: 400,
      body: { detail: SEND_MESSAGES.notUncertain, code: 'alloggiati_not_uncertain' },
    });
    const back = await stay.client.post(url, { outcome: 'not_received' });
    expect(back.body.guests[1]).toMatchObject({ status: 'unsent', sent_at: null });
    const resent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(resent.body).toMatchObject({
      detail: 'Inviate 2 schedine su 2.',
      stay: { state: 'sent' },
    });
    const names = held(stay.user).map((l) => l.slice(64, 94).trim());
    expect(names.sort()).toEqual(['JONAS', 'LENA', 'PAUL']);
  });

  it('times out in the middle of a stay, with a short client timeout', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guests: 2 });
    sim().addFault({ mode: 'timeout_in_send', skip: 1 });
    const sent = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/send/`, {});
    expect(sent.body.stay.guests.map((g: { status: string }) => g.status)).toEqual([
      'accepted',
      'uncertain',
    ]);
    // The service did keep it: resolving it as received, nothing is sent again.
    expect(held(stay.user)).toHaveLength(2);
    await stay.client.post(
      `/api/alloggiati/stays/${stay.profile.id}/guests/${stay.guests[1].id}/resolve/`,
      { outcome: 'received' },
    );
    expect((await stay.client.get(`/api/alloggiati/stays/${stay.profile.id}/`)).body.state).toBe(
      'sent',
    );
    expect(sendCalls(sim())).toHaveLength(2);
  });
});

describe('two sends of one stay at once', () => {
  it('make exactly one Send call; the other answers 409', async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guestType: 'gruppo', guests: 2 });
    sim().addFault({ mode: 'slow', ms: 300, operation: 'Send' });
    const url = `/api/alloggiati/stays/${stay.profile.id}/send/`;
    const other = new TestClient(ctx.baseUrl);
    other.token = stay.client.token;
    const answers = await Promise.all([stay.client.post(url, {}), other.post(url, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      detail: SEND_MESSAGES.inFlight,
      code: 'alloggiati_in_progress',
    });
    expect(sendCalls(sim())).toHaveLength(1);
    expect(held(stay.user)).toHaveLength(2);
  });
});

describe('Verifica', () => {
  it("runs the service's Test on the lines still to send and records nothing", async () => {
    const stay = await alloggiatiStay(ctx, sim(), { guests: 2 });
    sim().addFault({
      mode: 'refuse_line',
      match: 'LENA',
      detail: 'Luogo Rilascio Documento Errato',
    });
    const res = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/test/`, {});
    expect(res.body).toMatchObject({
      detail: '1 schedina su 2 ha errori.',
      outcomes: [
        { guest: stay.guests[0].id, ok: true },
        {
          guest: stay.guests[1].id,
          ok: false,
          code: '12',
          detail: 'Luogo Rilascio Documento Errato',
        },
      ],
      stay: { state: 'to_send' },
    });
    expect(
      sim()
        .calls()
        .map((c) => c.operation),
    ).toEqual(['GenerateToken', 'Test']);
    expect(sim().sent()).toEqual([]);
    const ok = await stay.client.post(`/api/alloggiati/stays/${stay.profile.id}/test/`, {});
    expect(ok.body.detail).toBe(SEND_MESSAGES.allOk);
  });
});

describe('isolation', () => {
  it("answers 404 for another owner's stay and guest, whatever the action", async () => {
    const stay = await alloggiatiStay(ctx, sim());
    const intruder = await createOwner(ctx);
    const client = new TestClient(ctx.baseUrl);
    await client.login(intruder.username, intruder.password);
    const base = `/api/alloggiati/stays/${stay.profile.id}/`;
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['POST', `${base}test/`, {}],
      ['POST', `${base}send/`, {}],
      ['POST', `${base}guests/${stay.guests[0].id}/resolve/`, { outcome: 'received' }],
    ] as const) {
      const res = await client.request(method, url, { body });
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
    const other = await alloggiatiStay(ctx, sim());
    const foreignGuest = await stay.client.post(`${base}guests/${other.guests[0].id}/resolve/`, {
      outcome: 'received',
    });
    expect(foreignGuest.status).toBe(404);
    expect(sim().calls()).toEqual([]);
    expect((await stay.client.get(base)).body.state).toBe('to_send');
  });
});
