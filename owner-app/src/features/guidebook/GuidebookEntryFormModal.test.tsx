import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type InfoEntry } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { guidebookApi, type Override } from '../../testing/guidebookApi';
import { guidebookSeed, type GuidebookApiData } from '../../testing/guidebookFixtures';
import { fill } from '../../testing/fill';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GuidebookEntryFormModal } from './GuidebookEntryFormModal';

let api: ApiServer;
let data: GuidebookApiData;
let override: Override | undefined;
const seed = guidebookSeed();

beforeAll(() => setUnauthorizedHandler(() => {}));
beforeEach(async () => {
  override = undefined;
  const fake = guidebookApi(seed, (req) => override?.(req));
  data = fake.data;
  api = await startApiServer(fake.routes);
});
afterEach(async () => {
  cleanup();
  await api.close();
});

const onApartmentChange = jest.fn();
const onClose = jest.fn();
beforeEach(() => jest.clearAllMocks());

function renderForm(info?: InfoEntry) {
  const view = renderWithProviders(
    <GuidebookEntryFormModal
      info={info}
      apartmentId={1}
      apartments={seed.apartments}
      rooms={seed.rooms}
      onApartmentChange={onApartmentChange}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', {
    name: info ? 'Aggiorna Informazione' : 'Crea Informazione',
  });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  const select = (name: string) => within(dialog).getByRole('combobox', { name });
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  return { ...view, dialog, field, select, save };
}

const infoById = (id: number) => seed.entries.find((info) => info.id === id)!;
const writes = () => api.calls().filter((call) => !call.startsWith('GET'));

