import { configure, act, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type Stay } from '@soglia/api-client';
import {
  fieldErrorsBody,
  makeBilling,
  makeGuest,
  placesQueryOf,
  searchTestPlaces,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { renderWithProviders } from '../testing/renderWithProviders';
import { makeWeekOfStays, MARCH_WEEK } from '../testing/stays';

// The places search waits for a pause in the typing, then asks the API: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Forms typed key by key: slow when the whole suite shares two cores.
jest.setTimeout(20_000);

let api: ApiServer;
let stays: Stay[];
let reply: Record<string, (body: string) => Reply> = {};

const route = (key: string) => (req: { body: string }) =>
  reply[key] ? reply[key](req.body) : { status: 500 };

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  api = await startApiServer({
    'GET /api/owner-checkin-details/': () => ({ status: 200, body: stays }),
    'POST /api/guests-registration/': route('addGuest'),
    'DELETE /api/guests-registration/41/': route('deleteGuest'),
    'POST /api/billing-info/': route('addBilling'),
    'PUT /api/billing-info/50/': route('editBilling'),
    'DELETE /api/billing-info/50/': route('deleteBilling'),
    'GET /api/places/': (req) => ({
      status: 200,
      body: searchTestPlaces(placesQueryOf(req.query)),
    }),
  });
});
afterAll(() => api.close());
// The Alloggiati Web badges and panel ask for their own data (tested in the Alloggiati tests).
const staysCalls = () => api.calls().filter((call) => !call.includes('/api/alloggiati/'));
beforeEach(() => {
  api.requests.length = 0;
  stays = makeWeekOfStays();
  reply = {};
  jest.useRealTimers();
});

const range = `?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`;
const openStay = async (id = 30) => {
  const rendered = renderWithProviders(<OwnerDashboard />, { route: `/stays/${id}${range}` });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};
const table = (name: string) => screen.getByRole('table', { name });
const dialog = () => screen.getByRole('dialog');

