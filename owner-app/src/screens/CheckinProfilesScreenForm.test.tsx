import { configure, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type CheckinProfile } from '@soglia/api-client';
import {
  makeApartment,
  makeProfile,
  makeRoom,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { todayIso } from '../features/checkinProfiles/format';
import { renderWithProviders } from '../testing/renderWithProviders';
import { CheckinProfilesScreen } from './CheckinProfilesScreen';

// 'Nuovo Accesso' and 'Modifica Check-in' against a scripted API.

const casa = makeApartment();
const loft = makeApartment({
  id: 2,
  name: 'Loft Trastevere',
  get_guest_info: false,
  get_document_photo: false,
  get_billing_info: true,
});
const rooms = [
  makeRoom(),
  makeRoom({ id: 11, name: 'Camera Verde' }),
  makeRoom({ id: 20, name: 'Mansarda', apartment: 2 }),
];
const giulia = makeProfile();

let api: ApiServer;
let currents: CheckinProfile[];
let createReply: (body: Record<string, unknown>) => Reply;
let patchReply: (body: Record<string, unknown>) => Reply;
let deleteReply: Reply;

const sent = (method: string) =>
  api.requests.filter((r) => r.method === method).map((r) => JSON.parse(r.body || 'null'));
const searches = () =>
  api.requests
    .filter((r) => r.path === '/api/checkin-profiles/')
    .map((r) => Object.fromEntries(r.query));

beforeAll(async () => {
  // A busy two-core machine can take over a second to answer and render a step.
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/checkin-profiles/': (req) => ({
      status: 200,
      body: req.query.size === 0 ? { currents } : { search_results: currents },
    }),
    'GET /api/apartments/': { status: 200, body: [casa, loft] },
    'GET /api/rooms/': (req) => ({
      status: 200,
      body: rooms.filter((room) => String(room.apartment) === req.query.get('apartment')),
    }),
    'POST /api/register/checkin/': (req) => createReply(JSON.parse(req.body)),
    'PATCH /api/register/checkin/30/': (req) => patchReply(JSON.parse(req.body)),
    'DELETE /api/register/checkin/30/': () => deleteReply,
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  currents = [giulia];
  createReply = (body) => ({
    status: 201,
    body: makeProfile({ ...body, id: 40, username: 'anna.verdi', psw: String(body.password) }),
  });
  patchReply = (body) => ({ status: 200, body: { ...giulia, ...body } });
  deleteReply = { status: 204 };
});

async function openNew() {
  const rendered = renderWithProviders(<CheckinProfilesScreen />, { route: '/checkins' });
  await screen.findByRole('article', { name: 'Giulia Rossi' });
  await rendered.user.click(screen.getByRole('button', { name: 'Nuovo Accesso' }));
  const dialog = screen.getByRole('dialog', { name: 'Nuovo Accesso' });
  return { ...rendered, dialog, field: (label: string) => within(dialog).getByLabelText(label) };
}

