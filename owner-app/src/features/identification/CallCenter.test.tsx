import { screen, waitFor, within } from '@testing-library/react';
import { clearToken, setUnauthorizedHandler, storeToken } from '@soglia/api-client';
import { makeApartment, startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../../app/OwnerDashboard';
import { rossiStay } from '../../testing/identification';
import {
  startIdentificationServer,
  type IdentificationServer,
} from '../../testing/identificationServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CallCenter } from './CallCenter';

jest.setTimeout(20_000);

let api: ApiServer;
const photo = (type: string) => ({ status: 200, body: 'bytes', headers: { 'Content-Type': type } });
let socket: IdentificationServer;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  // jsdom has no object URLs (the call screen shows the document photos).
  URL.createObjectURL = (blob: Blob) => `blob:test/${blob.type}`;
  URL.revokeObjectURL = () => {};
  api = await startApiServer({
    'GET /api/apartments/': { status: 200, body: [makeApartment()] },
    'GET /api/media/guests/40/front/': photo('image/jpeg'),
    'GET /api/media/guests/40/back/': photo('image/jpeg'),
    'GET /api/media/guests/41/front/': photo('application/pdf'),
    'GET /api/identification/ice-servers/': {
      status: 200,
      body: { ice_servers: [{ urls: ['stun:stun.example.org:3478'] }], ttl_seconds: 3600 },
    },
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  storeToken('owner-token');
  socket = await startIdentificationServer();
});
afterEach(async () => {
  await socket.close();
  clearToken();
});

/** The console on Strutture, signed in, its tab connected to the identification socket. */
async function openConsole() {
  const rendered = renderWithProviders(
    <CallCenter socketOptions={{ baseUrl: socket.url, maxRetryMs: 200 }}>
      <OwnerDashboard />
    </CallCenter>,
  );
  await screen.findByText('Casa Soglia');
  await socket.connected();
  return rendered;
}

const incoming = () => screen.findByRole('alertdialog', { name: 'Chiamata in arrivo' });

describe('a guest calling from the door', () => {
  it('rings over the screen open with who, where and which door; Rispondi answers', async () => {
    const { user } = await openConsole();
    expect(socket.tokens).toEqual(['owner-token']);
    const callId = socket.ring(rossiStay());

    const panel = await incoming();
    expect(panel).toHaveTextContent('Giulia Rossi');
    expect(panel).toHaveTextContent('Casa Soglia · Camera Blu');
    expect(panel).toHaveTextContent('Porta: Portone');
    expect(panel).toHaveTextContent('3 ospiti da identificare');
    // The screen underneath stays as it was.
    expect(screen.getByRole('main', { name: 'Strutture' })).toHaveTextContent('Casa Soglia');
    expect(panel).toHaveFocus();

    const answer = socket.next('call.answer');
    await user.click(within(panel).getByRole('button', { name: 'Rispondi' }));
    expect(await answer).toMatchObject({ call_id: callId });

    const call = await screen.findByRole('dialog', { name: 'Videochiamata con Giulia Rossi' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // jsdom has neither camera nor WebRTC: the call goes on, and says so.
    expect(
      await within(call).findByText(/Videocamera e microfono non disponibili/),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toContain('GET /api/identification/ice-servers/'));
  });

  it('stops ringing when another tab of the host answers', async () => {
    await openConsole();
    const callId = socket.ring(rossiStay());
    await incoming();
    socket.answerElsewhere(callId);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Chiamata persa')).not.toBeInTheDocument();
  });

  it('Rifiuta ends the call for the guest and every tab', async () => {
    const { user } = await openConsole();
    const callId = socket.ring(rossiStay());
    const end = socket.next('call.end');
    await user.click(within(await incoming()).getByRole('button', { name: 'Rifiuta' }));
    expect(await end).toMatchObject({ call_id: callId });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Chiamata persa')).not.toBeInTheDocument();
  });

  it('a tab opened while the call rings hears it too', async () => {
    socket.ring(rossiStay());
    renderWithProviders(
      <CallCenter socketOptions={{ baseUrl: socket.url }}>
        <p>Console</p>
      </CallCenter>,
    );
    expect(await incoming()).toHaveTextContent('Giulia Rossi');
  });
});

describe('a missed call', () => {
  it('says who called, when and from which door; Richiama calls the guest back', async () => {
    const { user } = await openConsole();
    const callId = socket.ring(rossiStay());
    await incoming();
    socket.miss(callId);

    const notice = await screen.findByRole('region', { name: 'Chiamata persa' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(notice).toHaveTextContent('Giulia Rossi');
    expect(notice).toHaveTextContent('Alle 18:42, dalla porta Portone.');

    const back = socket.next('call.back');
    await user.click(within(notice).getByRole('button', { name: 'Richiama' }));
    expect(await back).toMatchObject({ profile_id: 30 });
    expect(await within(notice).findByText('Chiamata in corso…')).toBeInTheDocument();

    // The guest answers on their phone: the call screen, the host still answering the offer.
    socket.answerElsewhere(socket.lastCallId());
    expect(
      await screen.findByRole('dialog', { name: 'Videochiamata con Giulia Rossi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chiamata persa' })).not.toBeInTheDocument();
  });

  it('Annulla stops the call back; Chiudi removes the notice', async () => {
    const { user } = await openConsole();
    const callId = socket.ring(rossiStay());
    await incoming();
    socket.miss(callId);
    const notice = await screen.findByRole('region', { name: 'Chiamata persa' });
    await user.click(within(notice).getByRole('button', { name: 'Richiama' }));
    await within(notice).findByText('Chiamata in corso…');

    const end = socket.next('call.end');
    await user.click(within(notice).getByRole('button', { name: 'Annulla' }));
    expect(await end).toMatchObject({ call_id: socket.lastCallId() });
    expect(within(notice).getByRole('button', { name: 'Richiama' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('region', { name: 'Chiamata persa' })).not.toBeInTheDocument();
  });
});

describe('notifications', () => {
  /** The browser's Notification API (jsdom has none), recording what the console shows. */
  class RecordingNotification {
    static permission: NotificationPermission = 'default';
    static shown: RecordingNotification[] = [];
    static requestPermission = jest.fn(async () => {
      RecordingNotification.permission = 'granted';
      return RecordingNotification.permission;
    });
    closed = false;
    onclick: (() => void) | null = null;
    constructor(
      readonly title: string,
      readonly options: NotificationOptions,
    ) {
      RecordingNotification.shown.push(this);
    }
    close() {
      this.closed = true;
    }
  }

  beforeEach(() => {
    RecordingNotification.permission = 'default';
    RecordingNotification.shown = [];
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: RecordingNotification,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'Notification');
  });

  it('offers "Attiva notifiche" until the browser was asked', async () => {
    const { user } = await openConsole();
    socket.ring(rossiStay());
    const panel = await incoming();
    await user.click(within(panel).getByRole('button', { name: 'Attiva notifiche' }));
    expect(RecordingNotification.requestPermission).toHaveBeenCalled();
    await waitFor(() =>
      expect(
        within(panel).queryByRole('button', { name: 'Attiva notifiche' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('once allowed, a ring shows one; clicking it brings the tab forward; it goes with the ring', async () => {
    RecordingNotification.permission = 'granted';
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => {});
    await openConsole();
    const callId = socket.ring(rossiStay());
    await incoming();
    expect(screen.queryByRole('button', { name: 'Attiva notifiche' })).not.toBeInTheDocument();
    expect(RecordingNotification.shown).toHaveLength(1);
    const [shown] = RecordingNotification.shown;
    expect(shown.title).toBe('Chiamata in arrivo alla porta');
    expect(shown.options.body).toBe('Giulia Rossi\nCasa Soglia · Portone');
    shown.onclick?.();
    expect(focus).toHaveBeenCalled();

    socket.answerElsewhere(callId);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(shown.closed).toBe(true);
  });
});
