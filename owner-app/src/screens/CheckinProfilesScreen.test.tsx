import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type CheckinProfile } from '@soglia/api-client';
import {
  makeApartment,
  makeProfile,
  makeRoom,
  startApiServer,
  type ApiRequest,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { todayIso } from '../features/checkinProfiles/format';
import { renderWithProviders } from '../testing/renderWithProviders';
import { CheckinProfilesScreen } from './CheckinProfilesScreen';

// Accessi against a scripted API: today's view, the search in the URL, the cards, sharing.

const giulia = makeProfile();
const marco = makeProfile({
  id: 31,
  name: 'Marco',
  surname: 'Bianchi',
  username: 'marco.bianchi',
  psw: 'HT4W9ZRE',
  apartment_name: 'Loft Trastevere',
  room_name: '',
  room: null,
  guest_number: 1,
  check_in_date: '2026-03-07',
  check_out_date: '2026-03-10',
  check_in_time: '16:30:00',
  check_out_time: '11:00:00',
});

let api: ApiServer;
let listReply: (req: ApiRequest) => Reply | Promise<Reply>;
const searches = () =>
  api.requests
    .filter((r) => r.path === '/api/checkin-profiles/')
    .map((r) => Object.fromEntries(r.query));

beforeAll(async () => {
  // A busy two-core machine can take over a second to answer and render a step.
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/checkin-profiles/': (req) => listReply(req),
    'GET /api/apartments/': { status: 200, body: [makeApartment()] },
    'GET /api/rooms/': { status: 200, body: [makeRoom()] },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  listReply = (req) => ({
    status: 200,
    body: req.query.size === 0 ? { currents: [giulia] } : { search_results: [marco] },
  });
});

const renderAt = (route = '/checkins') => renderWithProviders(<CheckinProfilesScreen />, { route });
const card = (guest: string) => screen.getByRole('article', { name: guest });
const searchForm = () => screen.getByRole('search', { name: 'Cerca check-in' });

describe('Accessi', () => {
  it("shows today's stays as cards with everything the host hands over", async () => {
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei check-in…');
    const giuliaCard = await screen.findByRole('article', { name: 'Giulia Rossi' });
    expect(
      screen.getByRole('heading', { name: 'Soggiorni in corso e arrivi di oggi' }),
    ).toBeInTheDocument();
    const inCard = within(giuliaCard);
    expect(inCard.getByRole('heading', { name: 'Giulia Rossi' })).toBeInTheDocument();
    expect(inCard.getByText('Casa Soglia · Camera Blu')).toBeInTheDocument();
    expect(inCard.getByText('05/03/2026 · 15:00')).toBeInTheDocument();
    expect(inCard.getByText('09/03/2026 · 10:30')).toBeInTheDocument();
    expect(inCard.getByText('2')).toBeInTheDocument();
    expect(inCard.getByText('giulia.rossi')).toBeInTheDocument();
    expect(inCard.getByText('K7MPX2QA')).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Modifica Giulia Rossi' })).toBeInTheDocument();
    expect(screen.getByText('1 check-in')).toBeInTheDocument();
    expect(searches()).toEqual([{}]);
  });

  it('searches by name, surname and date; the URL keeps the search', async () => {
    const { user } = renderAt();
    await screen.findByRole('article', { name: 'Giulia Rossi' });
    await user.type(within(searchForm()).getByLabelText('Nome'), 'Marco');
    await user.type(within(searchForm()).getByLabelText('Cognome'), ' bian ');
    await user.type(within(searchForm()).getByLabelText('Data di check-in'), '2026-03-07');
    await user.click(within(searchForm()).getByRole('button', { name: 'Cerca' }));

    const found = await screen.findByRole('article', { name: 'Marco Bianchi' });
    expect(window.location.pathname).toBe('/owners/checkins');
    expect(window.location.search).toBe('?name=Marco&surname=bian&date=2026-03-07');
    expect(searches().at(-1)).toEqual({
      name: 'Marco',
      surname: 'bian',
      check_in_date: '2026-03-07',
    });
    expect(screen.getByRole('heading', { name: 'Risultati della ricerca' })).toBeInTheDocument();
    expect(within(found).getByText('Loft Trastevere · Nessuna camera')).toBeInTheDocument();
    expect(within(found).getByText('07/03/2026 · 16:30')).toBeInTheDocument();
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Giulia Rossi' })).not.toBeInTheDocument();

    // Reimposta: back to today's view, without criteria.
    await user.click(within(searchForm()).getByRole('button', { name: 'Reimposta' }));
    await screen.findByRole('article', { name: 'Giulia Rossi' });
    expect(window.location.search).toBe('');
    expect(searches().at(-1)).toEqual({});
    expect(within(searchForm()).getByLabelText('Cognome')).toHaveValue('');
  });

  it('three empty criteria are today’s view; Cerca again repeats the search', async () => {
    const { user } = renderAt('/checkins?surname=bian');
    await screen.findByRole('article', { name: 'Marco Bianchi' });
    expect(within(searchForm()).getByLabelText('Cognome')).toHaveValue('bian');
    await user.click(within(searchForm()).getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual({ surname: 'bian' });
    await user.clear(within(searchForm()).getByLabelText('Cognome'));
    await user.click(within(searchForm()).getByRole('button', { name: 'Cerca' }));
    await screen.findByRole('article', { name: 'Giulia Rossi' });
    expect(searches().at(-1)).toEqual({});
  });

  it("opens a bookmarked search and follows back / forward; 'Today' shows for today", async () => {
    const today = todayIso();
    const { user } = renderAt(`/checkins?date=${today}`);
    await screen.findByRole('article', { name: 'Marco Bianchi' });
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(within(searchForm()).getByLabelText('Data di check-in')).toHaveValue(today);
    expect(searches()).toEqual([{ check_in_date: today }]);

    await user.clear(within(searchForm()).getByLabelText('Data di check-in'));
    await user.type(within(searchForm()).getByLabelText('Nome'), 'Giulia');
    await user.click(within(searchForm()).getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(window.location.search).toBe('?name=Giulia'));
    expect(screen.queryByText('Today')).not.toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText('Today')).toBeInTheDocument());
    expect(within(searchForm()).getByLabelText('Data di check-in')).toHaveValue(today);
    expect(within(searchForm()).getByLabelText('Nome')).toHaveValue('');
    await waitFor(() => expect(searches().at(-1)).toEqual({ check_in_date: today }));
  });

  it('says when nothing matches, and when nobody is in or arriving today', async () => {
    listReply = (req) => ({
      status: 200,
      body: req.query.size === 0 ? { currents: [] } : { search_results: [] },
    });
    const { unmount } = renderAt('/checkins?surname=nessuno');
    expect(
      await screen.findByText('Nessun check-in corrisponde alla ricerca.'),
    ).toBeInTheDocument();
    unmount();
    renderAt();
    expect(
      await screen.findByText('Nessun soggiorno in corso e nessun arrivo oggi.'),
    ).toBeInTheDocument();
  });

  it('a failed load says so and Riprova tries again', async () => {
    listReply = () => ({ status: 503, body: { detail: 'Database unavailable.' } });
    const { user } = renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i check-in.');
    listReply = () => ({ status: 200, body: { currents: [giulia] } });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Giulia Rossi' })).toBeInTheDocument();
  });

  it('tells the host when a search reached the 200-result cap', async () => {
    const many: CheckinProfile[] = Array.from({ length: 200 }, (_, i) =>
      makeProfile({ id: 1000 + i, name: 'Anna', surname: `Grandi ${i}`, username: `a${i}` }),
    );
    listReply = () => ({ status: 200, body: { search_results: many } });
    renderAt('/checkins?surname=grandi');
    expect(
      await screen.findByText('Sono mostrati i 200 risultati più recenti: restringi la ricerca.'),
    ).toBeInTheDocument();
    expect(screen.getByText('200 check-in')).toBeInTheDocument();
    // jsdom has no IntersectionObserver: everything renders at once.
    expect(screen.getAllByRole('article')).toHaveLength(200);
  });

  it('a search typed while another is on its way wins', async () => {
    let answerSlow: () => void = () => {};
    listReply = (req) =>
      req.query.get('surname') === 'lento'
        ? new Promise<Reply>((resolve) => {
            answerSlow = () => resolve({ status: 200, body: { search_results: [giulia] } });
          })
        : { status: 200, body: { search_results: [marco] } };
    const { user } = renderAt('/checkins?surname=lento');
    await waitFor(() => expect(searches()).toHaveLength(1));
    await user.clear(within(searchForm()).getByLabelText('Cognome'));
    await user.type(within(searchForm()).getByLabelText('Cognome'), 'bianchi');
    await user.click(within(searchForm()).getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByRole('article', { name: 'Marco Bianchi' })).toBeInTheDocument();
    answerSlow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article', { name: 'Giulia Rossi' })).not.toBeInTheDocument();
    expect(card('Marco Bianchi')).toBeInTheDocument();
  });
});

