/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import { clearToken, setUnauthorizedHandler, storeToken, type GuestRoom } from '@soglia/api-client';
import { makeGuestDoor, startApiServer, type ApiServer } from '@soglia/api-client/testing';
import {
  startIdentificationServer,
  type CallStartReply,
  type IdentificationServer,
} from '../../../testing/identificationServer';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DoorsPanel } from '../DoorsPanel';

/**
 * The doors panel of a guest whose host must identify them, against a real HTTP server
 * (guest-room, ICE servers) and a real WebSocket server on the same origin (the call). The
 * camera is the browser's: getUserMedia gives a stand-in stream, or refuses.
 */

const STAY = {
  check_in_date: '2026-03-05',
  check_in_time: '15:00:00',
  check_out_date: '2026-03-09',
  check_out_time: '10:30:00',
  phone: '+39 333 123 4567',
};

const room: GuestRoom = {
  name: 'Camera Blu',
  doors: [
    makeGuestDoor({ id: 21, name: 'Porta appartamento', access_type: 'codice', priority: 2 }),
    makeGuestDoor({ id: 20, name: 'Portone', priority: 1, instructions: '' }),
    makeGuestDoor({
      id: 22,
      name: 'Cancello',
      access_type: 'solo istruzioni',
      priority: 3,
      instructions: 'Il cancello è sempre aperto di giorno.',
    }),
  ],
};
const pending = { missing_requirements: [{ code: 'identification', count: 1 }], room };

let api: ApiServer;
let socket: IdentificationServer;
let callStart: (cpc: string) => CallStartReply;
let userMedia: () => Promise<MediaStream>;
let stopped: string[];

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/guest-room/': () => ({ status: 200, body: pending }),
    'GET /api/identification/ice-servers/': {
      status: 200,
      body: { ice_servers: [], ttl_seconds: 3600 },
    },
  });
  socket = startIdentificationServer({
    server: api.server,
    token: 'guest-key',
    onCallStart: ({ cpc }) => callStart(cpc),
  });
});
afterAll(async () => {
  await socket.close();
  await api.close();
});

beforeEach(() => {
  storeToken('guest-key');
  socket.reset();
  api.requests.length = 0;
  stopped = [];
  callStart = (cpc) =>
    cpc === '2468' ? { call_id: 51 } : { error: { code: 'wrong_cpc', detail: 'Invalid CPC.' } };
  userMedia = async () => {
    const tracks = ['video', 'audio'].map((kind) => ({ kind, stop: () => stopped.push(kind) }));
    return {
      getTracks: () => tracks,
      getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    } as unknown as MediaStream;
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => userMedia() },
  });
});
afterEach(() => clearToken());

const render = (language: 'it' | 'en' | 'de' = 'en') =>
  renderWithProviders(<DoorsPanel profile={STAY} refreshKey={0} />, { language });

const form = () => screen.findByRole('form', { name: 'Identification at the door' });

