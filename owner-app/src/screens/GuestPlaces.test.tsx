import { configure, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type Stay } from '@soglia/api-client';
import {
  makeGuest,
  placesQueryOf,
  searchTestPlaces,
  startApiServer,
  type ApiServer,
} from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { renderWithProviders } from '../testing/renderWithProviders';
import { makeWeekOfStays, MARCH_WEEK } from '../testing/stays';

// The places search waits for a pause in the typing, then asks the API: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The guests' places in 'Aggiungi Ospite', the guests table and 'Dettagli Documento': chosen
// from the Alloggiati places (GET /api/places/ over real table entries), sent with their codes.

jest.setTimeout(30_000);

let api: ApiServer;
let stays: Stay[];

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  api = await startApiServer({
    'GET /api/owner-checkin-details/': () => ({ status: 200, body: stays }),
    'GET /api/places/': (req) => ({
      status: 200,
      body: searchTestPlaces(placesQueryOf(req.query)),
    }),
    'POST /api/guests-registration/': (req) => ({
      status: 201,
      body: makeGuest({ id: 44, ...JSON.parse(req.body), places_to_review: [] }),
    }),
    'PUT /api/guests-registration/42/': (req) => {
      // Like the server: a place with a name and no code stays to review.
      const guest = { ...stays[0].guests[2], ...JSON.parse(req.body) };
      const places = ['place_of_birth', 'citizenship', 'place_of_issue'] as const;
      guest.places_to_review = places.filter((f) => guest[f] && !guest[`${f}_code`]);
      return { status: 200, body: guest };
    },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  stays = makeWeekOfStays();
});

const range = `?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`;
const dialog = () => screen.getByRole('dialog');
const sent = (method: string) =>
  JSON.parse(api.requests.find((req) => req.method === method)!.body) as Record<string, unknown>;
const searches = () =>
  api.requests
    .filter((req) => req.path === '/api/places/')
    .map((req) => Object.fromEntries(req.query));

async function openAddGuest() {
  const view = renderWithProviders(<OwnerDashboard />, { route: `/stays/32${range}` });
  await screen.findByRole('heading', { level: 1 });
  await view.user.click(screen.getByRole('button', { name: 'Aggiungi ospite' }));
  const { user } = view;
  await user.type(within(dialog()).getByLabelText(/^Nome/), 'Chiara');
  await user.type(within(dialog()).getByLabelText(/^Cognome/), 'Esposito');
  await user.type(within(dialog()).getByLabelText(/Data di nascita/), '1985-06-01');
  return view;
}

describe("the guests' places", () => {
  it("'Aggiungi Ospite' sends the chosen places with their codes", async () => {
    const { user } = await openAddGuest();
    const birth = within(dialog()).getByRole('combobox', { name: /Luogo di nascita/ });
    await user.type(birth, 'lodi');
    // Born in 1985: Lodi was in the province of Milano.
    const list = await within(dialog()).findByRole('listbox', { name: 'Luogo di nascita' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lodi (MI)Comune, fino al 1992']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(birth).toHaveValue('Lodi (MI)');
    await user.type(within(dialog()).getByRole('combobox', { name: /Cittadinanza/ }), 'ital');
    await user.click(await within(dialog()).findByRole('option', { name: 'Italia Stato' }));
    await user.type(within(dialog()).getByRole('combobox', { name: /Luogo di rilascio/ }), 'lodi');
    await user.click(await within(dialog()).findByRole('option', { name: 'Lodi (LO) Comune' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Ospite aggiunto con successo')).toBeVisible();

    expect(searches()[0]).toEqual({ q: 'lodi', date: '1985-06-01', language: 'it', limit: '10' });
    expect(sent('POST')).toMatchObject({
      place_of_birth: 'Lodi (MI)',
      place_of_birth_code: '403015729',
      citizenship: 'Italia',
      citizenship_code: '100000100',
      place_of_issue: 'Lodi (LO)',
      place_of_issue_code: '403098031',
    });
  });

  it('a place typed but not chosen is refused before anything is sent', async () => {
    const { user } = await openAddGuest();
    const citizenship = within(dialog()).getByRole('combobox', { name: /Cittadinanza/ });
    await user.type(citizenship, 'Italiana');
    expect(
      await within(dialog()).findByText('Nessuno stato con questo nome.', {
        ignore: '[role=status]',
      }),
    ).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(citizenship).toHaveAccessibleDescription(
        'Scegli il luogo dall’elenco: scrivi qualche lettera e selezionalo.',
      ),
    );
    expect(citizenship).toHaveFocus();
    expect(api.requests.some((req) => req.method === 'POST')).toBe(false);
  });

  it("marks the guests whose places are still to review, and 'Dettagli Documento' fixes them", async () => {
    const { user } = renderWithProviders(<OwnerDashboard />, { route: `/stays/30${range}` });
    const guests = await screen.findByRole('table', { name: 'Ospiti' });
    const [, giulia, , sofia] = within(guests).getAllByRole('row');
    expect(within(sofia).getAllByRole('cell')[5]).toHaveTextContent('MonacoLuogo da verificare');
    expect(within(giulia).queryByText('Luogo da verificare')).not.toBeInTheDocument();
    expect(screen.getByText(/Luogo da verificare: scritto a mano, senza il codice/)).toBeVisible();

    await user.click(
      within(sofia).getByRole('button', { name: 'Confronta il documento di Sofia Rossi' }),
    );
    const details = await screen.findByRole(
      'form',
      { name: 'Dettagli Documento' },
      // The document screen's code is loaded on its first visit.
      { timeout: 10_000 },
    );
    expect(
      within(details).getByText(/Luoghi da verificare: sono stati scritti a mano/),
    ).toBeVisible();
    const birth = within(details).getByRole('combobox', { name: /Luogo di nascita/ });
    expect(birth).toHaveValue('Monaco');
    expect(birth).toHaveAccessibleDescription('Da verificare: scegli il luogo dall’elenco.');

    // The old text may stay while the host changes something else.
    await user.type(within(details).getByLabelText(/Numero di documento/), '1');
    await user.click(within(details).getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Dettagli aggiornati con successo')).toBeVisible();
    expect(sent('PUT')).toMatchObject({ place_of_birth: 'Monaco', place_of_birth_code: '' });
    expect(within(details).getByText(/Luoghi da verificare/)).toBeVisible();

    // Born in Munich: the state is Germania.
    api.requests.length = 0;
    await user.clear(birth);
    await user.type(birth, 'germ');
    await user.click(await within(details).findByRole('option', { name: 'Germania Stato' }));
    expect(birth).toHaveAccessibleDescription('Comune italiano o Stato estero');
    await user.click(within(details).getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(api.requests.some((req) => req.method === 'PUT')).toBe(true));
    expect(sent('PUT')).toMatchObject({
      place_of_birth: 'Germania',
      place_of_birth_code: '100000216',
    });
    await waitFor(() =>
      expect(within(details).queryByText(/Luoghi da verificare/)).not.toBeInTheDocument(),
    );
  });
});
