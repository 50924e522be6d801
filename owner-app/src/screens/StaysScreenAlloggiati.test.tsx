import { configure, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setUnauthorizedHandler, type Stay } from '@soglia/api-client';
import { startApiServer, type ApiServer, type Reply } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { alloggiatiApi, delegateTo } from '../testing/alloggiatiApi';
import { alloggiatiSettings, staysInEveryState } from '../testing/alloggiatiFixtures';
import { renderWithProviders } from '../testing/renderWithProviders';

jest.setTimeout(20_000);

let api: ApiServer;
let fake: ReturnType<typeof alloggiatiApi>;
let failList = false;
let stays: Stay[];

beforeAll(async () => {
  // Answers can take a few seconds when the whole suite shares two cores.
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  api = await startApiServer(delegateTo(() => fake.routes));
});
afterAll(() => api.close());
beforeEach(() => {
  failList = false;
  const every = staysInEveryState(Date.now());
  stays = every.stays;
  fake = alloggiatiApi(
    { stays: every.statuses, settings: alloggiatiSettings(), receipts: [] },
    (req): Reply | undefined =>
      failList && req.path === '/api/alloggiati/stays/'
        ? { status: 502, body: { detail: 'Servizio non raggiungibile.' } }
        : undefined,
    { 'GET /api/owner-checkin-details/': () => ({ status: 200, body: stays }) },
  );
  api.requests.length = 0;
});

// The first render loads the lazy Soggiorni screen: slow when two cores are busy.
const slow = { timeout: 10_000 };
const wide = '/stays?from=2000-01-01&to=2100-01-01';
const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Soggiorni trovati' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }))!;

describe('Soggiorni with Alloggiati Web', () => {
  it('shows every stay with its Alloggiati state; deadlines under 2 hours are red', async () => {
    const { container } = renderWithProviders(<OwnerDashboard />, { route: wide });
    expect(await screen.findByText('Da inviare · entro 5 h 20 min', {}, slow)).toBeVisible();
    // The badge follows its 'Alloggiati Web' label on the card.
    const badge = (name: string) =>
      within(card(name)).getByText('Alloggiati Web').nextElementSibling as HTMLElement;
    expect(badge('Giulia Rossi')).toHaveAttribute('data-tone', 'warning');
    expect(badge('Marco Ferri')).toHaveTextContent('Da inviare · entro 1 h 10 min');
    expect(badge('Marco Ferri')).toHaveAttribute('data-tone', 'danger');
    expect(badge('Chiara Esposito')).toHaveTextContent('Dati incompleti · entro 3 h');
    expect(badge('Luca Bianchi')).toHaveTextContent('Rifiutata · in ritardo di 2 h');
    expect(badge('Anna Greco')).toHaveTextContent('Esito incerto · entro 9 h');
    expect(badge('Paolo Conti')).toHaveTextContent(/^Inviata il \d\d\/\d\d\/\d{4} alle \d\d:\d\d$/);
    expect(badge('Paolo Conti')).toHaveAttribute('data-tone', 'success');
    expect(badge('Elena Marino')).toHaveTextContent('Non ancora dovuta');
    expect(badge('Franco Gallo')).toHaveTextContent('Scaduta');
    expect(within(card('Giulia Rossi')).getByText('Alloggiati Web')).toBeVisible();

    // The same Dal / Al range as the stays.
    const list = api.requests.find((req) => req.path === '/api/alloggiati/stays/')!;
    expect(list.query.get('start_date')).toBe('2000-01-01');
    expect(list.query.get('end_date')).toBe('2100-01-01');

    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('when the states cannot be loaded the stays still show, with a note and Riprova', async () => {
    failList = true;
    const { user } = renderWithProviders(<OwnerDashboard />, { route: wide });
    expect(
      await screen.findByText('Stato Alloggiati Web non disponibile.', {}, slow),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Giulia Rossi' })).toBeVisible();
    expect(screen.queryByText(/^Da inviare/)).not.toBeInTheDocument();
    failList = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Da inviare · entro 5 h 20 min', {}, slow)).toBeVisible();
    expect(screen.queryByText('Stato Alloggiati Web non disponibile.')).not.toBeInTheDocument();
  });

  it("the header's Alloggiati Web button opens the page on 'Scadenze'", async () => {
    const { user } = renderWithProviders(<OwnerDashboard />, { route: wide });
    await screen.findByText('Da inviare · entro 5 h 20 min', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Alloggiati Web' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alloggiati Web' })).toBeVisible();
    expect(window.location.pathname).toBe('/owners/stays/alloggiati/due');
    expect(screen.getByRole('tab', { name: 'Scadenze' })).toHaveAttribute('aria-selected', 'true');
    // Soggiorni stays the active section.
    expect(screen.getByRole('main', { name: 'Soggiorni' })).toBeInTheDocument();
  });
});
