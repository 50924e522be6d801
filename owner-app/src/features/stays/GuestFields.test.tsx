import { screen, within } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { makeGuest, startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AddGuestModal } from './AddGuestModal';
import { DocumentDetailsForm } from './DocumentDetailsForm';

// Forms typed key by key: slow when the whole suite shares two cores.
jest.setTimeout(20_000);

// The Alloggiati Web record holds a surname of 50 characters, a name of 30 and a document
// number of 20: a longer value is refused before anything is sent, never cut.
let api: ApiServer;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'POST /api/guests-registration/': () => ({ status: 201, body: makeGuest() }),
    'PUT /api/guests-registration/40/': () => ({ status: 200, body: makeGuest() }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const writes = () => api.requests.filter((r) => r.method !== 'GET');

describe("the guest's fields refuse what the Alloggiati record cannot hold", () => {
  it("'Aggiungi Ospite': surname, name and document number too long, in Italian", async () => {
    const { user } = renderWithProviders(<AddGuestModal stayId={32} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Maria Antonietta Giuseppina Ada');
    await user.type(within(dialog).getByLabelText(/^Cognome/), 'Esposito'.repeat(7));
    await user.type(within(dialog).getByLabelText(/Data di nascita/), '1992-09-14');
    await user.type(within(dialog).getByLabelText(/Numero di documento/), 'AX1234567AX1234567AX1');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText(
        'Il numero del documento può avere al massimo 20 caratteri (limite di Alloggiati Web).',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Il cognome può avere al massimo 50 caratteri (limite di Alloggiati Web).',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Il nome può avere al massimo 30 caratteri (limite di Alloggiati Web).',
      ),
    ).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it("'Dettagli Documento': a document number of 21 characters is refused, 20 are saved", async () => {
    const { user } = renderWithProviders(<DocumentDetailsForm guest={makeGuest()} />);
    const number = screen.getByLabelText(/Numero di documento/);
    await user.clear(number);
    await user.type(number, 'AX1234567AX1234567AX1');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(
      await screen.findByText(
        'Il numero del documento può avere al massimo 20 caratteri (limite di Alloggiati Web).',
      ),
    ).toBeVisible();
    expect(writes()).toEqual([]);
    await user.type(number, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByText('Dettagli aggiornati con successo');
    expect(writes()).toHaveLength(1);
  });
});