async function openEdit() {
  const rendered = renderWithProviders(<CheckinProfilesScreen />, { route: '/checkins' });
  const card = await screen.findByRole('article', { name: 'Giulia Rossi' });
  await rendered.user.click(within(card).getByRole('button', { name: 'Modifica Giulia Rossi' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifica Check-in' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  await waitFor(() => expect(field('Camera')).toHaveValue('10'));
  return { ...rendered, dialog, field };
}

describe('Nuovo Accesso', () => {
  it('choosing an apartment loads its rooms and takes its three flags', async () => {
    const { user, field, dialog } = await openNew();
    expect(field('Camera')).toBeDisabled();
    expect(within(dialog).getByText('Scegli prima la struttura.')).toBeInTheDocument();

    await user.selectOptions(field('Struttura'), 'Loft Trastevere');
    expect(await within(dialog).findByRole('option', { name: 'Mansarda' })).toBeInTheDocument();
    // The only room is chosen (once the rooms have rendered).
    await waitFor(() => expect(field('Camera')).toHaveValue('20'));
    expect(field('Richiedi i dati degli ospiti')).not.toBeChecked();
    expect(field('Richiedi la foto del documento')).not.toBeChecked();
    expect(field('Richiedi i dati di fatturazione')).toBeChecked();

    await user.selectOptions(field('Struttura'), 'Casa Soglia');
    expect(await within(dialog).findByRole('option', { name: 'Camera Verde' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Mansarda' })).not.toBeInTheDocument();
    expect(field('Camera')).toHaveValue('');
    expect(field('Richiedi i dati degli ospiti')).toBeChecked();
    expect(field('Richiedi la foto del documento')).toBeChecked();
    expect(field('Richiedi i dati di fatturazione')).not.toBeChecked();
    expect(api.calls().filter((call) => call === 'GET /api/rooms/')).toHaveLength(2);
  });

  it('offers a generated password the host can regenerate or type', async () => {
    const { user, field, dialog } = await openNew();
    const password = field("Password dell'ospite") as HTMLInputElement;
    expect(password.value).toMatch(/^[A-NP-Z1-9]{8}$/);
    const first = password.value;
    await user.click(within(dialog).getByRole('button', { name: 'Genera nuova password' }));
    expect(password.value).toMatch(/^[A-NP-Z1-9]{8}$/);
    expect(password.value).not.toBe(first);
    await user.clear(password);
    await user.type(password, 'mia-password');
    expect(password).toHaveValue('mia-password');
  });

  it('registers the check-in, then searches its arrival day', async () => {
    const { user, field, dialog } = await openNew();
    await user.type(field('Nome'), 'Anna');
    await user.type(field('Cognome'), 'Verdi');
    await user.type(field('Provenienza della prenotazione'), 'Diretto');
    await user.type(field('Numero di ospiti'), '3');
    await user.selectOptions(field('Struttura'), 'Casa Soglia');
    await within(dialog).findByRole('option', { name: 'Camera Verde' });
    await user.selectOptions(field('Camera'), 'Camera Verde');
    await user.clear(field('Data di check-in'));
    await user.type(field('Data di check-in'), '2026-04-02');
    await user.clear(field('Data di check-out'));
    await user.type(field('Data di check-out'), '2026-04-05');
    const password = (field("Password dell'ospite") as HTMLInputElement).value;
    currents = [makeProfile({ id: 40, name: 'Anna', surname: 'Verdi' })];
    await user.click(within(dialog).getByRole('button', { name: 'Registra check-in' }));

    expect(await screen.findByText('Check-in registrato con successo!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('POST')).toEqual([
      {
        name: 'Anna',
        surname: 'Verdi',
        source: 'Diretto',
        guest_number: 3,
        apartment: 1,
        room: 11,
        check_in_date: '2026-04-02',
        check_in_time: '15:00',
        check_out_date: '2026-04-05',
        check_out_time: '10:00',
        password,
        require_registration_form: true,
        require_document_photo: true,
        require_billing_info: false,
      },
    ]);
    await waitFor(() => expect(window.location.search).toBe('?date=2026-04-02'));
    await waitFor(() => expect(searches().at(-1)).toEqual({ check_in_date: '2026-04-02' }));
    expect(await screen.findByRole('article', { name: 'Anna Verdi' })).toBeInTheDocument();
  });

  it('every required field empty: a message under each, nothing sent', async () => {
    const { user, field, dialog } = await openNew();
    for (const label of [
      'Data di check-in',
      'Ora di check-in',
      'Data di check-out',
      'Ora di check-out',
      "Password dell'ospite",
    ]) {
      await user.clear(field(label));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Registra check-in' }));
    for (const label of [
      'Nome',
      'Cognome',
      'Provenienza della prenotazione',
      'Numero di ospiti',
      'Struttura',
      'Camera',
      'Data di check-in',
      'Ora di check-in',
      'Data di check-out',
      'Ora di check-out',
      "Password dell'ospite",
    ]) {
      expect(field(label)).toHaveAccessibleDescription(
        expect.stringContaining('Campo obbligatorio.'),
      );
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Nome')).toHaveFocus();
    expect(sent('POST')).toEqual([]);
  });

  it('a wrong guest count and a short password are refused before sending', async () => {
    const { user, field, dialog } = await openNew();
    await user.type(field('Numero di ospiti'), '0');
    await user.clear(field("Password dell'ospite"));
    await user.type(field("Password dell'ospite"), 'corta');
    await user.click(within(dialog).getByRole('button', { name: 'Registra check-in' }));
    expect(field('Numero di ospiti')).toHaveAccessibleDescription(
      'Inserisci un numero intero di ospiti, da 1 a 500.',
    );
    expect(field("Password dell'ospite")).toHaveAccessibleDescription(
      expect.stringContaining('La password deve avere almeno 8 caratteri.'),
    );
    expect(sent('POST')).toEqual([]);
  });

  it("shows the server's field errors under their fields and the form's error notice", async () => {
    createReply = () => ({
      status: 400,
      body: { check_out_date: ['La data di check-out non può precedere la data di check-in.'] },
    });
    const { user, field, dialog } = await openNew();
    await user.type(field('Nome'), 'Anna');
    await user.type(field('Cognome'), 'Verdi');
    await user.type(field('Provenienza della prenotazione'), 'Diretto');
    await user.type(field('Numero di ospiti'), '2');
    await user.selectOptions(field('Struttura'), 'Loft Trastevere');
    await waitFor(() => expect(field('Camera')).toHaveValue('20'));
    await user.click(within(dialog).getByRole('button', { name: 'Registra check-in' }));
    expect(await screen.findByText('Errore nella registrazione del check-in.')).toBeInTheDocument();
    expect(field('Data di check-out')).toHaveAccessibleDescription(
      'La data di check-out non può precedere la data di check-in.',
    );
    expect(field('Data di check-out')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Nuovo Accesso' })).toBeInTheDocument();
  });

  it('opened before the apartments arrive, still chooses the only one', async () => {
    const single = await startApiServer({
      'GET /api/checkin-profiles/': { status: 200, body: { currents: [] } },
      'GET /api/apartments/': async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { status: 200, body: [casa] };
      },
      'GET /api/rooms/': { status: 200, body: [makeRoom()] },
    });
    try {
      const { user } = renderWithProviders(<CheckinProfilesScreen />, { route: '/checkins' });
      await user.click(screen.getByRole('button', { name: 'Nuovo Accesso' }));
      const dialog = screen.getByRole('dialog', { name: 'Nuovo Accesso' });
      expect(within(dialog).getByText('Caricamento delle strutture…')).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText('Camera')).toHaveValue('10'));
      expect(within(dialog).getByLabelText('Struttura')).toHaveValue('1');
      expect(within(dialog).getByLabelText('Data di check-in')).toHaveValue(todayIso());
    } finally {
      await single.close(); // points api-client back at the file's server
    }
  });
});

describe('Modifica Check-in', () => {
  it('sends only the changed fields and replaces the card', async () => {
    const { user, field, dialog } = await openEdit();
    expect(field('Nome')).toHaveValue('Giulia');
    expect(field('Ora di check-out')).toHaveValue('10:30');
    expect(field("Password dell'ospite")).toHaveValue('K7MPX2QA');
    await user.clear(field('Numero di ospiti'));
    await user.type(field('Numero di ospiti'), '4');
    await user.click(field('Richiedi i dati di fatturazione'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Modifiche salvate con successo!')).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([{ guest_number: 4, require_billing_info: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Giulia Rossi' });
    expect(within(card).getByText('4')).toBeInTheDocument();
  });

  it("with no changes says 'Nessuna modifica apportata.' and sends nothing", async () => {
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Nessuna modifica apportata.')).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([]);
  });

  it('a new password is sent alone; a failed save keeps the form open', async () => {
    patchReply = () => ({ status: 500, body: { detail: 'A server error occurred.' } });
    const { user, field, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Genera nuova password' }));
    const password = (field("Password dell'ospite") as HTMLInputElement).value;
    await user.click(within(dialog).getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText("Errore durante l'invio delle modifiche.")).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([{ password }]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A server error occurred.');
  });

  it('moving the stay to another apartment takes its rooms and flags', async () => {
    const { user, field, dialog } = await openEdit();
    await user.selectOptions(field('Struttura'), 'Loft Trastevere');
    await waitFor(() => expect(field('Camera')).toHaveValue('20'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByText('Modifiche salvate con successo!');
    expect(sent('PATCH')).toEqual([
      {
        apartment: 2,
        room: 20,
        require_registration_form: false,
        require_document_photo: false,
        require_billing_info: true,
      },
    ]);
  });

  it('deletes after a confirmation that warns about the guests’ data', async () => {
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Eliminare il check-in?' });
    expect(confirm).toHaveTextContent(
      'Stai per cancellare il check-in di Giulia Rossi. Tutti i dati sugli ospiti verranno cancellati.',
    );
    // The footer's Annulla (the close button has the same name).
    await user.click(within(confirm).getAllByRole('button', { name: 'Annulla' }).at(-1)!);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('DELETE /api/register/checkin/30/');

    deleteReply = { status: 500, body: { detail: 'A server error occurred.' } };
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    confirm = screen.getByRole('alertdialog', { name: 'Eliminare il check-in?' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(
      await screen.findByText('Errore durante la cancellazione del profilo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Giulia Rossi' })).toBeInTheDocument();

    deleteReply = { status: 204 };
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Profilo cancellato con successo!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Giulia Rossi' })).not.toBeInTheDocument();
  });
});
