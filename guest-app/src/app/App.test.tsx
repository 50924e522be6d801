import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { setUnauthorizedHandler } from '@soglia/api-client';
import type { LanguageCode } from '@soglia/api-client';
import AppDefault, { App } from './App';
import { PROFILE_ERROR_ALERT } from '../features/checkinProfile';
import {
  makeGuestProfile,
  makeGuidebook,
  startApiServer,
  type Reply,
} from '@soglia/api-client/testing';

const PROFILE_PATH = 'GET /api/checkin-profiles-guest/';
const ROOM_PATH = 'GET /api/guest-room/';
const GUIDEBOOK_PATH = 'GET /api/apartment-info/';

const renderApp = (
  props: {
    language?: LanguageCode;
    onLanguageChange?: (c: LanguageCode) => void;
    initialSection?: string;
  } = {},
) => render(<App {...props} />, { wrapper: SogliaThemeProvider });

let api: Awaited<ReturnType<typeof startApiServer>>;
let reply: () => Reply | Promise<Reply>;
let guidebook: (language: string | null) => Reply;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    [PROFILE_PATH]: () => reply(),
    [GUIDEBOOK_PATH]: (req) => guidebook(req.query.get('language')),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  reply = () => ({ status: 200, body: [makeGuestProfile()] });
  guidebook = () => ({ status: 200, body: [] });
  api.requests.length = 0;
  document.cookie = 'language=; Max-Age=0; Path=/';
});

