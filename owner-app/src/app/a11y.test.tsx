import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { App } from './App';
import { startApiServer, makeApartment } from '@soglia/api-client/testing';

it('the owner Strutture screen has no axe violations', async () => {
  setUnauthorizedHandler(() => {});
  const api = await startApiServer({
    'GET /api/apartments/': () => ({ status: 200, body: [makeApartment()] }),
  });
  try {
    window.history.replaceState(null, '', '/owners');
    const { container } = render(<App />, { wrapper: SogliaThemeProvider });
    await screen.findByText('Casa Soglia');
    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  } finally {
    await api.close();
  }
});
