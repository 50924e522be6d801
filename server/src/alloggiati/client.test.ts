import { localDate } from '../lib/time';
import {
  ALLOGGIATI_MESSAGES,
  AlloggiatiError,
  createAlloggiatiClient,
  forgetAlloggiatiTokens,
} from './client';
import { buildStayRecords } from './records';
import { startAlloggiatiSimulator, type AlloggiatiSimulator } from './simulator/server';

const credentials = { user: 'XX002458', password: 'segreta', wskey: 'chiave-ws' };
let sim: AlloggiatiSimulator;

beforeAll(async () => {
  sim = await startAlloggiatiSimulator();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.reset();
  sim.addAccount(credentials.user, credentials);
  forgetAlloggiatiTokens();
});

const client = (timeoutMs = 2000, ownerId = 1) =>
  createAlloggiatiClient({ url: sim.url, ownerId, credentials, timeoutMs });
const today = () => localDate(new Date(), 'Europe/Rome');

const familyLines = () => {
  const guest = {
    id: 1,
    first_name: 'Jonas',
    last_name: 'Müller',
    gender: 'M',
    date_of_birth: '1980-02-03',
    place_of_birth_code: '100000216',
    citizenship_code: '100000216',
    document_type: 'passport' as const,
    document_number: 'C01X00T47',
    place_of_issue_code: '100000216',
  };
  const result = buildStayRecords(
    {
      id: 1,
      check_in_date: today(),
      check_out_date: today(),
      guest_type: 'famiglia',
      guests: [
        guest,
        { ...guest, id: 2, first_name: 'Lena', gender: 'F', place_of_birth_code: '412058091' },
      ],
    },
    today(),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.lines;
};

describe('Alloggiati Web client against the simulator', () => {
  it('verifies the credentials with a new token each time, reused by the next calls', async () => {
    const c = client();
    await expect(c.verify()).resolves.toBe(true);
    await c.verify();
    await c.test(familyLines());
    expect(sim.calls().map((call) => call.operation)).toEqual([
      'GenerateToken',
      'Authentication_Test',
      'GenerateToken',
      'Authentication_Test',
      'Test',
    ]);
  });

  it('gets a new token when the service says it expired', async () => {
    const c = client();
    await c.test(familyLines());
    sim.expireTokens();
    await expect(c.send(familyLines())).resolves.toMatchObject({ valid: 2 });
    expect(sim.calls().map((call) => call.operation)).toEqual([
      'GenerateToken',
      'Test',
      'Send',
      'GenerateToken',
      'Send',
    ]);
    expect(sim.sent()).toHaveLength(2);
  });

  it('shares a token only with the same owner and the very same credentials', async () => {
    await client(2000, 1).test(familyLines());
    await client(2000, 1).test(familyLines());
    await client(2000, 2).test(familyLines());
    const otherKey = createAlloggiatiClient({
      url: sim.url,
      ownerId: 1,
      credentials: { ...credentials, wskey: 'altra' },
    });
    await expect(otherKey.test(familyLines())).rejects.toMatchObject({ kind: 'credentials' });
    expect(sim.calls().map((call) => call.operation)).toEqual([
      'GenerateToken',
      'Test',
      'Test',
      'GenerateToken',
      'Test',
      'GenerateToken',
    ]);
  });

  it('refuses wrong credentials with an Italian message', async () => {
    const c = createAlloggiatiClient({
      url: sim.url,
      ownerId: 1,
      credentials: { ...credentials, wskey: 'x' },
    });
    await expect(c.verify()).rejects.toMatchObject({
      kind: 'credentials',
      message: ALLOGGIATI_MESSAGES.credentials('Credenziali non valide'),
    });
  });

  it('tests and sends lines: one outcome per line, only valid lines kept', async () => {
    const lines = familyLines();
    const c = client();
    const short = lines[0].slice(0, 100);
    const tested = await c.test([lines[0], short]);
    expect(tested).toEqual({
      valid: 1,
      lines: [
        { ok: true, code: '', description: '', detail: '' },
        {
          ok: false,
          code: '11',
          description: 'SCHEDINA_FORMATO_NON_CORRETTO',
          detail: 'Dimensione Riga errata',
        },
      ],
    });
    expect(sim.sent()).toEqual([]);
    const oldArrival = lines[0].slice(0, 2) + '01/01/2020' + lines[0].slice(12);
    const sent = await c.send([...lines, oldArrival]);
    expect(sent.valid).toBe(2);
    expect(sent.lines[2]).toMatchObject({ code: '12', detail: 'Data di Arrivo Errata' });
    expect(sim.sent().map((s) => s.line)).toEqual(lines);
  });

  it('reports a timeout in the middle of Send (the lines did arrive) and an HTTP 500', async () => {
    const c = client(300);
    await c.verify();
    sim.addFault({ mode: 'timeout_in_send' });
    const error = await c.send(familyLines()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlloggiatiError);
    expect(error).toMatchObject({ kind: 'timeout', message: ALLOGGIATI_MESSAGES.timeout });
    expect(sim.sent()).toHaveLength(2);
    sim.addFault({ mode: 'http_500' });
    await expect(c.verify()).rejects.toMatchObject({
      message: ALLOGGIATI_MESSAGES.serverError(500),
    });
    sim.addFault({ mode: 'wrong_credentials' });
    forgetAlloggiatiTokens();
    await expect(c.verify()).rejects.toMatchObject({ kind: 'credentials' });
  });

  it("gives a past day's receipt as a PDF, refuses today's, and reads the tables", async () => {
    const c = client();
    const receipt = await c.receipt('2000-01-01').catch((e: AlloggiatiError) => e);
    expect(receipt).toMatchObject({ kind: 'refused' });
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const pdf = await c.receipt(yesterday);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(c.receipt(today())).rejects.toMatchObject({ kind: 'refused' });
    const documents = await c.table('Tipi_Documento');
    expect(documents.split('\r\n')).toContain('PASOR;PASSAPORTO ORDINARIO');
  });
});