describe('guest App (remote entry)', () => {
  it('exports App as named and default export', () => {
    expect(AppDefault).toBe(App);
  });

  it('renders the stay card in the chosen language with dd/mm/yyyy and HH:MM', async () => {
    renderApp({ language: 'es', onLanguageChange: () => {} });
    const checkIn = await screen.findByRole('region', { name: 'Entrada' });
    expect(within(checkIn).getByText('Fecha')).toBeInTheDocument();
    expect(within(checkIn).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(checkIn).getByText('Hora')).toBeInTheDocument();
    expect(within(checkIn).getByText('15:00')).toBeInTheDocument();
    const checkOut = screen.getByRole('region', { name: 'Salida' });
    expect(within(checkOut).getByText('09/03/2026')).toBeInTheDocument();
    expect(within(checkOut).getByText('10:30')).toBeInTheDocument();
    expect(screen.getByText('Tu estancia')).toBeInTheDocument();
  });

  it('shows the header: apartment name, language button, guest name', async () => {
    renderApp({ language: 'en', onLanguageChange: () => {} });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casa Soglia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change language: EN' })).toBeInTheDocument();
    expect(screen.getByText('Giulia')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Check-in' })).toHaveTextContent('Date05/03/2026');
  });

  it('standalone: picking a language in the modal re-renders in that language', async () => {
    const user = userEvent.setup();
    renderApp();
    // No prop and no cookie: Italian.
    expect(await screen.findByRole('region', { name: 'Check-in' })).toHaveTextContent('Data');
    await user.click(screen.getByRole('button', { name: 'Cambia lingua: IT' }));
    const dialog = screen.getByRole('dialog', { name: 'Scegli la lingua' });
    for (const label of ['Italiano', 'English', 'Español', 'Français', 'Deutsch']) {
      expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(within(dialog).getAllByRole('button', { name: 'Chiudi' }).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('region', { name: 'Anreise' })).toHaveTextContent('Datum');
    expect(screen.getByRole('region', { name: 'Abreise' })).toHaveTextContent('Uhrzeit10:30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The profile is not fetched again on a language change (the room data is).
    expect(api.calls().filter((call) => call === PROFILE_PATH)).toEqual([PROFILE_PATH]);
  });

  it('inside the shell: reports the pick and follows the language prop', async () => {
    const user = userEvent.setup();
    const onLanguageChange = jest.fn();
    const { rerender } = renderApp({ language: 'en', onLanguageChange });
    await screen.findByRole('region', { name: 'Check-in' });
    await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(onLanguageChange).toHaveBeenCalledWith('fr');
    rerender(<App language="fr" onLanguageChange={onLanguageChange} />);
    expect(await screen.findByRole('region', { name: 'Arrivée' })).toHaveTextContent('Heure15:00');
  });

  it('shows a spinner with a loading message while the profile loads', async () => {
    // Every profile read waits until released (a late read of an earlier test included, so the
    // release always reaches this screen's own); reads after it are answered at once.
    const held: ((r: Reply) => void)[] = [];
    reply = () => new Promise((resolve) => held.push(resolve));
    renderApp({ language: 'it', onLanguageChange: () => {} });
    expect(await screen.findByText('Caricamento del tuo soggiorno…')).toBeInTheDocument();
    await waitFor(() => expect(api.calls().length).toBeGreaterThanOrEqual(1));
    const answer: Reply = { status: 200, body: [makeGuestProfile()] };
    reply = () => answer;
    for (const release of held) release(answer);
    expect(await screen.findByRole('region', { name: 'Check-in' })).toBeInTheDocument();
    expect(screen.queryByText('Caricamento del tuo soggiorno…')).not.toBeInTheDocument();
  });

  it('on a profile failure alerts the exact text of docs/product.md and offers a retry', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      reply = () => ({ status: 500, body: { detail: 'Boom.' } });
      const user = userEvent.setup();
      renderApp({ language: 'en', onLanguageChange: () => {} });
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your stay.');
      expect(alert).toHaveBeenCalledTimes(1);
      expect(alert).toHaveBeenCalledWith(PROFILE_ERROR_ALERT);
      expect(PROFILE_ERROR_ALERT).toBe('Errore durante il recupero dei dati del profilo.');

      reply = () => ({ status: 200, body: [makeGuestProfile()] });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('region', { name: 'Check-in' })).toBeInTheDocument();
      expect(api.calls().filter((call) => call === PROFILE_PATH)).toEqual([
        PROFILE_PATH,
        PROFILE_PATH,
      ]);
    } finally {
      alert.mockRestore();
      consoleError.mockRestore();
    }
  });

  it('says so when the account has no profile', async () => {
    reply = () => ({ status: 200, body: [] });
    renderApp({ language: 'en', onLanguageChange: () => {} });
    expect(await screen.findByText('No stay was found for this account.')).toBeInTheDocument();
  });

  it('has six translated navigation buttons; contacts shows phone, WhatsApp, email and maps links', async () => {
    const user = userEvent.setup();
    renderApp({ language: 'it', onLanguageChange: () => {} });
    await screen.findByRole('region', { name: 'Check-in' });
    const nav = screen.getByRole('navigation', { name: 'Sezioni del soggiorno' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Chiavi e check-in',
      'Informazioni generali',
      'Parcheggio',
      'Ristoranti',
      'Appartamento e camera',
      'Contatti',
    ]);

    await user.click(within(nav).getByRole('button', { name: 'Parcheggio' }));
    expect(
      await screen.findByText('Nessuna informazione sul parcheggio disponibile.'),
    ).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Appartamento e camera' }));
    expect(await screen.findByText('IT058091C2ABCDEF12')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Contatti' }));
    expect(await screen.findByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    expect(screen.getByRole('link', { name: 'Chatta su WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/393331234567',
    );
    expect(screen.getByRole('link', { name: 'host@example.com' })).toHaveAttribute(
      'href',
      'mailto:host@example.com',
    );
    expect(screen.getByRole('link', { name: 'Apri in Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Via%20della%20Lungaretta%2012%2C%2000153%20Roma',
    );
  });

  it('contacts shows only what the profile has', async () => {
    reply = () => ({ status: 200, body: [makeGuestProfile({ phone: '', address: '' })] });
    const user = userEvent.setup();
    renderApp({ language: 'en', onLanguageChange: () => {} });
    await screen.findByRole('region', { name: 'Check-in' });
    await user.click(screen.getByRole('button', { name: 'Contacts' }));
    expect(await screen.findByRole('link', { name: 'host@example.com' })).toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Maps' })).not.toBeInTheDocument();
  });

  it('contacts without any detail says so, in German', async () => {
    reply = () => ({
      status: 200,
      body: [makeGuestProfile({ phone: '', email: '', address: '' })],
    });
    renderApp({ language: 'de', onLanguageChange: () => {}, initialSection: 'contacts' });
    expect(await screen.findByText('Keine Kontaktdaten verfügbar.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('guest App: the guidebook', () => {
  it('is asked once per language: moving between sections asks nothing more', async () => {
    guidebook = (language) => ({
      status: 200,
      body: makeGuidebook(language === 'de' ? 'de' : 'it'),
    });
    // The keys section also asks for the room; only the profile and the guidebook matter here.
    const asked = () => api.calls().filter((call) => call !== ROOM_PATH);
    const guidebookLanguages = () =>
      api.requests
        .filter((request) => `${request.method} ${request.path}` === GUIDEBOOK_PATH)
        .map((request) => request.query.get('language'));
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('region', { name: 'Check-in' });
    expect(asked()).toEqual([PROFILE_PATH]);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del soggiorno' });

    await user.click(within(nav).getByRole('button', { name: 'Informazioni generali' }));
    expect(await screen.findByRole('region', { name: 'Servizi' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Ristoranti' }));
    expect(await screen.findByRole('article', { name: 'Trattoria Da Enzo' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Parcheggio' }));
    expect(await screen.findByRole('article', { name: 'Parcheggio Gianicolo' })).toBeVisible();
    await user.click(within(nav).getByRole('button', { name: 'Appartamento e camera' }));
    const room = await screen.findByRole('region', { name: 'Informazioni sulla camera' });
    expect(
      within(room)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(within(room).getByRole('article', { name: 'Cassaforte' })).toBeInTheDocument();
    expect(asked()).toEqual([PROFILE_PATH, GUIDEBOOK_PATH]);
    expect(guidebookLanguages()).toEqual(['it']);

    // A language change from the header asks again, in German, and shows the host's German.
    await user.click(screen.getByRole('button', { name: 'Cambia lingua: IT' }));
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('region', { name: 'Informationen zum Zimmer' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Allgemeine Informationen' }));
    expect(await screen.findByRole('article', { name: 'WLAN und Mülltrennung' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sehenswürdigkeiten' })).toHaveTextContent(
      'Santa Maria in Trastevere',
    );
    expect(asked()).toEqual([PROFILE_PATH, GUIDEBOOK_PATH, GUIDEBOOK_PATH]);
    expect(guidebookLanguages()).toEqual(['it', 'de']);

    // Back to Italian: that language was already received.
    await user.click(screen.getByRole('button', { name: 'Sprache ändern: DE' }));
    await user.click(screen.getByRole('button', { name: 'Italiano' }));
    expect(
      await screen.findByRole('article', { name: 'Wi-Fi e raccolta differenziata' }),
    ).toBeVisible();
    expect(asked()).toEqual([PROFILE_PATH, GUIDEBOOK_PATH, GUIDEBOOK_PATH]);
  });

  it('opens on a given section (stories, deep links) with its spinner first', async () => {
    guidebook = () => ({ status: 200, body: makeGuidebook() });
    renderApp({ language: 'en', onLanguageChange: () => {}, initialSection: 'restaurants' });
    expect(await screen.findByRole('region', { name: 'Where to Eat' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open in Maps' })).toHaveLength(1);
  });
});
