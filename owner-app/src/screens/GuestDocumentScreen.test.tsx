import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, storeToken, clearToken, type Stay } from '@soglia/api-client';
import {
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
let putReply: (body: string) => Reply;
let failMedia = false;

const photo = (type: string) => (): Reply =>
  failMedia ? { status: 500 } : { status: 200, body: 'bytes', headers: { 'Content-Type': type } };

let created: string[] = [];
const revoked: string[] = [];

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  // jsdom has no object URLs: number them, and record which are revoked.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${created.length}-${blob.type}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  api = await startApiServer({
    'GET /api/owner-checkin-details/': () => ({ status: 200, body: stays }),
    'GET /api/media/guests/40/front/': photo('image/jpeg'),
    'GET /api/media/guests/40/back/': photo('image/jpeg'),
    'GET /api/media/guests/41/front/': photo('application/pdf'),
    'GET /api/media/guests/43/front/': photo('image/png'),
    'PUT /api/guests-registration/40/': (req) => putReply(req.body),
    'GET /api/places/': (req) => ({
      status: 200,
      body: searchTestPlaces(placesQueryOf(req.query)),
    }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  stays = makeWeekOfStays();
  created = [];
  revoked.length = 0;
  failMedia = false;
  storeToken('owner-token');
});
afterEach(() => clearToken());

const range = `?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`;
const openGuest = async (stayId: number, guestId: number) => {
  const rendered = renderWithProviders(<OwnerDashboard />, {
    route: `/stays/${stayId}/guests/${guestId}${range}`,
  });
  // The screen's code is loaded on the first visit: slow on a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return rendered;
};
const details = () => screen.getByRole('form', { name: 'Dettagli Documento' });

