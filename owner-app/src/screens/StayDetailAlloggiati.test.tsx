import { configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setUnauthorizedHandler, type AlloggiatiStayStatus } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { alloggiatiApi, delegateTo, type AlloggiatiOverride } from '../testing/alloggiatiApi';
import {
  alloggiatiSettings,
  alloggiatiStay,
  guestRecord,
  isoIn,
} from '../testing/alloggiatiFixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { makeWeekOfStays, MARCH_WEEK } from '../testing/stays';

jest.setTimeout(20_000);

let api: ApiServer;
let fake: ReturnType<typeof alloggiatiApi>;
let override: AlloggiatiOverride;

/** Giulia Rossi's family (stay 30) in the given Alloggiati state. */
function serve(status: AlloggiatiStayStatus) {
  fake = alloggiatiApi(
    { stays: [status], settings: alloggiatiSettings(), receipts: [] },
    (req) => override(req),
    {
      'GET /api/owner-checkin-details/': () => ({ status: 200, body: makeWeekOfStays() }),
      'DELETE /api/guests-registration/41/': () => ({ status: 204 }),
    },
  );
}

beforeAll(async () => {
  // Answers can take a few seconds when the whole suite shares two cores.
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  api = await startApiServer(delegateTo(() => fake.routes));
});
afterAll(() => api.close());
beforeEach(() => {
  override = () => undefined;
  serve(alloggiatiStay(Date.now(), 5 + 20 / 60));
  api.requests.length = 0;
});

const slow = { timeout: 10_000 };
const openStay = async () => {
  const rendered = renderWithProviders(<OwnerDashboard />, {
    route: `/stays/30?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`,
  });
  await screen.findByRole('heading', { level: 1, name: 'Giulia Rossi' }, slow);
  const panel = await screen.findByRole('region', { name: 'Alloggiati Web' });
  await within(panel).findAllByText(/Da inviare|Rifiutata|Esito incerto|Dati incompleti|Inviata/);
  return { ...rendered, panel };
};
const records = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Schedine degli ospiti' })).getAllByRole(
    'listitem',
  );
const posts = () => api.calls().filter((call) => call.startsWith('POST /api/alloggiati/'));
/** The body of the last POST: the stays may be read again after it. */
const lastPostBody = () =>
  JSON.parse(api.requests.filter((req) => req.method === 'POST').at(-1)!.body) as unknown;