describe('identification at the door', () => {
  it('lists the doors by name with no code or opener, instructions where they are the door', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Camera Blu' })).toBeInTheDocument();
    const names = screen
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(names).toEqual(['Portone', 'Porta appartamento', 'Cancello']);
    const gate = screen.getByRole('article', { name: 'Cancello' });
    expect(within(gate).getByText('Il cancello è sempre aperto di giorno.')).toBeInTheDocument();
    const main = screen.getByRole('article', { name: 'Portone' });
    expect(within(main).getByText('Opens once your host has identified you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    expect(screen.queryByText('Access code')).not.toBeInTheDocument();
    expect(
      screen.getByText('The call is live only: nothing of the video is recorded or stored.'),
    ).toBeInTheDocument();
    // The picker offers the doors with a posted code, by priority.
    const picker = within(await form()).getByRole('combobox', { name: 'The door you are at' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Portone', 'Porta appartamento']);
  });

  it('asks for the code first, then starts from the chosen door: waiting screen, Cancel', async () => {
    const { user } = render();
    const start = within(await form()).getByRole('button', { name: 'Start identification' });
    await user.click(start);
    expect(
      screen.getByRole('textbox', { name: 'Code posted at the door' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Enter the CPC first.'));
    await user.selectOptions(screen.getByRole('combobox'), 'Porta appartamento');
    await user.type(screen.getByRole('textbox', { name: 'Code posted at the door' }), '2468');
    await user.click(start);

    const waiting = await screen.findByRole('dialog', { name: 'Calling your host…' });
    expect(within(waiting).getByRole('timer')).toHaveTextContent(
      /^[12]:\d\d left for your host to answer$/,
    );
    expect(within(waiting).getByLabelText('Your camera')).toBeInTheDocument();
    expect(socket.sent('call.start')).toEqual([{ type: 'call.start', door_id: 21, cpc: '2468' }]);

    await user.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    expect(await socket.nextOf('call.end')).toMatchObject({ call_id: 51 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stopped.sort()).toEqual(['audio', 'video']);
  });

  it('a wrong code is said next to the field, and the field is emptied', async () => {
    const { user } = render();
    await form();
    const code = screen.getByRole('textbox', { name: 'Code posted at the door' });
    await user.type(code, '0000');
    await user.click(screen.getByRole('button', { name: 'Start identification' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('WARNING! Check the CPC or contact the host.'),
      ),
    );
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(stopped.sort()).toEqual(['audio', 'video']);
  });

  it('a lockout says how long to wait, in the guest’s language', async () => {
    callStart = () => ({
      error: {
        code: 'cpc_locked_out',
        detail: 'Too many wrong CPC attempts. Try again in 14 minutes.',
      },
    });
    const { user } = render('it');
    await screen.findByRole('form', { name: 'Identificazione alla porta' });
    const code = screen.getByRole('textbox', { name: 'Codice esposto alla porta' });
    await user.type(code, '1111');
    await user.click(screen.getByRole('button', { name: 'Avvia identificazione' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Troppi tentativi errati. Riprova tra 14 minuti.'),
      ),
    );
  });

  it.each([
    [
      'checkin_incomplete',
      'Complete the online check-in first: the call can start once it is done.',
    ],
    ['outside_stay', 'The video call can only start during your stay.'],
    ['server_error', 'The call could not start. Try again, or contact your host.'],
  ])('the refusal %s gives a clear message', async (code, text) => {
    callStart = () => ({ error: { code, detail: 'Refused.' } });
    const { user } = render();
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Code posted at the door' }), '2468');
    await user.click(screen.getByRole('button', { name: 'Start identification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Start identification' })).toBeEnabled();
  });

  it('a blocked camera says what to do and rings nobody', async () => {
    userMedia = () =>
      Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const { user } = render('de');
    await screen.findByRole('form', { name: 'Identifizierung an der Tür' });
    await user.type(screen.getByRole('textbox', { name: 'An der Tür ausgehängter Code' }), '2468');
    await user.click(screen.getByRole('button', { name: 'Identifizierung starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kamera und Mikrofon sind blockiert.',
    );
    expect(socket.sent('call.start')).toEqual([]);
  });

  it('a missed call offers the host’s phone and chat, and Try again with the same code', async () => {
    const { user } = render();
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Code posted at the door' }), '2468');
    await user.click(screen.getByRole('button', { name: 'Start identification' }));
    await screen.findByRole('dialog', { name: 'Calling your host…' });
    socket.push({ type: 'call.missed', call_id: 51 });

    const missed = await screen.findByRole('group', { name: 'Your host did not answer' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(missed).getByRole('link', { name: 'Call +39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    expect(within(missed).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/393331234567',
    );
    await user.click(within(missed).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Calling your host…' });
    expect(socket.sent('call.start')).toEqual([
      { type: 'call.start', door_id: 20, cpc: '2468' },
      { type: 'call.start', door_id: 20, cpc: '2468' },
    ]);
  });

  it('the host calls back: Decline ends that call', async () => {
    const { user } = render();
    await form();
    await socket.connected();
    socket.push({ type: 'call.incoming', call_id: 77 });
    const incoming = await screen.findByRole('dialog', { name: 'Your host is calling' });
    expect(within(incoming).getByRole('button', { name: 'Answer' })).toHaveFocus();
    await user.click(within(incoming).getByRole('button', { name: 'Decline' }));
    expect(await socket.nextOf('call.end')).toMatchObject({ call_id: 77 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('identified meanwhile: the room is asked for again', async () => {
    render();
    await form();
    await socket.connected();
    const before = api.calls().length;
    socket.push({
      type: 'stay.identified',
      profile_id: 7,
      identified_at: '2026-03-05T15:10:00Z',
      method: 'in_person',
    });
    await waitFor(() => expect(api.calls().slice(before)).toEqual(['GET /api/guest-room/']));
  });
});
