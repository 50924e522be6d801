import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { guidebookApi, type Override } from '../testing/guidebookApi';
import { guidebookSeed, type GuidebookApiData } from '../testing/guidebookFixtures';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/renderWithProviders';
import { GuidebookScreen } from './GuidebookScreen';

let api: ApiServer;
let data: GuidebookApiData;
let override: Override | undefined;

beforeAll(() => setUnauthorizedHandler(() => {}));
beforeEach(async () => {
  override = undefined;
  const fake = guidebookApi(guidebookSeed(), (req) => override?.(req));
  data = fake.data;
  api = await startApiServer(fake.routes);
});
afterEach(async () => {
  cleanup(); // before the server goes, so no request of the screen outlives it
  await api.close();
});

const open = (route = '/infos?apartment=1') => renderWithProviders(<GuidebookScreen />, { route });

const groupToggle = (name: RegExp) => screen.getByRole('button', { name, expanded: true });
const writes = () => api.calls().filter((call) => !call.startsWith('GET'));

describe('Informazioni', () => {
  it('groups the entries of the apartment in the URL by type, room entries by room', async () => {
    open();
    expect(
      await screen.findByRole('button', { name: /Wi-Fi e raccolta differenziata/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Informazioni' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Struttura' })).toHaveDisplayValue('Casa Soglia');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([
      'Generale1 informazione',
      'Informazioni Parcheggio1 informazione',
      'Ristoranti1 informazione',
      'Informazioni Appartamento1 informazione',
      'Informazioni Camera2 informazioni',
    ]);
    const rooms = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(rooms).toEqual(
      expect.arrayContaining(['Camera Blu1 informazione', 'Camera Verde1 informazione']),
    );
    expect(screen.queryByText('Chiavi del portone')).not.toBeInTheDocument();
    expect(
      api.requests.find((r) => r.path === '/api/apartment-info/')?.query.get('apartment'),
    ).toBe('1');
  });

  it('collapses and expands a group from its header', async () => {
    const { user } = open();
    await screen.findByText('Da Enzo al 29');
    await user.click(groupToggle(/^Ristoranti/));
    expect(screen.queryByText('Da Enzo al 29')).not.toBeVisible();
    expect(screen.getByRole('button', { name: /^Ristoranti/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(groupToggle(/^Camera Verde/));
    expect(screen.queryByText('Cassaforte')).not.toBeVisible();
    expect(screen.getByText('Aria condizionata')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Ristoranti/ }));
    expect(screen.getByText('Da Enzo al 29')).toBeVisible();
  });

  it('without an apartment in the URL picks the first; the dropdown changes the URL', async () => {
    const { user } = open('/infos');
    await screen.findByText('Da Enzo al 29');
    expect(window.location.search).toBe('?apartment=1');
    const before = window.history.length;
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Struttura' }),
      'Loft Trastevere',
    );
    expect(await screen.findByText('Chiavi del portone')).toBeInTheDocument();
    expect(screen.queryByText('Da Enzo al 29')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/owners/infos?apartment=2');
    expect(window.history.length).toBe(before + 1);
    act(() => window.history.back());
    expect(await screen.findByText('Da Enzo al 29')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Struttura' })).toHaveDisplayValue('Casa Soglia');
  });

  it('an apartment that is not the host’s falls back to the first one', async () => {
    open('/infos?apartment=99');
    expect(await screen.findByText('Da Enzo al 29')).toBeInTheDocument();
    expect(window.location.search).toBe('?apartment=1');
  });

  it('opens the detail of an entry: title, type, text, link; Chiudi closes it', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Da Enzo al 29/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Da Enzo al 29' });
    expect(within(dialog).getByText('Ristoranti')).toBeInTheDocument();
    expect(within(dialog).getByText(/Cucina romana in Via dei Vascellari 29/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Apri in Google Maps' })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/DaEnzo29',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Aria condizionata/ }));
    const room = await screen.findByRole('dialog', { name: 'Aria condizionata' });
    expect(within(room).getByText('Camera Blu')).toBeInTheDocument();
    expect(within(room).queryByRole('link')).not.toBeInTheDocument();
  });

  it('deletes an entry once after a confirmation, with the green toast', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Da Enzo al 29/ }));
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Elimina informazione' });
    expect(confirm).toHaveTextContent('Sei sicuro di voler eliminare «Da Enzo al 29»?');
    await user.click(within(confirm).getAllByRole('button', { name: 'Annulla' })[0]);
    expect(screen.getByRole('dialog', { name: 'Da Enzo al 29' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const button = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' });
    await user.dblClick(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Informazione eliminata con successo!',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Da Enzo al 29')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Ristoranti/ })).not.toBeInTheDocument();
    expect(writes()).toEqual(['DELETE /api/apartment-info/62/']);
    expect(data.entries.some((info) => info.id === 62)).toBe(false);
  });

  it('a failed delete says so in red and keeps the entry', async () => {
    override = (req) =>
      req.method === 'DELETE' ? { status: 500, body: { detail: 'boom' } } : undefined;
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Da Enzo al 29/ }));
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Si è verificato un errore durante l'eliminazione dell'informazione.",
    );
    expect(screen.getAllByText('Da Enzo al 29').length).toBeGreaterThan(0);
  });

  it('an entry deleted elsewhere cannot be deleted again: red toast, and it leaves the list', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Da Enzo al 29/ }));
    data.entries = data.entries.filter((info) => info.id !== 62); // another device deleted it
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Si è verificato un errore durante l'eliminazione dell'informazione.",
    );
    await waitFor(() => expect(screen.queryByText('Da Enzo al 29')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Aggiungi creates an entry in the chosen apartment and lists it in its group', async () => {
    const { user } = open();
    await screen.findByText('Da Enzo al 29');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea Informazione' });
    expect(within(dialog).getByRole('combobox', { name: 'Struttura' })).toHaveDisplayValue(
      'Casa Soglia',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), 'Nei Paraggi');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Titolo' }),
      'Forno Campo de’ Fiori',
    );
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Testo' }),
      'Pizza bianca calda dalle 7.',
    );
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Link di Google Maps' }),
      'https://maps.app.goo.gl/FornoCampo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Informazione aggiunta con successo.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Nei Paraggi/ })).toBeInTheDocument();
    expect(screen.getByText('Forno Campo de’ Fiori')).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/api/apartment-info/');
    expect(JSON.parse(sent!.body)).toEqual({
      title: 'Forno Campo de’ Fiori',
      type: 'nearby',
      info: 'Pizza bianca calda dalle 7.',
      google_link: 'https://maps.app.goo.gl/FornoCampo',
      apartment: 1,
      room: null,
    });
  });

  it('Modifica opens Aggiorna Informazione with the entry; saving updates the list', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Check-out/ }));
    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiorna Informazione' });
    const title = within(dialog).getByRole('textbox', { name: 'Titolo' });
    expect(title).toHaveValue('Check-out');
    await user.clear(title);
    await fill(user, title, 'Check-out entro le 10');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Informazione aggiornata con successo.',
    );
    // Back on the detail, which shows the new title.
    expect(screen.getByRole('dialog', { name: 'Check-out entro le 10' })).toBeInTheDocument();
    expect(writes()).toEqual(['PUT /api/apartment-info/65/']);
  });
});

