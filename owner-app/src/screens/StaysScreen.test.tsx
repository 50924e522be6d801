import { act, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type Stay } from '@soglia/api-client';
import { startApiServer, type ApiServer, type Reply } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { renderWithProviders } from '../testing/renderWithProviders';
import { makeWeekOfStays, MARCH_WEEK } from '../testing/stays';

// Forms typed key by key: slow when the whole suite shares two cores.
jest.setTimeout(20_000);

let api: ApiServer;
let answer: () => Reply | Promise<Reply>;
const queries: string[] = [];

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  // jsdom does not scroll; the list's virtualizer calls it when rows get measured.
  window.scrollTo = () => {};
  api = await startApiServer({
    'GET /api/owner-checkin-details/': () => answer(),
  });
});
afterAll(() => api.close());
// The Alloggiati Web badges and panel ask for their own data (tested in the Alloggiati tests).
const staysCalls = () => api.calls().filter((call) => !call.includes('/api/alloggiati/'));
beforeEach(() => {
  api.requests.length = 0;
  queries.length = 0;
  answer = () => ({ status: 200, body: makeWeekOfStays() });
});

const march = `/stays?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`;
const results = () => screen.getByRole('list', { name: 'Soggiorni trovati' });

describe('Soggiorni', () => {
  it('shows the stays of the range in the URL as cards with dd/mm/yyyy dates, type and count', async () => {
    renderWithProviders(<OwnerDashboard />, { route: march });
    expect(await screen.findByText('Caricamento dei soggiorni…')).toBeInTheDocument();
    expect(await screen.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026')).toBeVisible();
    const cards = within(results()).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Giulia Rossi' })).toBeInTheDocument();
    expect(first.getByText('Casa Soglia')).toBeInTheDocument();
    expect(first.getByText('05/03/2026')).toBeInTheDocument();
    expect(first.getByText('09/03/2026')).toBeInTheDocument();
    expect(first.getByText('Famiglia')).toBeInTheDocument();
    expect(first.getByText('3 ospiti')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Ospite singolo')).toBeInTheDocument();
    expect(within(cards[1]).getByText('1 ospite')).toBeInTheDocument();
    expect(screen.getByLabelText('Dal')).toHaveValue(MARCH_WEEK.from);
    expect(screen.getByLabelText('Al')).toHaveValue(MARCH_WEEK.to);
    expect(staysCalls()).toEqual(['GET /api/owner-checkin-details/']);
  });

  it("without a range searches today's stays, Dal and Al default to today", async () => {
    answer = () => ({ status: 200, body: [] });
    renderWithProviders(<OwnerDashboard />, { route: '/stays' });
    expect(await screen.findByText('Nessun soggiorno in questo periodo.')).toBeVisible();
    const today = new Date();
    const iso = [
      today.getFullYear(),
      String(today.getMonth() + 1).padStart(2, '0'),
      String(today.getDate()).padStart(2, '0'),
    ].join('-');
    expect(screen.getByLabelText('Dal')).toHaveValue(iso);
    expect(screen.getByLabelText('Al')).toHaveValue(iso);
  });

  it('Cerca puts the new range in the URL and loads it; back returns to the previous one', async () => {
    const { user } = renderWithProviders(<OwnerDashboard />, { route: march });
    await screen.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026');
    answer = () => ({ status: 200, body: [makeWeekOfStays()[2]] });
    const from = screen.getByLabelText('Dal');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('1 soggiorno dal 10/03/2026 al 15/03/2026')).toBeVisible();
    expect(window.location.search).toBe('?from=2026-03-10&to=2026-03-15');
    expect(window.location.pathname).toBe('/owners/stays');

    answer = () => ({ status: 200, body: makeWeekOfStays() });
    act(() => window.history.back());
    expect(await screen.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Dal')).toHaveValue(MARCH_WEEK.from));
  });

  it('both dates are required and Al cannot precede Dal: nothing is asked of the API', async () => {
    const { user } = renderWithProviders(<OwnerDashboard />, { route: march });
    await screen.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026');
    api.requests.length = 0;
    await user.clear(screen.getByLabelText('Dal'));
    await user.clear(screen.getByLabelText('Al'));
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Indica la data di inizio.')).toBeVisible();
    expect(screen.getByText('Indica la data di fine.')).toBeVisible();
    await user.type(screen.getByLabelText('Dal'), '2026-03-20');
    await user.type(screen.getByLabelText('Al'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(
      await screen.findByText('La data di fine non può precedere la data di inizio.'),
    ).toBeVisible();
    expect(staysCalls()).toEqual([]);
    expect(window.location.search).toBe(`?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`);
  });

  it('a failed search says so and Riprova asks again', async () => {
    answer = () => ({ status: 503, body: { detail: 'Database unavailable.' } });
    const { user } = renderWithProviders(<OwnerDashboard />, { route: march });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i soggiorni.');
    answer = () => ({ status: 200, body: makeWeekOfStays() });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026')).toBeVisible();
  });

  it('a card opens the stay at its own URL, keeping the range', async () => {
    const { user } = renderWithProviders(<OwnerDashboard />, { route: march });
    await user.click(await screen.findByRole('button', { name: /Luca Bianchi/ }));
    expect(window.location.pathname).toBe('/owners/stays/31');
    expect(window.location.search).toBe(`?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Luca Bianchi' }),
    ).toBeInTheDocument();
    expect(staysCalls()).toEqual(['GET /api/owner-checkin-details/']);
  });

  it('with hundreds of stays renders only the rows near the window', async () => {
    const many: Stay[] = Array.from({ length: 500 }, (_, i) => ({
      ...makeWeekOfStays()[2],
      id: 1000 + i,
      surname: `Ospite${String(i).padStart(3, '0')}`,
    }));
    answer = () => ({ status: 200, body: many });
    // jsdom has no layout: give every element the height a stay card row has in a browser.
    const rect = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    try {
      renderWithProviders(<OwnerDashboard />, { route: march });
      expect(await screen.findByText('500 soggiorni dal 02/03/2026 al 15/03/2026')).toBeVisible();
      const shown = within(results()).getAllByRole('listitem');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(50);
      expect(shown[0]).toHaveAttribute('aria-setsize', '500');
      expect(shown[0]).toHaveAttribute('aria-posinset', '1');
    } finally {
      rect.mockRestore();
    }
  });
});
