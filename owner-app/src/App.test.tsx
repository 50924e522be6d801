import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { setUnauthorizedHandler } from '@soglia/api-client';
import AppDefault, { App } from './App';
import { startApiServer } from '@soglia/api-client/testing';
import { makeApartment } from './test/fixtures';

beforeAll(() => setUnauthorizedHandler(() => {}));

describe('owner App (remote entry)', () => {
  it('exports App as named and default export', () => {
    expect(AppDefault).toBe(App);
  });

  it('shows Strutture by default and switches sections from the top navigation', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({ status: 200, body: [makeApartment()] }),
    });
    try {
      const user = userEvent.setup();
      render(
        <SogliaThemeProvider>
          <App />
        </SogliaThemeProvider>,
      );
      const nav = screen.getByRole('navigation', { name: 'Sezioni della console' });
      for (const label of ['Strutture', 'Accessi', 'Soggiorni', 'Informazioni']) {
        expect(within(nav).getByRole('button', { name: label })).toBeInTheDocument();
      }
      expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();

      await user.click(within(nav).getByRole('button', { name: 'Accessi' }));
      expect(screen.getByText('Sezione in arrivo.')).toBeInTheDocument();
      expect(screen.queryByText('Casa Soglia')).not.toBeInTheDocument();

      // Back to Strutture: the store kept the list, no second request.
      await user.click(within(nav).getByRole('button', { name: 'Strutture' }));
      expect(screen.getByText('Casa Soglia')).toBeInTheDocument();
      expect(api.calls()).toEqual(['GET /api/apartments/']);
    } finally {
      await api.close();
    }
  });

  it('creates a fresh store for each mount', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({ status: 200, body: [] }),
    });
    try {
      const first = render(<App />, { wrapper: SogliaThemeProvider });
      expect(await screen.findByText('Nessuna struttura.')).toBeInTheDocument();
      first.unmount();
      render(<App />, { wrapper: SogliaThemeProvider });
      expect(await screen.findByText('Nessuna struttura.')).toBeInTheDocument();
      expect(api.calls()).toHaveLength(2);
    } finally {
      await api.close();
    }
  });
});
