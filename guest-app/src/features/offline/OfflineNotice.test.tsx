import { act, screen } from '@testing-library/react';
import { listGuestProfiles } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { OfflineNotice } from './OfflineNotice';

// The service worker's mark on an answer from the phone's copy, as the real API never sends it.
let cachedAt: string | null = null;
let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer({
    'GET /api/checkin-profiles-guest/': () => ({
      status: 200,
      body: [],
      headers: cachedAt
        ? { 'X-Soglia-Cached-At': cachedAt, 'Access-Control-Expose-Headers': 'X-Soglia-Cached-At' }
        : undefined,
    }),
  });
});

afterAll(() => server.close());

test('says since when the stay is shown from the phone, in the guest language, until it is live again', async () => {
  renderWithProviders(<OfflineNotice />, { language: 'it' });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  cachedAt = new Date(2026, 6, 1, 9, 5).toISOString();
  await act(() => listGuestProfiles());
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Offline: dati aggiornati alle 09:05',
  );

  cachedAt = null;
  await act(() => listGuestProfiles());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('shows the time as HH:MM in every language', async () => {
  cachedAt = new Date(2026, 6, 1, 21, 40).toISOString();
  await act(() => listGuestProfiles());
  const texts: Record<string, string> = {
    en: 'Offline: shown as of 21:40',
    es: 'Sin conexión: datos de las 21:40',
    fr: 'Hors ligne : données de 21:40',
    de: 'Offline: Stand von 21:40 Uhr',
  };
  for (const [language, text] of Object.entries(texts)) {
    const { unmount } = renderWithProviders(<OfflineNotice />, {
      language: language as 'en' | 'es' | 'fr' | 'de',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    unmount();
  }
  cachedAt = null;
  await act(() => listGuestProfiles());
});