describe('the Alloggiati Web panel of a stay', () => {
  it('to send: state, deadline, guests; Verifica shows the outcome of each line', async () => {
    const { user, panel, container } = await openStay();
    expect(within(panel).getByText('Da inviare · entro 5 h 20 min')).toBeVisible();
    expect(within(panel).getByText(/^Termine: \d\d\/\d\d\/\d{4} alle \d\d:\d\d$/)).toBeVisible();
    expect(records(panel).map((item) => item.textContent)).toEqual([
      'Giulia RossiNon inviata',
      'Marco RossiNon inviata',
      'Sofia RossiNon inviata',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Tutte le schedine sono corrette.')).toBeVisible();
    for (const item of records(panel)) expect(item).toHaveTextContent('Verifica: Corretta');
    expect(posts()).toEqual(['POST /api/alloggiati/stays/30/test/']);

    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('Invia asks first, says a record cannot be withdrawn, then sends and shows the new state', async () => {
    let release: () => void = () => {};
    override = (req) =>
      req.path.endsWith('/send/')
        ? new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
        : undefined;
    const { user, panel } = await openStay();
    await user.click(within(panel).getByRole('button', { name: 'Invia' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Inviare le schedine?' });
    expect(confirm).toHaveTextContent(
      'Stai per inviare 3 schedine di Giulia Rossi alla Polizia di Stato. Una schedina inviata non si può ritirare',
    );
    // The footer's Annulla (the close button in the corner has the same name).
    await user.click(within(confirm).getAllByRole('button', { name: 'Annulla' }).at(-1)!);
    expect(posts()).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Invia' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Invia' }),
    );
    // While the send runs, Invia cannot be pressed again.
    await waitFor(() => expect(posts()).toEqual(['POST /api/alloggiati/stays/30/send/']));
    expect(within(panel).getByRole('button', { name: 'Invia' })).toBeDisabled();
    release();
    expect(await screen.findByText('Inviate 3 schedine su 3.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(panel).getByText(/^Inviata il /)).toBeVisible();
    expect(records(panel).map((item) => item.textContent)).toEqual([
      'Giulia RossiRicevuta',
      'Marco RossiRicevuta',
      'Sofia RossiRicevuta',
    ]);
    expect(within(panel).queryByRole('button', { name: 'Invia' })).not.toBeInTheDocument();
    // Accepted records lose their document photos on the server: the stays are read again.
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /api/owner-checkin-details/')).toHaveLength(
        2,
      ),
    );
  });

  it.each([
    [409, 'Un invio di questo soggiorno è già in corso.'],
    [502, 'Il servizio Alloggiati Web non risponde: riprova tra qualche minuto.'],
    [400, 'Credenziali rifiutate dal servizio: controlla utente, password e WsKey.'],
  ])('a %i shows the server’s message and reads the stay again', async (status, detail) => {
    override = (req) => (req.path.endsWith('/send/') ? { status, body: { detail } } : undefined);
    const { user, panel } = await openStay();
    await user.click(within(panel).getByRole('button', { name: 'Invia' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Invia' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    // Counted from the send on: only the read that follows the failure matters here.
    await waitFor(() => {
      const calls = api.calls();
      const afterSend = calls.slice(calls.indexOf('POST /api/alloggiati/stays/30/send/'));
      expect(afterSend).toContain('GET /api/alloggiati/stays/30/');
    });
    expect(within(panel).getByText('Da inviare · entro 5 h 20 min')).toBeVisible();
  });

  it('a send the server never answered says to check the state first', async () => {
    override = (req) => (req.path.endsWith('/send/') ? 'hang-up' : undefined);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, panel } = await openStay();
    await user.click(within(panel).getByRole('button', { name: 'Invia' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Invia' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nessuna risposta dal server: controlla lo stato delle schedine prima di inviarle di nuovo.',
    );
    quiet.mockRestore();
  });

  it('a Send the service did not answer is a warning to check the portal, not a success', async () => {
    const detail =
      "Il servizio non ha risposto all'invio di 3 schedine: potrebbero essere arrivate. " +
      'Controllare sul portale Alloggiati Web e indicare per ciascun ospite se è stato ricevuto.';
    const uncertain = alloggiatiStay(Date.now(), 5 + 20 / 60, {
      state: 'uncertain',
      guests: [
        guestRecord({ status: 'uncertain', sent_at: isoIn(Date.now(), 0) }),
        guestRecord({ guest: 41, name: 'Marco Rossi', status: 'uncertain' }),
        guestRecord({ guest: 42, name: 'Sofia Rossi', status: 'uncertain' }),
      ],
    });
    // What the API answers then: 200, no line answered, the stay uncertain.
    override = (req) =>
      req.path.endsWith('/send/')
        ? { status: 200, body: { detail, outcomes: [], stay: uncertain } }
        : undefined;
    const { user, panel } = await openStay();
    await user.click(within(panel).getByRole('button', { name: 'Invia' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Invia' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    // Not shown as a success (a status) as well.
    expect(
      screen.queryAllByRole('status').filter((notice) => notice.textContent?.includes(detail)),
    ).toEqual([]);
    expect(within(panel).getByText(/^Esito incerto · entro /)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Invia' })).not.toBeInTheDocument();
  });

  it("refused: the service's reason under the guest, and Invia can send again", async () => {
    serve(
      alloggiatiStay(Date.now(), 3, {
        state: 'refused',
        guests: [
          guestRecord({ status: 'accepted' }),
          guestRecord({
            guest: 41,
            name: 'Marco Rossi',
            status: 'refused',
            sent_at: isoIn(Date.now(), -1),
            error: {
              ok: false,
              code: 'ERR_DOC',
              description: 'Numero del documento non valido',
              detail: 'Il passaporto deve avere 9 caratteri.',
            },
          }),
        ],
      }),
    );
    const { panel } = await openStay();
    expect(within(panel).getByText(/correggi i dati indicati e invia di nuovo/)).toBeVisible();
    expect(records(panel)[1]).toHaveTextContent(
      'Il servizio dice: Numero del documento non valido – Il passaporto deve avere 9 caratteri.',
    );
    expect(within(panel).getByRole('button', { name: 'Invia' })).toBeEnabled();
  });

  it('refused member entered on the portal: the host marks it received, after a confirmation', async () => {
    serve(
      alloggiatiStay(Date.now(), 3, {
        state: 'refused',
        guests: [
          guestRecord({ status: 'accepted' }),
          guestRecord({
            guest: 41,
            name: 'Marco Rossi',
            status: 'refused',
            reasons: [
              'Inserire questo ospite dal portale Alloggiati Web, poi segnarlo come ricevuto.',
            ],
          }),
        ],
      }),
    );
    const { user, panel } = await openStay();
    await user.click(
      within(panel).getByRole('button', { name: 'Inserita sul portale (Marco Rossi)' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Schedina ricevuta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Risulta ricevuta' }));
    expect(await screen.findByText('Schedina di Marco Rossi segnata come ricevuta.')).toBeVisible();
    expect(api.calls()).toContain('POST /api/alloggiati/stays/30/guests/41/resolve/');
    expect(lastPostBody()).toEqual({ outcome: 'received' });
  });

  it('incomplete: what is missing, per stay and per guest, and nothing to press', async () => {
    serve(
      alloggiatiStay(Date.now(), 3, {
        state: 'incomplete',
        reasons: ['Registrati 2 ospiti su 3.'],
        guests: [
          guestRecord(),
          guestRecord({
            guest: 41,
            name: 'Marco Rossi',
            line: null,
            reasons: ['Manca il luogo di rilascio del documento.'],
          }),
        ],
      }),
    );
    const { panel } = await openStay();
    expect(within(panel).getByText('Dati incompleti · entro 3 h')).toBeVisible();
    expect(within(panel).getByText('Registrati 2 ospiti su 3.')).toBeVisible();
    expect(records(panel)[1]).toHaveTextContent('Manca il luogo di rilascio del documento.');
    expect(within(panel).queryByRole('button', { name: 'Invia' })).not.toBeInTheDocument();
  });

  it('no guest yet: the panel says when the records will appear, not what the guests table says', async () => {
    serve(
      alloggiatiStay(Date.now(), 3, {
        state: 'incomplete',
        reasons: ['Nessun ospite registrato.'],
        guests: [],
      }),
    );
    const { panel } = await openStay();
    expect(
      within(panel).getByText('Le schedine compariranno quando gli ospiti si saranno registrati.'),
    ).toBeVisible();
    expect(within(panel).queryByText(/Ancora nessun ospite/i)).not.toBeInTheDocument();
  });

  it('no account: Invia is off and the panel leads to the account', async () => {
    serve(alloggiatiStay(Date.now(), 8, { has_account: false }));
    const { panel } = await openStay();
    expect(within(panel).getByRole('button', { name: 'Invia' })).toBeDisabled();
    expect(within(panel).getByRole('link', { name: "Imposta l'account" })).toHaveAttribute(
      'href',
      '/owners/stays/alloggiati/account',
    );
  });

  it('uncertain: the host checks the portal, then marks a guest received or sends again', async () => {
    serve(
      alloggiatiStay(Date.now(), 10, {
        state: 'uncertain',
        guests: [
          guestRecord({ status: 'uncertain', sent_at: '2026-03-05T16:20:00Z' }),
          guestRecord({ guest: 41, name: 'Marco Rossi', status: 'uncertain' }),
          guestRecord({ guest: 42, name: 'Sofia Rossi', status: 'accepted' }),
        ],
      }),
    );
    const { user, panel } = await openStay();
    expect(within(panel).getByText(/controlla sul portale Alloggiati Web/)).toBeVisible();
    expect(records(panel)[0]).toHaveTextContent(
      'Inviata il 05/03/2026 alle 17:20 senza risposta. Sul portale Alloggiati Web risulta ricevuta?',
    );
    expect(within(panel).queryByRole('button', { name: 'Invia' })).not.toBeInTheDocument();

    await user.click(
      within(panel).getByRole('button', { name: 'Risulta ricevuta (Giulia Rossi)' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Schedina ricevuta?' });
    expect(confirm).toHaveTextContent('Soglia non la invierà più.');
    await user.click(within(confirm).getByRole('button', { name: 'Risulta ricevuta' }));
    expect(
      await screen.findByText('Schedina di Giulia Rossi segnata come ricevuta.'),
    ).toBeVisible();
    expect(records(panel)[0]).toHaveTextContent('Ricevuta');
    expect(lastPostBody()).toEqual({ outcome: 'received' });

    // The last uncertain guest not received: it can go again, and Invia is offered at once.
    await user.click(
      within(panel).getByRole('button', { name: 'Non risulta: invia di nuovo (Marco Rossi)' }),
    );
    const send = await screen.findByRole('alertdialog', { name: 'Inviare le schedine?' });
    expect(send).toHaveTextContent('Stai per inviare la schedina di Giulia Rossi');
    expect(api.calls()).toContain('POST /api/alloggiati/stays/30/guests/41/resolve/');
    await user.click(within(send).getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Inviate 1 schedine su 1.')).toBeVisible();
    expect(within(panel).getByText(/^Inviata il /)).toBeVisible();
  });

  it('a resolve the server refuses shows its reason', async () => {
    serve(
      alloggiatiStay(Date.now(), 10, {
        state: 'uncertain',
        guests: [guestRecord({ status: 'uncertain' })],
      }),
    );
    override = (req) =>
      req.path.endsWith('/resolve/')
        ? { status: 400, body: { detail: "La schedina di quest'ospite non ha un esito incerto." } }
        : undefined;
    const { user, panel } = await openStay();
    await user.click(
      within(panel).getByRole('button', { name: 'Non risulta: invia di nuovo (Giulia Rossi)' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La schedina di quest'ospite non ha un esito incerto.",
    );
  });

  it('reads the state again when the guests change (a guest deleted)', async () => {
    const { user } = await openStay();
    const reads = () => api.calls().filter((call) => call === 'GET /api/alloggiati/stays/30/');
    expect(reads()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: "Elimina l'ospite Marco Rossi" }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    await waitFor(() => expect(reads().length).toBeGreaterThanOrEqual(2));
  });
});