describe('the stay view', () => {
  it('shows the summary and the guests table with the age from the date of birth', async () => {
    // The clock reads 6 March 2026 (timers still run in real time).
    jest.useFakeTimers({ now: new Date('2026-03-06T10:00:00'), advanceTimers: true });
    await openStay();
    expect(screen.getByRole('heading', { level: 1, name: 'Giulia Rossi' })).toBeInTheDocument();
    expect(screen.getByText('Soggiorno 1 di 3')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Dati del soggiorno' });
    expect(within(summary).getByText('Casa Soglia')).toBeInTheDocument();
    expect(within(summary).getByText('3 di 3')).toBeInTheDocument();
    expect(within(summary).getByText('Ricevuta')).toBeInTheDocument();

    const guests = table('Ospiti');
    expect(
      within(guests)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Nome',
      'Cognome',
      'Data di nascita',
      'Età',
      'Cittadinanza',
      'Luogo di nascita',
      'Sesso',
      'Tipo di documento',
      'Luogo di rilascio',
      'Numero di documento',
      'Confronta',
      'Elimina',
    ]);
    const [, giulia, marco, sofia] = within(guests).getAllByRole('row');
    expect(within(giulia).getAllByRole('cell')[2]).toHaveTextContent('18/04/1990');
    // 18 April 1990 → 35 on 6 March 2026; 21 June 2016 → 9.
    expect(within(giulia).getAllByRole('cell')[3]).toHaveTextContent('35');
    expect(within(sofia).getAllByRole('cell')[3]).toHaveTextContent('9');
    expect(within(marco).getByText('Passaporto')).toBeInTheDocument();
    expect(within(giulia).getByText("Carta d'identità")).toBeInTheDocument();

    const billing = table('Dati di fatturazione');
    expect(within(billing).getAllByRole('columnheader')).toHaveLength(13);
    expect(within(billing).getByText('Persona Fisica')).toBeInTheDocument();
    expect(within(billing).getByText('RSSGLI90D58A944M')).toBeInTheDocument();
  });

  it('says so when a stay has no guests and no billing rows yet', async () => {
    await openStay(32);
    expect(within(table('Ospiti')).getByText('Ancora Nessun ospite registrato.')).toBeVisible();
    expect(
      within(table('Dati di fatturazione')).getByText(
        'Ancora Nessuna informazione di fatturazione disponibile.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Non ricevuta')).toBeInTheDocument();
  });

  it('Indietro / Avanti walk the results, Chiudi returns to them; each has its URL', async () => {
    const { user } = await openStay();
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Luca Bianchi' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/owners/stays/31');
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByText('Soggiorno 3 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Luca Bianchi' })).toBeInTheDocument();
    act(() => window.history.back());
    await screen.findByRole('heading', { level: 1, name: 'Chiara Esposito' });
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(window.location.pathname).toBe('/owners/stays');
    expect(window.location.search).toBe(range);
    expect(await screen.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026')).toBeVisible();
    // One load for the whole walk.
    expect(staysCalls()).toEqual(['GET /api/owner-checkin-details/']);
  });

  it('an unknown stay says so and leads back to the results', async () => {
    const { user } = renderWithProviders(<OwnerDashboard />, { route: `/stays/99${range}` });
    expect(await screen.findByText('Soggiorno non trovato in questo periodo.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Torna ai soggiorni' }));
    expect(window.location.pathname).toBe('/owners/stays');
  });

  it("'Aggiungi Ospite' asks for name, surname and date of birth before sending anything", async () => {
    const { user } = await openStay(32);
    await user.click(screen.getByRole('button', { name: 'Aggiungi ospite' }));
    expect(dialog()).toHaveAccessibleName('Aggiungi Ospite');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog()).findByText('Il nome è obbligatorio.')).toBeVisible();
    expect(within(dialog()).getByText('Il cognome è obbligatorio.')).toBeVisible();
    expect(within(dialog()).getByText('La data di nascita è obbligatoria.')).toBeVisible();
    await user.type(within(dialog()).getByLabelText(/Data di nascita/), '2099-01-01');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog()).findByText('La data di nascita non può essere nel futuro.'),
    ).toBeVisible();
    expect(staysCalls()).toEqual(['GET /api/owner-checkin-details/']);
  });

  it('adds a guest: the row appears and the 5 s notice says so', async () => {
    reply.addGuest = (body) => ({
      status: 201,
      body: makeGuest({
        id: 44,
        ...JSON.parse(body),
        document_photo: null,
        document_photo_back: null,
      }),
    });
    const { user } = await openStay(32);
    await user.click(screen.getByRole('button', { name: 'Aggiungi ospite' }));
    await user.type(within(dialog()).getByLabelText(/^Nome/), 'Chiara');
    await user.type(within(dialog()).getByLabelText(/^Cognome/), 'Esposito');
    await user.type(within(dialog()).getByLabelText(/Data di nascita/), '1992-09-14');
    await user.type(within(dialog()).getByRole('combobox', { name: /Cittadinanza/ }), 'ital');
    await user.click(await within(dialog()).findByRole('option', { name: 'Italia Stato' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Ospite aggiunto con successo')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(table('Ospiti')).getByRole('cell', { name: 'Chiara' })).toBeInTheDocument();
    const sent = JSON.parse(
      api.requests.find((r) => r.method === 'POST' && r.path.includes('guests'))!.body,
    );
    expect(sent).toMatchObject({
      checkin_profile: 32,
      first_name: 'Chiara',
      last_name: 'Esposito',
      date_of_birth: '1992-09-14',
      citizenship: 'Italia',
      citizenship_code: '100000100',
      document_type: 'identity card',
    });
  });

  it('shows the server field errors of a guest on their fields, in Italian', async () => {
    reply.addGuest = () => ({
      status: 400,
      body: fieldErrorsBody({
        first_name: [['required', 'This field is required.']],
        place_of_birth: [['too_long', 'Troppo lungo.']],
      }),
    });
    const { user } = await openStay(32);
    await user.click(screen.getByRole('button', { name: 'Aggiungi ospite' }));
    await user.type(within(dialog()).getByLabelText(/^Nome/), ' x');
    await user.type(within(dialog()).getByLabelText(/^Cognome/), 'Esposito');
    await user.type(within(dialog()).getByLabelText(/Data di nascita/), '1992-09-14');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog()).findByText('Il nome è obbligatorio.')).toBeVisible();
    expect(within(dialog()).getByLabelText(/^Nome/)).toHaveFocus();
    expect(within(dialog()).getByText('Troppo lungo.')).toBeVisible();
    expect(screen.getByText("Errore durante l'aggiunta dell'ospite")).toBeVisible();
  });

  it("adds billing data: §5 texts before sending, the server's field errors on their fields", async () => {
    reply.addBilling = () => ({
      status: 400,
      body: fieldErrorsBody({
        city: [['blank', 'La città è obbligatoria.']],
        email: [['blank', "L'email è obbligatoria."]],
      }),
    });
    const { user } = await openStay(32);
    await user.click(screen.getByRole('button', { name: 'Aggiungi dati di fatturazione' }));
    expect(dialog()).toHaveAccessibleName('Aggiungi Dati di Fatturazione');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    for (const text of [
      'Il nome è obbligatorio.',
      'Il cognome è obbligatorio.',
      "L'indirizzo è obbligatorio.",
      'La città è obbligatoria.',
      'Il CAP è obbligatorio.',
      'Il paese è obbligatorio.',
      "L'email è obbligatoria.",
    ]) {
      expect(await within(dialog()).findByText(text)).toBeVisible();
    }
    await user.selectOptions(within(dialog()).getByLabelText(/Tipo di persona/), '');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog()).findByText('Il tipo di persona è obbligatorio.')).toBeVisible();
    expect(staysCalls()).toEqual(['GET /api/owner-checkin-details/']);

    await user.selectOptions(within(dialog()).getByLabelText(/Tipo di persona/), 'company');
    const fill = async (label: RegExp, value: string) =>
      user.type(within(dialog()).getByLabelText(label), value);
    await fill(/^Nome/, 'Chiara');
    await fill(/^Cognome/, 'Esposito');
    await fill(/Ragione sociale/, 'Esposito Viaggi S.r.l.');
    await fill(/Partita IVA/, '01234567890');
    await fill(/Indirizzo/, 'Via Merulana 120');
    await fill(/Città/, 'Roma');
    await fill(/CAP/, '00185');
    await fill(/Paese/, 'Italia');
    await fill(/Email/, 'amministrazione@espositoviaggi.it');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    // The Italian checks the server also runs answer before anything is sent.
    expect(
      await within(dialog()).findByText(
        "La partita IVA non è valida: il codice dell'ufficio non esiste.",
      ),
    ).toBeVisible();
    expect(
      within(dialog()).getByText('Per una azienda italiana indicare il codice SDI o la PEC.'),
    ).toBeVisible();
    expect(staysCalls()).toEqual(['GET /api/owner-checkin-details/']);
    await user.clear(within(dialog()).getByLabelText(/Partita IVA/));
    await fill(/Partita IVA/, '01234560017');
    await fill(/Codice SDI/, 'M5UXCR1');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    // The server disagrees: its messages go under its fields; no "aggiunta" notice for field errors.
    expect(await within(dialog()).findByText("L'email è obbligatoria.")).toBeVisible();
    expect(within(dialog()).getByText('La città è obbligatoria.')).toBeVisible();
    expect(screen.queryByText("Errore durante l'aggiunta dei dati di fatturazione")).toBeNull();

    reply.addBilling = (body) => ({
      status: 201,
      body: makeBilling({ id: 51, ...JSON.parse(body) }),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati di fatturazione aggiunti con successo')).toBeVisible();
    const billing = table('Dati di fatturazione');
    expect(within(billing).getByText('Azienda')).toBeInTheDocument();
    expect(within(billing).getByText('Esposito Viaggi S.r.l.')).toBeInTheDocument();
    expect(screen.getByText('Ricevuta')).toBeInTheDocument();
  });

  it('a failed billing add without field errors gets the §8 notice', async () => {
    reply.addBilling = () => ({ status: 500 });
    const { user } = await openStay(32);
    await user.click(screen.getByRole('button', { name: 'Aggiungi dati di fatturazione' }));
    for (const [label, value] of [
      [/^Nome/, 'Chiara'],
      [/^Cognome/, 'Esposito'],
      [/Indirizzo/, 'Via Merulana 120'],
      [/Città/, 'Roma'],
      [/CAP/, '00185'],
      [/Paese/, 'Italia'],
      [/Email/, 'chiara@example.it'],
    ] as const) {
      await user.type(within(dialog()).getByLabelText(label), value);
    }
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText("Errore durante l'aggiunta dei dati di fatturazione"),
    ).toBeVisible();
    expect(dialog()).toBeInTheDocument();
  });

  it("edits a billing row in 'Modifica Informazioni di Fatturazione'", async () => {
    reply.editBilling = (body) => ({
      status: 200,
      body: makeBilling({ id: 50, ...JSON.parse(body) }),
    });
    const { user } = await openStay();
    await user.click(
      screen.getByRole('button', { name: 'Modifica i dati di fatturazione di Giulia Rossi' }),
    );
    expect(dialog()).toHaveAccessibleName('Modifica Informazioni di Fatturazione');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nessuna modifica apportata.')).toBeVisible();
    const city = within(dialog()).getByLabelText(/Città/);
    await user.clear(city);
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog()).findByText('La città è obbligatoria.')).toBeVisible();
    await user.type(city, 'Roma');
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Informazioni di fatturazione aggiornate con successo'),
    ).toBeVisible();
    expect(
      within(table('Dati di fatturazione')).getByRole('cell', { name: 'Roma' }),
    ).toBeInTheDocument();
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([
      'PUT /api/billing-info/50/',
    ]);
  });

  it('deletes a guest after the confirmation, then reloads the stays; Annulla keeps it', async () => {
    reply.deleteGuest = () => {
      stays[0].guests = stays[0].guests.filter((guest) => guest.id !== 41);
      return { status: 204 };
    };
    const { user } = await openStay();
    const remove = () => screen.getByRole('button', { name: "Elimina l'ospite Marco Rossi" });
    await user.click(remove());
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Sei sicuro di voler eliminare questo elemento?');
    await user.click(within(confirm).getAllByRole('button', { name: 'Annulla' }).at(-1)!);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(staysCalls()).toEqual(['GET /api/owner-checkin-details/']);

    await user.click(remove());
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByText('Ospite cancellato con successo')).toBeVisible();
    await waitFor(() =>
      expect(staysCalls()).toEqual([
        'GET /api/owner-checkin-details/',
        'DELETE /api/guests-registration/41/',
        'GET /api/owner-checkin-details/',
      ]),
    );
    expect(within(table('Ospiti')).queryByText('Marco')).not.toBeInTheDocument();
  });

  it('a failed delete says so and keeps the row', async () => {
    reply.deleteBilling = () => ({ status: 500 });
    const { user } = await openStay();
    await user.click(
      screen.getByRole('button', { name: 'Elimina i dati di fatturazione di Giulia Rossi' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(
      await screen.findByText("Errore durante la cancellazione dell'informazione di fatturazione"),
    ).toBeVisible();
    expect(within(table('Dati di fatturazione')).getByText('Persona Fisica')).toBeInTheDocument();
  });

  it('the compare action opens the guest at its own URL', async () => {
    const { user } = await openStay();
    await user.click(screen.getByRole('button', { name: 'Confronta il documento di Marco Rossi' }));
    expect(window.location.pathname).toBe('/owners/stays/30/guests/41');
    expect(window.location.search).toBe(range);
  });
});