describe('sharing credentials', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('puts the Italian and English message on the clipboard and says so', async () => {
    const { user } = renderAt();
    await screen.findByRole('article', { name: 'Giulia Rossi' });
    await user.click(
      screen.getByRole('button', { name: 'Condividi le credenziali di Giulia Rossi' }),
    );
    expect(
      await screen.findByText(
        "Messaggio con le credenziali copiato: incollalo nella chat con l'ospite.",
      ),
    ).toBeInTheDocument();
    const text = await navigator.clipboard.readText();
    expect(text).toContain(`Accedi qui: ${window.location.origin}/login`);
    expect(text).toContain('Utente: giulia.rossi');
    expect(text).toContain(`Log in here: ${window.location.origin}/login`);
    expect(text).toContain('Username: giulia.rossi');
    expect(text).toContain('Password: K7MPX2QA');
  });

  it("opens the phone's share sheet where the browser has one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderAt();
    await screen.findByRole('article', { name: 'Giulia Rossi' });
    await user.click(
      screen.getByRole('button', { name: 'Condividi le credenziali di Giulia Rossi' }),
    );
    expect(share).toHaveBeenCalledWith({
      title: 'Casa Soglia: check-in online',
      text: expect.stringContaining('Password: K7MPX2QA'),
    });
    expect(screen.queryByText(/copiato/)).not.toBeInTheDocument();
  });

  it('shows the message to copy by hand when the browser can neither share nor copy', async () => {
    const { user } = renderAt();
    await screen.findByRole('article', { name: 'Giulia Rossi' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(
      screen.getByRole('button', { name: 'Condividi le credenziali di Giulia Rossi' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Condividi le credenziali' });
    const message = within(dialog).getByLabelText<HTMLTextAreaElement>('Messaggio per l’ospite');
    expect(message.value).toContain('Utente: giulia.rossi');
    expect(message).toHaveAttribute('readonly');
    await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
