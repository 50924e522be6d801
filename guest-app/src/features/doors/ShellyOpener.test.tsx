import { screen } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { detailBody, startApiServer, type ApiServer, type Reply } from '@soglia/api-client/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { QUEUED_AFTER_MS, ShellyOpener } from './ShellyOpener';

let api: ApiServer;
let cpc: () => Reply | Promise<Reply>;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({ 'POST /api/check-cpc/': () => cpc() });
});
afterAll(() => api.close());
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const later = (ms: number, reply: Reply) =>
  new Promise<Reply>((resolve) => setTimeout(() => resolve(reply), ms));

describe('ShellyOpener on a busy evening', () => {
  it('says the opening is queued while it waits its turn on the account, then OPENED!', async () => {
    // The API holds the request while the opening waits for the host's Shelly account.
    cpc = () =>
      later(QUEUED_AFTER_MS + 700, {
        status: 200,
        body: { detail: 'Door opened.', door_id: 20, open_seconds: 5, queued_ms: 2100 },
      });
    const { user } = renderWithProviders(<ShellyOpener doorId={20} doorName="Portone" />);
    await user.type(screen.getByRole('textbox', { name: /CPC/ }), '2468');
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    expect(screen.getByRole('button', { name: 'Apertura…' })).toBeInTheDocument();
    expect(screen.queryByText('In coda, pochi secondi…')).not.toBeInTheDocument();

    expect(
      await screen.findByRole('button', { name: 'In coda, pochi secondi…' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('In coda, pochi secondi…', { selector: 'p, span' })).toBeVisible();
    expect(await screen.findByText('APERTA!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('In coda, pochi secondi…')).not.toBeInTheDocument();
  });

  it('an opening answered at once never says it was queued', async () => {
    cpc = () => ({
      status: 200,
      body: { detail: 'Door opened.', door_id: 20, open_seconds: 5, queued_ms: 0 },
    });
    const { user } = renderWithProviders(<ShellyOpener doorId={20} doorName="Front door" />, {
      language: 'en',
    });
    await user.type(screen.getByRole('textbox', { name: /CPC/ }), '2468');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('OPENED!')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, QUEUED_AFTER_MS + 200));
    expect(screen.queryByText('Queued, a few seconds…')).not.toBeInTheDocument();
  });

  it('a queue too long for the account: many guests are opening doors, try again in N seconds', async () => {
    cpc = () => ({
      status: 503,
      headers: { 'retry-after': '4' },
      body: detailBody(
        'door_busy',
        'Many guests are opening doors right now and this door would wait too long. Please try again in a few seconds.',
      ),
    });
    const { user } = renderWithProviders(<ShellyOpener doorId={20} doorName="Haustür" />, {
      language: 'de',
    });
    await user.type(screen.getByRole('textbox', { name: /CPC/ }), '2468');
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gerade öffnen viele Gäste Türen: Bitte versuchen Sie es in 4 Sekunden erneut.',
    );
  });
});
