import { screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import {
  detailBody,
  makeGuestRoom,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DoorsPanel } from './DoorsPanel';

const STAY = {
  check_in_date: '2026-03-05',
  check_in_time: '15:00:00',
  check_out_date: '2026-03-09',
  check_out_time: '10:30:00',
  phone: '+39 333 123 4567',
};

let api: ApiServer;
let room: () => Reply;
let cpc: () => Reply;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/guest-room/': () => room(),
    'POST /api/check-cpc/': () => cpc(),
  });
});
afterAll(() => api.close());
afterEach(() => consoleError.mockRestore());
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  api.requests.length = 0;
  room = () => ({ status: 200, body: [makeGuestRoom()] });
  cpc = () => ({ status: 200, body: { detail: 'Door opened.', door_id: 20, open_seconds: 3 } });
});

describe('DoorsPanel', () => {
  it('lists what is missing, in Italian and in German', async () => {
    room = () => ({
      status: 200,
      body: {
        missing_requirements: [
          { code: 'document_photo', count: 2 },
          { code: 'registration_form', count: 1 },
          { code: 'billing_info', count: 1 },
        ],
      },
    });
    const { unmount } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />);
    expect(await screen.findByText('Manca ancora:')).toBeInTheDocument();
    expect(screen.getByText('le foto dei documenti di 2 ospiti')).toBeInTheDocument();
    expect(screen.getByText('il modulo di registrazione di 1 ospite')).toBeInTheDocument();
    expect(screen.getByText('i dati di fatturazione')).toBeInTheDocument();
    unmount();
    renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, { language: 'de' });
    expect(await screen.findByText('die Ausweisfotos von 2 Gästen')).toBeInTheDocument();
    expect(api.requests.map((r) => r.query.get('language'))).toEqual(['it', 'de']);
  });

  it('says the host must identify the guests, alone or after what check-in misses', async () => {
    room = () => ({
      status: 200,
      body: { missing_requirements: [{ code: 'identification', count: 1 }] },
    });
    const { unmount } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, {
      language: 'en',
    });
    expect(
      await screen.findByText(
        'Your host must identify you before the doors open: in person, or by a video call at the door.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Still missing:')).not.toBeInTheDocument();
    unmount();
    room = () => ({
      status: 200,
      body: {
        missing_requirements: [
          { code: 'billing_info', count: 1 },
          { code: 'identification', count: 1 },
        ],
      },
    });
    renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />);
    expect(await screen.findByText('i dati di fatturazione')).toBeInTheDocument();
    expect(
      screen.getByText(
        'L’host deve identificarti prima che le porte si aprano: di persona o con una videochiamata alla porta.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server text when access is not open yet', async () => {
    room = () => ({ status: 200, body: { detail: 'Access to the doors opens on 2026-03-05.' } });
    renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, { language: 'en' });
    expect(await screen.findByText('Access to the doors opens on 2026-03-05.')).toBeInTheDocument();
  });

  it('says so on a failure and loads again on retry', async () => {
    room = () => ({ status: 500, body: detailBody('server_error', 'A server error occurred.') });
    const { user } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, {
      language: 'en',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error retrieving room data.');
    room = () => ({ status: 200, body: [makeGuestRoom()] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Camera Blu' })).toBeInTheDocument();
  });

  it('shows the room, numbered door selectors by priority and the access code', async () => {
    const [shelly, code] = makeGuestRoom().doors;
    room = () => ({
      status: 200,
      body: [
        makeGuestRoom({
          doors: [
            { ...code, priority: 2 },
            { ...shelly, priority: 1 },
          ],
        }),
      ],
    });
    renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Camera Blu' })).toBeInTheDocument();
    expect(screen.getByText('Doors')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Doors' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Door 1: Portone', 'Door 2: Porta appartamento']);
    expect(within(nav).getByRole('button', { name: 'Door 1: Portone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'guest-door-20-name',
      'guest-door-21-name',
    ]);
    const codeDoor = screen.getByRole('article', { name: 'Porta appartamento' });
    expect(within(codeDoor).getByText('1357#')).toBeInTheDocument();
    expect(
      within(codeDoor).getByText('Digita il codice sul tastierino della porta.'),
    ).toBeInTheDocument();
  });

  it('opens a shelly door: OPENED!, the CPC cleared; a wrong CPC shows the warning card', async () => {
    const { user } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, {
      language: 'en',
    });
    const door = await screen.findByRole('article', { name: 'Portone' });
    const input = within(door).getByRole('textbox', { name: 'Check-position code (CPC)' });
    await user.type(input, '2468');
    await user.click(within(door).getByRole('button', { name: 'Open' }));
    expect(await within(door).findByText('OPENED!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const sent = api.requests.find((r) => r.path === '/api/check-cpc/');
    expect(JSON.parse(sent!.body)).toEqual({ door_id: 20, cpc: '2468' });

    cpc = () => ({ status: 400, body: detailBody('wrong_cpc', 'Invalid CPC.') });
    await user.type(input, '0000');
    await user.click(within(door).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'WARNING! Check the CPC or contact the host.',
    );
    expect(input).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('an offline lock gives a clear message in the guest language', async () => {
    cpc = () => ({
      status: 503,
      body: detailBody('door_offline', 'The door lock is offline. Please contact the host.'),
    });
    const { user } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, {
      language: 'fr',
    });
    const door = await screen.findByRole('article', { name: 'Portone' });
    await user.type(within(door).getByRole('textbox', { name: /CPC/ }), '2468');
    await user.click(within(door).getByRole('button', { name: 'Ouvrir' }));
    expect(await within(door).findByRole('alert')).toHaveTextContent(
      'La serrure de la porte ne répond pas pour le moment.',
    );
  });

  it('says the door is already being opened, not that the CPC was wrong', async () => {
    cpc = () => ({
      status: 429,
      headers: { 'retry-after': '2' },
      body: detailBody(
        'opening_in_progress',
        'This door is already being opened. Wait a moment before trying again.',
      ),
    });
    const { user } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, {
      language: 'es',
    });
    const door = await screen.findByRole('article', { name: 'Portone' });
    await user.type(within(door).getByRole('textbox', { name: /CPC/ }), '2468');
    await user.click(within(door).getByRole('button', { name: 'Abrir' }));
    const alert = await within(door).findByRole('alert');
    expect(alert).toHaveTextContent('Esta puerta ya se está abriendo. Espera un momento.');
    expect(alert).not.toHaveTextContent('Demasiados intentos');
  });

  it('says how long a stay locked out by wrong CPCs waits, from Retry-After', async () => {
    cpc = () => ({
      status: 429,
      headers: { 'retry-after': '840' },
      body: detailBody('cpc_locked_out', 'Too many wrong CPC attempts. Try again in 15 minutes.'),
    });
    const { user } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, {
      language: 'it',
    });
    const door = await screen.findByRole('article', { name: 'Portone' });
    await user.type(within(door).getByRole('textbox', { name: /CPC/ }), '2468');
    await user.click(within(door).getByRole('button', { name: 'Apri' }));
    expect(await within(door).findByRole('alert')).toHaveTextContent(
      'Troppi tentativi errati. Riprova tra 14 minuti.',
    );
  });

  it('asks for the room again when refreshKey changes', async () => {
    const { rerender } = renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />);
    await screen.findByRole('heading', { name: 'Camera Blu' });
    rerender(<DoorsPanel profile={STAY} refreshKey={1} />);
    await waitFor(() =>
      expect(api.calls()).toEqual(['GET /api/guest-room/', 'GET /api/guest-room/']),
    );
  });
});
