import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { routePatterns } from '../shared/routing';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/renderWithProviders';
import { structuresServerPerTest } from '../testing/structuresServer';
import { ApartmentDetailScreen } from './ApartmentDetailScreen';

const server = structuresServerPerTest();

const open = (route: string) =>
  renderWithProviders(
    <Switch>
      <Route path={routePatterns.apartment} component={ApartmentDetailScreen} />
      <Route>Elenco</Route>
    </Switch>,
    { route },
  );
const writes = () => server.api.calls().filter((call) => !call.startsWith('GET'));
/** A modal, once its code has arrived (modals are downloaded when first opened). */
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('apartment detail', () => {
  it('shows every field of the Struttura tab, never the key', async () => {
    open('/apartments/1/structure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Soglia' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Via della Lungaretta 12/ })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/Xk3vQd9LbR2pT7sA8',
    );
    for (const text of [
      '+39 06 1234 5678',
      'ciao@casasoglia.example',
      'IT058091C2ABCDEF12',
      'https://shelly-49-eu.shelly.cloud',
      'Impostata',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('tab', { name: 'Struttura', selected: true })).toBeVisible();
  });

  it('a second apartment without maps link or devices says so', async () => {
    open('/apartments/2/structure');
    expect(await screen.findByText('Via della Scala 21, 00153 Roma')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Nessun dispositivo di apertura remota.')).toBeVisible();
  });

  it("an edit with no change sends nothing and says 'Nessuna modifica apportata.'", async () => {
    const { user } = open('/apartments/1/structure');
    await user.click(await screen.findByRole('button', { name: 'Modifica Struttura' }));
    await user.click(
      within(await dialog('Modifica Struttura')).getByRole('button', { name: 'Salva' }),
    );
    expect(await screen.findByText('Nessuna modifica apportata.')).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it("changes the usual times of the channels' bookings", async () => {
    const { user } = open('/apartments/1/structure');
    expect(await screen.findByText('Check-in delle prenotazioni dai calendari')).toBeVisible();
    expect(screen.getByText('15:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Modifica Struttura' }));
    const times = within(await dialog('Modifica Struttura')).getByRole('group', {
      name: 'Orari delle prenotazioni dai calendari dei canali',
    });
    const checkIn = within(times).getByLabelText(/^Ora di check-in/);
    await user.clear(checkIn);
    await user.type(checkIn, '16:30');
    await user.click(
      within(await dialog('Modifica Struttura')).getByRole('button', { name: 'Salva' }),
    );
    await waitFor(() => expect(writes()).toEqual(['PUT /api/apartments/1/']));
    expect(JSON.parse(server.api.requests.find((r) => r.method === 'PUT')!.body)).toMatchObject({
      default_check_in_time: '16:30',
      default_check_out_time: '10:00',
    });
    expect(await screen.findByText('16:30')).toBeVisible();
  });

  it('the remote-lock switch off clears server URI and key', async () => {
    const { user } = open('/apartments/1/structure');
    await user.click(await screen.findByRole('button', { name: 'Modifica Struttura' }));
    const form = await dialog('Modifica Struttura');
    const toggle = within(form).getByRole('switch', { name: /apertura remota/ });
    await user.click(toggle);
    expect(within(form).queryByRole('textbox', { name: /^Server URI/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(form).getByRole('textbox', { name: /^Server URI/ })).toHaveValue('');
    await user.click(toggle);
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(writes()).toEqual(['PUT /api/apartments/1/']));
    expect(JSON.parse(server.api.requests.find((r) => r.method === 'PUT')!.body)).toMatchObject({
      shelly: false,
      server_uri: '',
      auth_key: '',
    });
  });

  it('deletes the apartment after the confirmation and goes back to the list', async () => {
    const { user } = open('/apartments/2/structure');
    await user.click(await screen.findByRole('button', { name: 'Modifica Struttura' }));
    await user.click(
      within(await dialog('Modifica Struttura')).getByRole('button', { name: 'Elimina' }),
    );
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Sei sicuro di voler cancellare questo appartamento?');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Elenco')).toBeVisible();
    expect(writes()).toEqual(['DELETE /api/apartments/2/']);
  });

  it('lists the doors by priority; the access type switches the fields', async () => {
    const { user } = open('/apartments/1/doors');
    await screen.findByRole('button', { name: /^Cancello/ });
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Portone',
      'Porta appartamento',
      'Cancello',
    ]);
    await user.click(screen.getByRole('button', { name: 'Crea Porta' }));
    const form = await dialog('Crea Porta');
    const type = within(form).getByRole('combobox', { name: /^Tipo di accesso/ });
    expect(type).toHaveValue('solo istruzioni');
    expect(within(form).queryByRole('textbox', { name: /^ID dispositivo/ })).toBeNull();
    await user.selectOptions(type, 'shelly');
    expect(within(form).getByRole('spinbutton', { name: /^Canale/ })).toHaveValue(0);
    expect(within(form).getByRole('textbox', { name: /^Codice di posizione/ })).toBeVisible();
    await user.selectOptions(type, 'codice');
    expect(within(form).queryByRole('textbox', { name: /^ID dispositivo/ })).toBeNull();
    const code = within(form).getByRole('textbox', { name: /^Codice di accesso/ });
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(code).toHaveAccessibleDescription(/Campo obbligatorio\./);
    await fill(user, within(form).getByRole('textbox', { name: /^Nome della porta/ }), 'Garage');
    await fill(user, code, '2580');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('button', { name: /^Garage/ })).toBeVisible();
    expect(JSON.parse(server.api.requests.find((r) => r.method === 'POST')!.body)).toMatchObject({
      name: 'Garage',
      access_type: 'codice',
      access_code: '2580',
      id_device: '',
      channel_device: 0,
      apartment: 1,
    });
  });

  it('shows the 40-character notice on the door name', async () => {
    const { user } = open('/apartments/2/doors');
    expect(await screen.findByText('Non ci sono porte per questa struttura.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Crea Porta' }));
    const name = within(await dialog('Crea Porta')).getByRole('textbox', {
      name: /^Nome della porta/,
    });
    await fill(user, name, 'P'.repeat(45));
    expect(name).toHaveValue('P'.repeat(40));
    expect(screen.getByText('Hai raggiunto il limite massimo di 40 caratteri.')).toBeVisible();
  });

  it('edits the language instructions of a door, one per language', async () => {
    const { user } = open('/apartments/1/doors');
    await user.click(await screen.findByRole('button', { name: /^Portone Shelly/ }));
    const form = await dialog('Modifica Porta');
    expect(await within(form).findByRole('button', { name: 'Inglese' })).toBeVisible();
    const add = within(form).getByRole('form', { name: "Aggiungi un'istruzione" });
    await user.selectOptions(within(add).getByRole('combobox', { name: /^Lingua/ }), 'Inglese');
    await fill(
      user,
      within(add).getByRole('textbox', { name: /^Nome della porta tradotto/ }),
      'Door',
    );
    await user.click(within(add).getByRole('button', { name: 'Aggiungi istruzione' }));
    expect(within(add).getByRole('combobox', { name: /^Lingua/ })).toHaveAccessibleDescription(
      /Esiste già un'istruzione per questa lingua\./,
    );
    await user.selectOptions(within(add).getByRole('combobox', { name: /^Lingua/ }), 'Tedesco');
    await user.click(within(add).getByRole('button', { name: 'Aggiungi istruzione' }));
    expect(await screen.findByText('Istruzione aggiunta con successo.')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Tedesco' })).toBeVisible();
    expect(server.data.instructions.map((i) => [i.code, i.door_name])).toEqual([
      ['en', 'Street door'],
      ['de', 'Door'],
    ]);

    await user.click(within(form).getByRole('button', { name: 'Tedesco' }));
    const german = within(form).getByRole('form', { name: 'Istruzione Tedesco' });
    await user.click(within(german).getByRole('button', { name: 'Elimina istruzione' }));
    await user.click(within(german).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Istruzione cancellata con successo.')).toBeVisible();
    expect(server.data.instructions).toHaveLength(1);
  });

  it('deletes a door after its confirmation', async () => {
    const { user } = open('/apartments/1/doors');
    await user.click(await screen.findByRole('button', { name: /^Cancello/ }));
    await user.click(
      within(await dialog('Modifica Porta')).getByRole('button', { name: 'Elimina' }),
    );
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Sei sicuro di voler cancellare la porta «Cancello»?');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Porta eliminata con successo.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Cancello/ })).not.toBeInTheDocument();
  });

  it('says when a door delete fails', async () => {
    server.override = (req) => (req.method === 'DELETE' ? { status: 500, body: {} } : undefined);
    const { user } = open('/apartments/1/doors');
    await user.click(await screen.findByRole('button', { name: /^Cancello/ }));
    await user.click(
      within(await dialog('Modifica Porta')).getByRole('button', { name: 'Elimina' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByText('Errore nella cancellazione della porta.')).toBeVisible();
  });

  it('creates a room linking doors, and deletes one after the confirmation', async () => {
    const { user } = open('/apartments/1/rooms');
    expect(await screen.findByRole('button', { name: /^Camera Blu/ })).toHaveTextContent(
      'Portone, Porta appartamento',
    );
    await user.click(screen.getByRole('button', { name: 'Crea Camera' }));
    const form = await dialog('Crea Camera');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(
      within(form).getByRole('textbox', { name: /^Nome della camera/ }),
    ).toHaveAccessibleDescription(/Campo obbligatorio\./);
    await fill(user, within(form).getByRole('textbox', { name: /^Nome della camera/ }), 'Suite');
    await user.click(within(form).getByRole('checkbox', { name: 'Portone' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Cancello' }));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('button', { name: /^Suite/ })).toHaveTextContent(
      'Portone, Cancello',
    );
    expect(JSON.parse(server.api.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      name: 'Suite',
      apartment: 1,
      doors: [20, 22],
    });

    await user.click(screen.getByRole('button', { name: /^Camera Blu/ }));
    await user.click(
      within(await dialog('Modifica Camera')).getByRole('button', { name: 'Elimina' }),
    );
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Sei sicuro di voler cancellare la camera «Camera Blu»?');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Camera Blu/ })).not.toBeInTheDocument(),
    );
  });

  it('a tab change closes the open modal and changes the URL', async () => {
    const { user } = open('/apartments/1/rooms');
    await user.click(await screen.findByRole('button', { name: 'Crea Camera' }));
    expect(await dialog('Crea Camera')).toBeVisible();
    await act(async () => {
      window.history.pushState(null, '', '/owners/apartments/1/doors');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('tab', { name: 'Porte', selected: true })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty rooms text, and the room list failure with a retry', async () => {
    server.override = (req) =>
      req.path === '/api/rooms/' ? { status: 503, body: { detail: 'Unavailable.' } } : undefined;
    const { user } = open('/apartments/2/rooms');
    expect(await screen.findByText('Impossibile caricare le camere.')).toBeVisible();
    server.override = undefined;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Non ci sono camere per questa struttura.')).toBeVisible();
  });
});