describe('Crea Informazione', () => {
  it('asks for type, title and text before sending anything', async () => {
    const { field, select, save } = renderForm();
    await save();
    expect(select('Tipo')).toHaveAccessibleDescription('Seleziona il tipo.');
    expect(field('Titolo')).toHaveAccessibleDescription(/Inserisci il titolo\./);
    expect(field('Testo')).toHaveAccessibleDescription(/Inserisci il testo\./);
    expect(select('Tipo')).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('offers the room only for room_info, and clears it when the type changes away', async () => {
    const { user, dialog, select, field, save } = renderForm();
    expect(within(dialog).queryByRole('combobox', { name: 'Camera' })).not.toBeInTheDocument();
    await user.selectOptions(select('Tipo'), 'Informazioni Camera');
    const options = within(select('Camera'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Seleziona la camera', 'Camera Blu', 'Camera Verde']);
    await fill(user, field('Titolo'), 'Cassaforte');
    await fill(user, field('Testo'), 'Nell’armadio.');
    await save();
    expect(select('Camera')).toHaveAccessibleDescription('Seleziona la camera.');
    expect(writes()).toEqual([]);

    await user.selectOptions(select('Camera'), 'Camera Verde');
    await user.selectOptions(select('Tipo'), 'Generale');
    expect(within(dialog).queryByRole('combobox', { name: 'Camera' })).not.toBeInTheDocument();
    await user.selectOptions(select('Tipo'), 'Informazioni Camera');
    expect(select('Camera')).toHaveValue('');

    await user.selectOptions(select('Camera'), 'Camera Verde');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.entries.at(-1)).toMatchObject({
      type: 'room_info',
      room: 11,
      room_name: 'Camera Verde',
      google_link: '',
    });
  });

  it('shows the maps link only for parking, restaurants, nearby and places to visit', async () => {
    const { user, dialog, select } = renderForm();
    const shown: string[] = [];
    for (const label of [
      'Generale',
      'Informazioni Parcheggio',
      'Ristoranti',
      'Nei Paraggi',
      'Cosa Visitare',
      'Informazioni Appartamento',
      'Informazioni Camera',
    ]) {
      await user.selectOptions(select('Tipo'), label);
      if (within(dialog).queryByRole('textbox', { name: 'Link di Google Maps' })) shown.push(label);
    }
    expect(shown).toEqual([
      'Informazioni Parcheggio',
      'Ristoranti',
      'Nei Paraggi',
      'Cosa Visitare',
    ]);
  });

  it('refuses a link that is not a maps share link, with the create message', async () => {
    const { user, select, field, save } = renderForm();
    await user.selectOptions(select('Tipo'), 'Ristoranti');
    await fill(user, field('Titolo'), 'Da Enzo');
    await fill(user, field('Testo'), 'Trastevere');
    await fill(user, field('Link di Google Maps'), 'https://www.google.com/maps/place/Da+Enzo');
    await save();
    expect(field('Link di Google Maps')).toHaveAccessibleDescription(
      expect.stringContaining("Il link deve essere un link di Google Maps'."),
    );
    expect(writes()).toEqual([]);
  });

  it('counts the characters left and stops the title at 255 and the text at 5000', async () => {
    const { user, field } = renderForm();
    expect(field('Titolo')).toHaveAccessibleDescription('255 caratteri rimanenti');
    await fill(user, field('Titolo'), 'Wi-Fi');
    expect(field('Titolo')).toHaveAccessibleDescription('250 caratteri rimanenti');
    await user.click(field('Titolo'));
    await user.paste('x'.repeat(300));
    expect(field('Titolo')).toHaveValue(`Wi-Fi${'x'.repeat(250)}`);
    expect(field('Titolo')).toHaveAccessibleDescription('0 caratteri rimanenti');
    expect(
      screen.getByText('Hai raggiunto il limite massimo di 255 caratteri.'),
    ).toBeInTheDocument();
    expect(field('Testo')).toHaveAccessibleDescription('5000 caratteri rimanenti');
    await user.click(field('Testo'));
    await user.paste('a'.repeat(5001));
    expect((field('Testo') as HTMLTextAreaElement).value).toHaveLength(5000);
    expect(
      screen.getByText('Hai raggiunto il limite massimo di 5000 caratteri.'),
    ).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    override = (req) =>
      req.method === 'POST'
        ? { status: 400, body: { room: ['La camera non appartiene a questo appartamento.'] } }
        : undefined;
    const { user, select, field, save } = renderForm();
    await user.selectOptions(select('Tipo'), 'Informazioni Camera');
    await user.selectOptions(select('Camera'), 'Camera Blu');
    await fill(user, field('Titolo'), 'Letto');
    await fill(user, field('Testo'), 'Lenzuola nell’armadio.');
    await save();
    expect(
      await screen.findByText('La camera non appartiene a questo appartamento.'),
    ).toBeVisible();
    expect(select('Camera')).toHaveAccessibleDescription(
      'La camera non appartiene a questo appartamento.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the first element of a list answer; without one it only logs', async () => {
    override = (req) =>
      req.method === 'POST'
        ? { status: 400, body: ['Limite di informazioni raggiunto.'] }
        : undefined;
    const { user, select, field, save } = renderForm();
    await user.selectOptions(select('Tipo'), 'Generale');
    await fill(user, field('Titolo'), 'Wi-Fi');
    await fill(user, field('Testo'), 'Password sul frigo');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Limite di informazioni raggiunto.');

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    override = (req) => (req.method === 'POST' ? 'hang-up' : undefined);
    await save();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Crea Informazione failed', expect.anything()),
    );
    logged.mockRestore();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('another apartment in the form asks for its rooms and resets the room', async () => {
    const { user, select } = renderForm();
    await user.selectOptions(select('Tipo'), 'Informazioni Camera');
    await user.selectOptions(select('Camera'), 'Camera Blu');
    await user.selectOptions(select('Struttura'), 'Loft Trastevere');
    expect(onApartmentChange).toHaveBeenCalledWith(2);
    expect(select('Camera')).toHaveValue('');
    expect(select('Camera')).toHaveAccessibleDescription(/Questa struttura non ha camere/);
  });
});

describe('Aggiorna Informazione', () => {
  it('starts from the entry and refuses a wrong link with the update message', async () => {
    const { user, field, select, save } = renderForm(infoById(62));
    expect(select('Tipo')).toHaveDisplayValue('Ristoranti');
    expect(field('Titolo')).toHaveValue('Da Enzo al 29');
    expect(field('Titolo')).toHaveAccessibleDescription('242 caratteri rimanenti');
    await user.clear(field('Link di Google Maps'));
    await fill(user, field('Link di Google Maps'), 'maps.app.goo.gl/DaEnzo');
    await save();
    expect(field('Link di Google Maps')).toHaveAccessibleDescription(
      expect.stringContaining("Il link deve iniziare con 'https://maps.app.goo.gl/'."),
    );
    expect(writes()).toEqual([]);
  });

  it('drops the link when the new type has none', async () => {
    const { user, select, save } = renderForm(infoById(62));
    await user.selectOptions(select('Tipo'), 'Generale');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.entries.find((info) => info.id === 62)).toMatchObject({
      type: 'general',
      google_link: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Informazione aggiornata con successo.',
    );
  });

  it('a failure without a message says Errore nell’aggiornamento dell’informazione.', async () => {
    override = (req) => (req.method === 'PUT' ? { status: 500 } : undefined);
    const { save } = renderForm(infoById(65));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Errore nell'aggiornamento dell'informazione.",
    );
    override = (req) =>
      req.method === 'PUT' ? { status: 400, body: ['Informazione bloccata.'] } : undefined;
    await save();
    expect(await screen.findByText('Informazione bloccata.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
