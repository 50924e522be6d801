import { configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { addDays, formatDay, formatInstant, todayInRome } from '../features/alloggiati/format';
import { alloggiatiApi, delegateTo, type AlloggiatiOverride } from '../testing/alloggiatiApi';
import { alloggiatiReceipts, alloggiatiSettings } from '../testing/alloggiatiFixtures';
import { renderWithProviders } from '../testing/renderWithProviders';

jest.setTimeout(20_000);

let api: ApiServer;
let fake: ReturnType<typeof alloggiatiApi>;
let override: AlloggiatiOverride;
const saved: { href: string; download: string }[] = [];
const blobs: Blob[] = [];
const yesterday = addDays(todayInRome(), -1);
const lastDay = addDays(yesterday, -1);
const dayBefore = addDays(lastDay, -1);

beforeAll(async () => {
  // Answers can take a few seconds when the whole suite shares two cores.
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
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
  fake = alloggiatiApi(
    {
      stays: [],
      settings: alloggiatiSettings(),
      receipts: alloggiatiReceipts(lastDay),
      serviceReceipts: {
        [yesterday]: [
          {
            id: 0,
            day: yesterday,
            account_user: 'RM012345',
            apartment: null,
            fetched_at: new Date().toISOString(),
            size: 45_000,
          },
        ],
      },
    },
    (req) => override(req),
  );
  api.requests.length = 0;
  saved.length = 0;
  blobs.length = 0;
});

const slow = { timeout: 10_000 };
const open = () => renderWithProviders(<OwnerDashboard />, { route: '/stays/alloggiati/receipts' });
const rows = () =>
  within(screen.getByRole('table', { name: 'Ricevute' }))
    .getAllByRole('row')
    .slice(1);

describe("Alloggiati Web: 'Ricevute'", () => {
  it('lists the receipts by day and account, and downloads a PDF with the blob call', async () => {
    const { user, container } = open();
    await screen.findByRole(
      'button',
      { name: `Scarica PDF della ricevuta del ${formatDay(lastDay)} (RM012345)` },
      slow,
    );
    // The last 30 days at first.
    const list = api.requests.find((req) => req.path === '/api/alloggiati/receipts/')!;
    expect(list.query.get('from')).toBe(addDays(todayInRome(), -30));
    expect(list.query.get('to')).toBe(todayInRome());
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Attico Trastevere'));
    // Newest day first.
    [lastDay, lastDay, dayBefore].forEach((day, index) =>
      expect(within(rows()[index]).getAllByRole('cell')[0]).toHaveTextContent(formatDay(day)),
    );
    expect(rows()[0]).toHaveTextContent('RM012345');
    expect(rows()[0]).toHaveTextContent('Account principale');
    const fetchedAt = formatInstant(`${yesterday}T04:10:00Z`);
    expect(rows()[0]).toHaveTextContent(`${fetchedAt.date} ${fetchedAt.time}`);
    expect(rows()[0]).toHaveTextContent('47 kB');

    await user.click(
      screen.getByRole('button', {
        name: `Scarica PDF della ricevuta del ${formatDay(lastDay)} (RM067890)`,
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:test/1', download: `ricevuta-alloggiati-${lastDay}-RM067890.pdf` },
      ]),
    );
    expect(blobs[0].type).toBe('application/pdf');
    expect(api.calls()).toContain('GET /api/alloggiati/receipts/8/pdf/');

    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('an empty period and a failed list say so', async () => {
    override = (req) =>
      req.path === '/api/alloggiati/receipts/' ? { status: 500, body: {} } : undefined;
    const { user } = open();
    expect(await screen.findByText('Impossibile caricare le ricevute.', {}, slow)).toBeVisible();
    override = () => undefined;
    const from = screen.getByLabelText('Dal');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    const to = screen.getByLabelText('Al');
    await user.clear(to);
    await user.type(to, '2025-01-31');
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(await screen.findByText('Nessuna ricevuta in questo periodo.')).toBeVisible();
    expect(api.requests.at(-1)?.query.toString()).toBe('from=2025-01-01&to=2025-01-31');
  });

  it("'Scarica dal servizio' fetches a past day; the server's refusal sits under the day", async () => {
    const { user } = open();
    await screen.findByRole('table', { name: 'Ricevute' }, slow);
    const day = screen.getByLabelText(/^Giorno/);
    expect(day).toHaveValue(yesterday);
    await user.click(screen.getByRole('button', { name: 'Scarica dal servizio' }));
    const [y, m, d] = yesterday.split('-');
    expect(await screen.findByText(`Scaricata la ricevuta del ${d}/${m}/${y}.`)).toBeVisible();
    expect(JSON.parse(api.requests.at(-1)!.body)).toEqual({ day: yesterday });
    expect(await screen.findByText(`${d}/${m}/${y}`)).toBeVisible();

    // The page checks the day first: never today or later.
    await user.clear(day);
    await user.type(day, todayInRome());
    await user.click(screen.getByRole('button', { name: 'Scarica dal servizio' }));
    expect(await screen.findByText('Scegli un giorno passato.')).toBeVisible();

    override = (req) =>
      req.path === '/api/alloggiati/receipts/fetch/'
        ? { status: 400, body: { detail: 'Il servizio conserva le ricevute solo per 30 giorni.' } }
        : undefined;
    await user.clear(day);
    await user.type(day, '2025-01-10');
    await user.click(screen.getByRole('button', { name: 'Scarica dal servizio' }));
    expect(
      await screen.findByText('Il servizio conserva le ricevute solo per 30 giorni.'),
    ).toBeVisible();
    expect(day).toHaveFocus();

    override = (req) =>
      req.path === '/api/alloggiati/receipts/fetch/'
        ? { status: 502, body: { detail: 'Il servizio Alloggiati Web non risponde.' } }
        : undefined;
    await user.click(screen.getByRole('button', { name: 'Scarica dal servizio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il servizio Alloggiati Web non risponde.',
    );
  });
});
