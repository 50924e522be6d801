import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setUnauthorizedHandler, type AlloggiatiDay } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { todayInRome } from '../features/alloggiati/format';
import { alloggiatiApi, delegateTo, type AlloggiatiOverride } from '../testing/alloggiatiApi';
import {
  alloggiatiOfWeek,
  alloggiatiSettings,
  alloggiatiStay,
} from '../testing/alloggiatiFixtures';
import { renderWithProviders } from '../testing/renderWithProviders';

jest.setTimeout(20_000);

let api: ApiServer;
let fake: ReturnType<typeof alloggiatiApi>;
let override: AlloggiatiOverride;
const saved: { href: string; download: string }[] = [];
const blobs: Blob[] = [];

const today = todayInRome();
const day = (): AlloggiatiDay => ({
  date: today,
  line_count: 3,
  stays: [
    {
      id: 30,
      apartment: 1,
      apartment_name: 'Casa Soglia',
      name: 'Giulia',
      surname: 'Rossi',
      ok: true,
      lines: ['16'.padEnd(168), '19'.padEnd(168), '19'.padEnd(168)],
      reasons: [],
      guests: [],
    },
    {
      id: 32,
      apartment: 1,
      apartment_name: 'Casa Soglia',
      name: 'Chiara',
      surname: 'Esposito',
      ok: false,
      lines: [],
      reasons: [],
      guests: [{ guest: 60, name: 'Chiara Esposito', reasons: ['Manca la cittadinanza.'] }],
    },
  ],
});

beforeAll(async () => {
  // Answers can take a few seconds when the whole suite shares two cores.
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  // jsdom has no object URLs nor downloads: record what would be saved.
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  api = await startApiServer(delegateTo(() => fake.routes));
});
afterAll(() => api.close());
beforeEach(() => {
  override = () => undefined;
  const now = Date.now();
  fake = alloggiatiApi(
    {
      stays: [
        ...alloggiatiOfWeek(now),
        alloggiatiStay(now, 12, { id: 34, name: 'Anna', surname: 'Greco', has_account: false }),
      ],
      settings: alloggiatiSettings(),
      receipts: [],
      days: { [today]: day() },
    },
    (req) => override(req),
  );
  api.requests.length = 0;
  saved.length = 0;
  blobs.length = 0;
});

const slow = { timeout: 10_000 };
const open = (tab: string) =>
  renderWithProviders(<OwnerDashboard />, { route: `/stays/alloggiati/${tab}` });
const dueItems = () =>
  within(screen.getByRole('list', { name: 'Soggiorni in scadenza' })).getAllByRole('listitem');

