/**
 * The Alloggiati Web calls against the real API and its Alloggiati Web simulator: settings and
 * accounts, a stay's state, Verifica and Invia, resolve, due stays and the receipts.
 * @jest-environment ./src/test/realApiEnvironment.ts
 */
import {
  DEMO_OWNER,
  alloggiatiSim,
  blobBytes,
  failure,
  ignoreUnauthorized,
  romeDate,
  signIn,
} from '../test/realApi';
import {
  deleteAlloggiatiAccount,
  downloadAlloggiatiReceipt,
  fetchAlloggiatiReceipts,
  getAlloggiatiSettings,
  getAlloggiatiStay,
  listAlloggiatiDue,
  listAlloggiatiReceipts,
  listAlloggiatiStays,
  resolveAlloggiatiGuest,
  saveAlloggiatiAccount,
  sendAlloggiatiStay,
  setAlloggiatiAutoSend,
  testAlloggiatiStay,
  verifyAlloggiatiAccount,
  type AlloggiatiStayStatus,
} from './alloggiati';
import { createGuest } from './guests';

const DEMO_ACCOUNT = { user: 'DEMO0001', password: 'demo', ws_key: 'demo-wskey' };
const guest = (first_name: string, document_number: string) => ({
  first_name,
  last_name: 'Rossi',
  gender: 'F',
  date_of_birth: '1990-04-12',
  place_of_birth_code: '412058091',
  citizenship_code: '100000100',
  document_type: 'identity card' as const,
  document_number,
  place_of_issue_code: '412058091',
});

let demo: AlloggiatiStayStatus;

beforeAll(async () => {
  ignoreUnauthorized();
  await signIn(DEMO_OWNER);
  [demo] = await listAlloggiatiStays({ start_date: romeDate(), end_date: romeDate() });
});

describe('settings and accounts', () => {
  it('keeps a main account and per-apartment ones, never answering the secrets', async () => {
    const settings = await getAlloggiatiSettings();
    expect(settings).toEqual({
      account: { user: '', has_password: false, has_ws_key: false },
      apartments: [{ id: demo.apartment, name: 'Casa Soglia', auto_send: false, account: null }],
    });
    expect(await saveAlloggiatiAccount(DEMO_ACCOUNT)).toEqual({
      user: 'DEMO0001',
      has_password: true,
      has_ws_key: true,
    });
    expect(await verifyAlloggiatiAccount()).toEqual({
      detail: 'Credenziali Alloggiati Web verificate.',
    });
    const own = await saveAlloggiatiAccount(
      { user: 'XX000001', password: 'p', ws_key: 'k' },
      { apartment: demo.apartment },
    );
    expect(own.user).toBe('XX000001');
    expect((await failure(verifyAlloggiatiAccount({ apartment: demo.apartment }))).status).toBe(
      400,
    );
    await deleteAlloggiatiAccount({ apartment: demo.apartment });
    expect((await getAlloggiatiSettings()).apartments[0].account).toBeNull();
    expect(await setAlloggiatiAutoSend(demo.apartment, true)).toMatchObject({ auto_send: true });
    await setAlloggiatiAutoSend(demo.apartment, false);
  });
});

describe("the demo stay's records", () => {
  it('goes from incomplete to sent, with Verifica first', async () => {
    expect(demo).toMatchObject({ state: 'incomplete', name: 'Giulia', check_in_time: '15:00:00' });
    // Today 15:00 to tomorrow 10:00 in Rome: a short stay, 6 hours to send it.
    const arrival = Date.parse(demo.deadline) - 6 * 3600_000;
    expect(new Date(arrival).toLocaleTimeString('it-IT', { timeZone: 'Europe/Rome' })).toBe(
      '15:00:00',
    );
    await createGuest({ checkin_profile: demo.id, ...guest('Giulia', 'CA12345AB') });
    await createGuest({ checkin_profile: demo.id, ...guest('Anna', 'CA12345AC') });
    expect((await getAlloggiatiStay(demo.id)).state).toBe('to_send');
    expect((await listAlloggiatiDue({ hours: 24 })).map((s) => s.id)).toContain(demo.id);

    const checked = await testAlloggiatiStay(demo.id);
    expect(checked.detail).toBe('Tutte le schedine sono corrette.');
    expect(checked.stay.state).toBe('to_send');
    const sent = await sendAlloggiatiStay(demo.id);
    expect(sent.detail).toBe('Inviate 2 schedine su 2.');
    expect(sent.outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(sent.stay).toMatchObject({ state: 'sent', reasons: [] });
    expect(sent.stay.guests.map((g) => g.line?.slice(0, 2))).toEqual(['16', '16']);
    const again = await failure(sendAlloggiatiStay(demo.id));
    expect(again.status).toBe(400);
    const resolved = await failure(
      resolveAlloggiatiGuest(demo.id, sent.stay.guests[0].guest, 'not_received'),
    );
    expect(resolved.status).toBe(400);
    const held = await alloggiatiSim<{ lines_by_user: Record<string, Record<string, string[]>> }>(
      'GET',
      '/__sim/state',
    );
    expect(held.lines_by_user.DEMO0001[romeDate()]).toEqual(sent.stay.guests.map((g) => g.line));
  });

  it("gets a receipt of today's lines once the simulator lives a day ahead", async () => {
    const today = romeDate();
    expect((await failure(fetchAlloggiatiReceipts(today))).status).toBe(400);
    await alloggiatiSim('POST', '/__sim/clock', { offset_days: 1 });
    try {
      const [receipt] = await fetchAlloggiatiReceipts(today);
      expect(receipt).toMatchObject({ day: today, account_user: 'DEMO0001', apartment: null });
      expect(await listAlloggiatiReceipts({ from: today })).toEqual([receipt]);
      const pdf = await downloadAlloggiatiReceipt(receipt.id);
      expect(pdf.type).toBe('application/pdf');
      const bytes = await blobBytes(pdf);
      expect(String.fromCharCode(...bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBe(receipt.size);
    } finally {
      await alloggiatiSim('POST', '/__sim/clock', { offset_days: 0 });
    }
  });
});