describe('Informazioni states', () => {
  it('shows a spinner while the apartments load', async () => {
    let release = () => {};
    const answered = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    override = (req) => (req.path === '/api/apartments/' ? answered : undefined);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento delle strutture…');
    release();
    expect(await screen.findByText('Da Enzo al 29')).toBeInTheDocument();
  });

  it('a failed apartment list offers a retry', async () => {
    let fail = true;
    override = (req) =>
      req.path === '/api/apartments/' && fail
        ? { status: 503, body: { detail: 'down' } }
        : undefined;
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le strutture.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Da Enzo al 29')).toBeInTheDocument();
  });

  it('a failed info list offers a retry', async () => {
    let fail = true;
    override = (req) =>
      req.path === '/api/apartment-info/' && fail
        ? { status: 500, body: { detail: 'x' } }
        : undefined;
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le informazioni.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Da Enzo al 29')).toBeInTheDocument();
  });

  it('a host without apartments is sent to Strutture', async () => {
    data.apartments.splice(0);
    const { user } = open('/infos');
    expect(await screen.findByText(/Nessuna struttura/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vai a Strutture' }));
    expect(window.location.pathname).toBe('/owners');
  });

  it('an apartment with no entries shows the empty text', async () => {
    data.entries = [];
    open();
    expect(
      await screen.findByText('Nessuna informazione per questa struttura.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi' })).toBeEnabled();
  });
});