describe("Alloggiati Web: 'In scadenza'", () => {
  it('lists what is due, earliest deadline first, each with its stay and Invia', async () => {
    const { container } = open('due');
    await screen.findByRole('list', { name: 'Soggiorni in scadenza' }, slow);
    const items = dueItems();
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Chiara Esposito',
      'Giulia Rossi',
      'Anna Greco',
    ]);
    expect(items[0]).toHaveTextContent('Dati incompleti · entro 1 h 30 min');
    expect(items[0]).toHaveTextContent('Nessun ospite registrato: 4 attesi.');
    expect(within(items[0]).queryByRole('button', { name: /^Invia/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/Casa Soglia · Arrivo il \d\d\/\d\d\/\d{4} alle \d\d:\d\d/);
    const link = within(items[1]).getByRole('link', { name: 'Apri il soggiorno di Giulia Rossi' });
    expect(link.getAttribute('href')).toMatch(
      /^\/owners\/stays\/30\?from=(\d{4}-\d\d-\d\d)&to=\1$/,
    );
    // Without an account there is nothing to send with.
    expect(items[2]).toHaveTextContent("Nessun account per inviare. Imposta l'account");
    expect(within(items[2]).queryByRole('button', { name: /^Invia/ })).not.toBeInTheDocument();

    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('Invia of one stay asks, sends and shows it sent in place', async () => {
    const { user } = open('due');
    await screen.findByRole('list', { name: 'Soggiorni in scadenza' }, slow);
    await user.click(screen.getByRole('button', { name: 'Invia (Giulia Rossi)' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Inviare le schedine?' });
    expect(confirm).toHaveTextContent('non si può ritirare');
    await user.click(within(confirm).getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Inviate 3 schedine su 3.')).toBeVisible();
    expect(dueItems()[1]).toHaveTextContent(/Inviata il /);
    expect(api.calls()).toContain('POST /api/alloggiati/stays/30/send/');
  });

  it('nothing due, a failure with Riprova, and Aggiorna', async () => {
    override = (req) =>
      req.path === '/api/alloggiati/due/' ? { status: 503, body: { detail: 'Down.' } } : undefined;
    const { user } = open('due');
    expect(
      await screen.findByText('Impossibile caricare le schedine in scadenza.', {}, slow),
    ).toBeVisible();
    override = (req) =>
      req.path === '/api/alloggiati/due/' ? { status: 200, body: [] } : undefined;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByText('Nessuna schedina da inviare nelle prossime 24 ore.'),
    ).toBeVisible();
    override = () => undefined;
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(await screen.findByRole('list', { name: 'Soggiorni in scadenza' })).toBeVisible();
  });

  it('tabs have their own URL; an unknown part goes to Scadenze', async () => {
    const { user } = open('nowhere');
    expect(await screen.findByRole('tab', { name: 'Scadenze' }, slow)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(window.location.pathname).toBe('/owners/stays/alloggiati/due');
    await user.click(screen.getByRole('tab', { name: 'File' }));
    expect(window.location.pathname).toBe('/owners/stays/alloggiati/file');
    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Scadenze' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Torna ai soggiorni' }));
    expect(window.location.pathname).toBe('/owners/stays');
  });
});

describe("Alloggiati Web: 'File del giorno'", () => {
  it("shows today's arrivals, which are in the file, and downloads it", async () => {
    const { user, container } = open('file');
    expect(
      await screen.findByText('3 schedine pronte su 2 soggiorni in arrivo.', {}, slow),
    ).toBeVisible();
    expect(
      screen.getByText(/una schedina caricata sul portale e inviata anche da qui/),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: /^Arrivi del giorno/ });
    expect(within(list).getByText('Nel file · 3 schedine')).toBeVisible();
    expect(within(list).getByText('Escluso')).toBeVisible();
    expect(within(list).getByText('Chiara Esposito: Manca la cittadinanza.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Scarica il file' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:test/1', download: `alloggiati-${today}.txt` }]),
    );
    const file = api.requests.find((req) => req.path === '/api/alloggiati/day/file/')!;
    expect(file.query.get('date')).toBe(today);

    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("one apartment's file; the server's reason when the file cannot be made", async () => {
    const { user } = open('file');
    await screen.findByText('3 schedine pronte su 2 soggiorni in arrivo.', {}, slow);
    await screen.findByRole('option', { name: 'Attico Trastevere' });
    await user.selectOptions(screen.getByLabelText('Struttura'), 'Attico Trastevere');
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    await waitFor(() =>
      expect(api.requests.at(-1)?.query.toString()).toBe(`date=${today}&apartment=2`),
    );
    // The fake answers every apartment alike; the file's reason comes out of the blob.
    override = (req) =>
      req.path === '/api/alloggiati/day/file/'
        ? { status: 400, body: { detail: 'Nessuna schedina da inviare per questo giorno.' } }
        : undefined;
    await user.click(await screen.findByRole('button', { name: 'Scarica il file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nessuna schedina da inviare per questo giorno.',
    );
    expect(saved).toEqual([]);
  });

  it('another day without arrivals says so', async () => {
    const { user } = open('file');
    await screen.findByText('3 schedine pronte su 2 soggiorni in arrivo.', {}, slow);
    const date = screen.getByLabelText(/Giorno d'arrivo/);
    await user.clear(date);
    await user.type(date, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(await screen.findByText('Nessun arrivo in questo giorno.')).toBeVisible();
    expect(api.requests.at(-1)?.query.toString()).toBe('date=2026-03-01');
    expect(screen.queryByRole('button', { name: 'Scarica il file' })).not.toBeInTheDocument();
  });
});
