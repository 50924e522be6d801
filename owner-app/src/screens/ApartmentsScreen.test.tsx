import { screen, waitFor, within } from '@testing-library/react';
import { fieldErrorsBody, makeDoorStatus } from '@soglia/api-client/testing';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/renderWithProviders';
import { structuresServerPerTest } from '../testing/structuresServer';
import { ApartmentsScreen } from './ApartmentsScreen';

const server = structuresServerPerTest();

const open = () => renderWithProviders(<ApartmentsScreen />);
const statusChecks = () =>
  server.api.calls().filter((call) => call === 'GET /api/check-doors-status/');

describe('Strutture', () => {
  it('shows a card per apartment, and checks the devices on arrival when one uses them', async () => {
    open();
    expect(await screen.findByRole('button', { name: /Casa Soglia/ })).toHaveTextContent(
      'Via della Lungaretta 12, 00153 Roma',
    );
    expect(screen.getByRole('button', { name: /Loft Trastevere/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stato dispositivi' })).toBeInTheDocument();
    await waitFor(() => expect(statusChecks()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no device-status button and no check when no apartment uses remote locks', async () => {
    server.data.apartments = server.data.apartments.map((a) => ({ ...a, shelly: false }));
    open();
    await screen.findByRole('button', { name: /Casa Soglia/ });
    expect(screen.queryByRole('button', { name: 'Stato dispositivi' })).not.toBeInTheDocument();
    expect(statusChecks()).toHaveLength(0);
  });

  it('the status modal checks again and shows OK / Non OK per door; the banner can be dismissed', async () => {
    server.data.statuses = [
      makeDoorStatus(),
      makeDoorStatus({
        door_id: 23,
        door_name: 'Cancello',
        status: { isok: true, connected: false },
      }),
    ];
    const { user } = open();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      "Alcuni dispositivi di apertura remota non funzionano. Controlla il server URI, la chiave di autenticazione, l'ID e la connessione del dispositivo.",
    );
    await user.click(within(banner).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stato dispositivi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stato dei dispositivi' });
    const cards = await within(dialog).findAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'PortoneCasa SogliaOK',
      'CancelloCasa SogliaNon OK',
    ]);
    expect(statusChecks()).toHaveLength(2);
  });

  it("says 'Non ci sono dispositivi collegati.' when no door has a device", async () => {
    server.data.statuses = [];
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Stato dispositivi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stato dei dispositivi' });
    expect(await within(dialog).findByText('Non ci sono dispositivi collegati.')).toBeVisible();
  });

  it('creates an apartment: required fields, maps link, URL check, then opens it', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Crea Struttura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea Struttura' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription(
      /Campo obbligatorio\./,
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Villa Aurelia');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Indirizzo/ }), 'Via Aurelia 8');
    await fill(user, within(dialog).getByRole('textbox', { name: /^CIN/ }), 'IT058091C2AURE0008');
    const identification = within(dialog).getByRole('checkbox', {
      name: 'Identificazione de visu prima della prima apertura',
    });
    expect(identification).toBeChecked();
    expect(identification).toHaveAccessibleDescription(
      /Gli ospiti vedono codici e aperture solo dopo che li hai identificati/,
    );
    const maps = within(dialog).getByRole('textbox', { name: /^Link di Google Maps/ });
    await fill(user, maps, 'https://goo.gl/maps/abc');
    await user.click(within(dialog).getByRole('switch', { name: /apertura remota/ }));
    const uri = within(dialog).getByRole('textbox', { name: /^Server URI/ });
    await fill(user, uri, 'shelly cloud');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(maps).toHaveAccessibleDescription(
      /Il link deve iniziare con 'https:\/\/maps\.app\.goo\.gl\/'\./,
    );
    expect(uri).toHaveAccessibleDescription(/URL non valido/);
    expect(server.api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.clear(maps);
    await user.clear(uri);
    await fill(user, uri, 'https://shelly-49-eu.shelly.cloud');
    await fill(user, within(dialog).getByLabelText(/^Chiave di autenticazione/), 'segreta');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(window.location.pathname).toBe('/owners/apartments/1001/structure'));
    const sent = JSON.parse(server.api.requests.find((r) => r.method === 'POST')!.body);
    expect(sent).toMatchObject({
      name: 'Villa Aurelia',
      shelly: true,
      server_uri: 'https://shelly-49-eu.shelly.cloud',
      auth_key: 'segreta',
      identification_required: true,
    });
  });

  it('shows the server field errors in Italian next to their field', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.override = (req) =>
      req.method === 'POST'
        ? {
            status: 400,
            body: fieldErrorsBody({ CIN: [['blank', 'This field may not be blank.']] }),
          }
        : undefined;
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Crea Struttura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea Struttura' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Villa');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Indirizzo/ }), 'Via Roma 1');
    await fill(user, within(dialog).getByRole('textbox', { name: /^CIN/ }), 'IT058091C2VILL0001');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^CIN/ })).toHaveAccessibleDescription(
        /Campo obbligatorio\./,
      ),
    );
  });
});
