import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { App } from './App';
import { startApiServer, makeGuestProfile } from '@soglia/api-client/testing';

it('the guest dashboard has no axe violations', async () => {
  setUnauthorizedHandler(() => {});
  const api = await startApiServer({
    'GET /api/checkin-profiles-guest/': () => ({ status: 200, body: [makeGuestProfile()] }),
  });
  try {
    const { container } = render(<App language="fr" onLanguageChange={() => {}} />, {
      wrapper: SogliaThemeProvider,
    });
    await screen.findByRole('region', { name: 'Arrivée' });
    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  } finally {
    await api.close();
  }
});
