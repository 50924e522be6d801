import { screen, waitFor, within } from '@testing-library/react';
import { clearToken, setUnauthorizedHandler, storeToken } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../../app/OwnerDashboard';
import { rossiStay } from '../../testing/identification';
import {
  startIdentificationServer,
  type IdentificationServer,
} from '../../testing/identificationServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeWeekOfStays, MARCH_WEEK } from '../../testing/stays';
import { CallCenter } from './CallCenter';

jest.setTimeout(20_000);

let api: ApiServer;
let socket: IdentificationServer;
const photo = (type: string) => ({ status: 200, body: 'bytes', headers: { 'Content-Type': type } });
const range = `?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  // jsdom has no object URLs.
  let created = 0;
  URL.createObjectURL = (blob: Blob) => `blob:test/${(created += 1)}-${blob.type}`;
  URL.revokeObjectURL = () => {};
  api = await startApiServer({
    'GET /api/owner-checkin-details/': {
      status: 200,
      body: makeWeekOfStays().map((stay) => ({ ...stay, identification_required: true })),
    },
    'GET /api/media/guests/40/front/': photo('image/jpeg'),
    'GET /api/media/guests/40/back/': photo('image/jpeg'),
    'GET /api/media/guests/41/front/': photo('application/pdf'),
    'GET /api/identification/ice-servers/': { status: 200, body: { ice_servers: [] } },
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

/** Soggiorni open on the Rossi family's stay; the family calls from the door; the host answers. */
async function answerTheCall() {
  const rendered = renderWithProviders(
    <CallCenter socketOptions={{ baseUrl: socket.url }}>
      <OwnerDashboard />
    </CallCenter>,
    { route: `/stays/30${range}` },
  );
  await screen.findByRole('heading', { level: 1, name: 'Giulia Rossi' });
  await socket.connected();
  const callId = socket.ring(rossiStay());
  const panel = await screen.findByRole('alertdialog', { name: 'Chiamata in arrivo' });
  const answered = socket.next('call.answer');
  await rendered.user.click(within(panel).getByRole('button', { name: 'Rispondi' }));
  const call = await screen.findByRole('dialog', { name: 'Videochiamata con Giulia Rossi' });
  await answered;
  return { ...rendered, call, callId };
}

const guestItem = (call: HTMLElement, name: string) => within(call).getByRole('listitem', { name });

it('shows the stay and each guest with the document beside the video', async () => {
  const { call } = await answerTheCall();
  expect(within(call).getByRole('region', { name: 'Video' })).toHaveTextContent(
    "In collegamento con l'ospite…",
  );
  expect(call).toHaveTextContent('Da identificare: 3 ospiti su 3');
  expect(call).toHaveTextContent('Casa Soglia');
  expect(call).toHaveTextContent('Camera Blu');
  expect(call).toHaveTextContent('dal 05/03/2026 al 09/03/2026');

  const giulia = guestItem(call, 'Giulia Rossi');
  expect(giulia).toHaveTextContent('18/04/1990');
  expect(giulia).toHaveTextContent("Carta d'identità");
  expect(giulia).toHaveTextContent('CA12345BX');
  expect(giulia).toHaveTextContent('Da identificare');
  const front = await within(giulia).findByAltText('Foto del documento (Fronte)');
  expect(front.getAttribute('src')).toMatch(/^blob:test\/\d+-image\/jpeg$/);
  expect(within(giulia).getByRole('button', { name: 'Retro' })).toBeInTheDocument();
  const media = api.requests.filter((req) => req.path.startsWith('/api/media/guests/40/'));
  expect(media.every((req) => req.headers.authorization === 'Token owner-token')).toBe(true);
  expect(guestItem(call, 'Marco Rossi')).toHaveTextContent('Passaporto');
  expect(
    await within(guestItem(call, 'Sofia Rossi')).findByText('Nessuna foto disponibile.'),
  ).toBeInTheDocument();
});

it('records each outcome; once every guest is identified the stay is, in Soggiorni too', async () => {
  const { user, call, callId } = await answerTheCall();
  const section = screen.getByRole('region', { name: 'Identificazione' });
  expect(within(section).getByText('Da identificare')).toBeInTheDocument();

  const sent = socket.next('guest.confirm');
  await user.click(
    within(guestItem(call, 'Marco Rossi')).getByRole('button', { name: 'Non corrisponde' }),
  );
  expect(await sent).toMatchObject({
    call_id: callId,
    registration_id: 41,
    outcome: 'mismatch',
  });
  await waitFor(() =>
    expect(
      within(guestItem(call, 'Marco Rossi')).getByText('Non corrisponde', { selector: 'span' }),
    ).toBeInTheDocument(),
  );
  expect(call).toHaveTextContent('Da identificare: 3 ospiti su 3');

  for (const name of ['Giulia Rossi', 'Marco Rossi', 'Sofia Rossi']) {
    await user.click(within(guestItem(call, name)).getByRole('button', { name: 'Identificato' }));
    await waitFor(() =>
      expect(
        within(guestItem(call, name)).getByRole('button', { name: 'Identificato' }),
      ).toBeDisabled(),
    );
  }
  expect(await within(call).findByText('Soggiorno identificato')).toBeInTheDocument();
  expect(call).toHaveTextContent(
    'Tutti gli ospiti registrati sono identificati (05/03/2026 18:45)',
  );
  expect(within(section).getByText('Identificato in videochiamata')).toBeInTheDocument();

  const end = socket.next('call.end');
  await user.click(within(call).getByRole('button', { name: 'Termina chiamata' }));
  expect(await end).toMatchObject({ call_id: callId });
  expect(await within(call).findByText('Chiamata terminata.')).toBeInTheDocument();
  await user.click(within(call).getAllByRole('button', { name: 'Chiudi' })[0]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says so when the guest hangs up, and an outcome can no longer be given', async () => {
  const { call, callId } = await answerTheCall();
  socket.hangUpAsGuest(callId);
  expect(await within(call).findByText("L'ospite ha terminato la chiamata.")).toBeInTheDocument();
  expect(
    within(guestItem(call, 'Giulia Rossi')).getByRole('button', { name: 'Identificato' }),
  ).toBeDisabled();
  expect(within(call).queryByRole('button', { name: 'Termina chiamata' })).not.toBeInTheDocument();
});

it('another tab that answered first keeps the call; this one says so', async () => {
  const { user } = renderWithProviders(
    <CallCenter socketOptions={{ baseUrl: socket.url }}>
      <p>Console</p>
    </CallCenter>,
  );
  await socket.connected();
  const callId = socket.ring(rossiStay());
  const panel = await screen.findByRole('alertdialog', { name: 'Chiamata in arrivo' });
  socket.answerElsewhere(callId, { quietly: true });
  await user.click(within(panel).getByRole('button', { name: 'Rispondi' }));
  const call = await screen.findByRole('dialog', { name: 'Videochiamata con Giulia Rossi' });
  expect(await within(call).findByText(/ha risposto un'altra scheda/)).toBeInTheDocument();
});