describe('the document comparison', () => {
  it('shows the details beside the photo fetched with the token; Retro / Fronte with a back', async () => {
    const { user } = await openGuest(30, 40);
    expect(screen.getByRole('heading', { level: 1, name: 'Giulia Rossi' })).toBeInTheDocument();
    expect(
      screen.getByText('Confronto documento · ospite 1 di 4 · soggiorno di Giulia Rossi'),
    ).toBeInTheDocument();
    expect(within(details()).getByLabelText(/^Nome/)).toHaveValue('Giulia');
    expect(within(details()).getByLabelText(/Numero di documento/)).toHaveValue('CA12345BX');
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento della foto');

    const front = await screen.findByAltText('Foto del documento (Fronte)');
    expect(front.getAttribute('src')).toMatch(/^blob:test\/\d-image\/jpeg$/);
    fireEvent.load(front);
    expect(screen.getByRole('img', { name: 'Foto del documento (Fronte)' })).toBeVisible();
    const media = api.requests.filter((req) => req.path.startsWith('/api/media/'));
    expect(media.map((req) => req.path).sort()).toEqual([
      '/api/media/guests/40/back/',
      '/api/media/guests/40/front/',
    ]);
    expect(media.every((req) => req.headers.authorization === 'Token owner-token')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retro' }));
    expect(screen.getByRole('button', { name: 'Retro' })).toHaveAttribute('aria-pressed', 'true');
    const back = screen.getByAltText('Foto del documento (Retro)');
    expect(back.getAttribute('src')).not.toBe(front.getAttribute('src'));
    await user.click(screen.getByRole('button', { name: 'Fronte' }));
    expect(screen.getByAltText('Foto del documento (Fronte)')).toBeInTheDocument();
  });

  it('embeds a PDF, and without a back photo there is no Retro / Fronte', async () => {
    await openGuest(30, 41);
    const pdf = await screen.findByTitle('Documento PDF');
    expect(pdf.tagName).toBe('IFRAME');
    expect(pdf.getAttribute('src')).toMatch(/application\/pdf$/);
    expect(screen.queryByRole('button', { name: 'Retro' })).not.toBeInTheDocument();
  });

  it("says 'Nessuna foto disponibile.' without a photo and downloads nothing", async () => {
    await openGuest(30, 42);
    expect(screen.getByText('Nessuna foto disponibile.')).toBeVisible();
    expect(api.calls().filter((call) => call.includes('/media/'))).toEqual([]);
  });

  it('Avanti / Indietro move between guests and on to the next stay; URLs are revoked', async () => {
    const { user, unmount } = await openGuest(30, 41);
    await screen.findByTitle('Documento PDF');
    const pdfUrl = created[0];
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(window.location.pathname).toBe('/owners/stays/30/guests/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Sofia Rossi' })).toBeInTheDocument();
    expect(revoked).toContain(pdfUrl);
    expect(within(details()).getByLabelText(/^Nome/)).toHaveValue('Sofia');

    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(window.location.pathname).toBe('/owners/stays/31/guests/43');
    expect(
      screen.getByText('Confronto documento · ospite 4 di 4 · soggiorno di Luca Bianchi'),
    ).toBeInTheDocument();
    expect(await screen.findByAltText('Foto del documento (Fronte)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(window.location.pathname).toBe('/owners/stays/30/guests/42');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(window.location.pathname).toBe('/owners/stays/30');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giulia Rossi' }),
    ).toBeInTheDocument();
    unmount();
    expect([...revoked].sort()).toEqual([...created].sort());
  });

  it("saves 'Dettagli Documento' (PUT) and says so for 5 s; unchanged says nothing changed", async () => {
    putReply = (body) => ({ status: 200, body: makeGuest({ id: 40, ...JSON.parse(body) }) });
    const { user } = await openGuest(30, 40);
    await user.click(within(details()).getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Nessuna modifica apportata.')).toBeVisible();

    const issue = within(details()).getByRole('combobox', { name: /Luogo di rilascio/ });
    await user.clear(issue);
    await user.type(issue, 'firen');
    await user.click(await within(details()).findByRole('option', { name: 'Firenze (FI) Comune' }));
    await user.click(within(details()).getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Dettagli aggiornati con successo')).toBeVisible();
    const put = api.requests.find((req) => req.method === 'PUT')!;
    expect(put.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(put.body)).toMatchObject({
      first_name: 'Giulia',
      place_of_issue: 'Firenze (FI)',
      place_of_issue_code: '409048017',
    });
    expect(JSON.parse(put.body)).not.toHaveProperty('document_photo');
  });

  it('a failed save shows the field errors and the §8 notice; required names stay required', async () => {
    putReply = () => ({ status: 400, body: { document_number: ['Numero non valido.'] } });
    const { user } = await openGuest(30, 40);
    await user.clear(within(details()).getByLabelText(/^Nome/));
    await user.click(within(details()).getByRole('button', { name: 'Salva modifiche' }));
    expect(await within(details()).findByText('Il nome è obbligatorio.')).toBeVisible();
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);

    await user.type(within(details()).getByLabelText(/^Nome/), 'Giulia');
    await user.type(within(details()).getByLabelText(/Numero di documento/), '?');
    await user.click(within(details()).getByRole('button', { name: 'Salva modifiche' }));
    expect(await within(details()).findByText('Numero non valido.')).toBeVisible();
    expect(screen.getByText("Errore durante l'aggiornamento dei dettagli")).toBeVisible();
  });

  it('a failed download logs it and shows no photo; without a token nothing is asked', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      failMedia = true;
      const first = await openGuest(31, 43);
      expect(await screen.findByText('Nessuna foto disponibile.')).toBeVisible();
      expect(error).toHaveBeenCalledWith(
        'Errore durante il recupero del file protetto',
        expect.anything(),
      );
      first.unmount();

      clearToken();
      api.requests.length = 0;
      await openGuest(31, 43);
      await waitFor(() => expect(error).toHaveBeenCalledWith('No access token found'));
      expect(screen.getByText('Nessuna foto disponibile.')).toBeVisible();
      expect(api.calls().filter((call) => call.includes('/media/'))).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });
});
