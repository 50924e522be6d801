import { screen, waitFor } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, makeApartment } from '@soglia/api-client/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ApartmentList } from './ApartmentList';
import { apartmentsSlice } from './apartmentsSlice';

const base = apartmentsSlice.reducer(undefined, { type: '@@INIT' });
const loaded = { status: 'succeeded' as const, failure: null };

beforeAll(() => setUnauthorizedHandler(() => {}));

describe('ApartmentList', () => {
  it('renders one card per apartment from the store, with name and address', () => {
    const a = makeApartment({ id: 1, name: 'Casa Soglia' });
    const b = makeApartment({ id: 2, name: 'Loft Navigli', address: 'Via Vigevano 3, Milano' });
    renderWithProviders(<ApartmentList />, {
      preloadedState: {
        apartments: { ...base, requests: { list: loaded }, ids: [1, 2], entities: { 1: a, 2: b } },
      },
    });
    expect(screen.getByText('Casa Soglia')).toBeInTheDocument();
    expect(screen.getByText('Via della Lungaretta 12, 00153 Roma')).toBeInTheDocument();
    expect(screen.getByText('Loft Navigli')).toBeInTheDocument();
    expect(screen.getByText('Via Vigevano 3, Milano')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderWithProviders(<ApartmentList />, {
      preloadedState: {
        apartments: { ...base, requests: { list: { status: 'pending', failure: null } } },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento delle strutture…');
  });

  it('shows the empty state when there are no apartments', () => {
    renderWithProviders(<ApartmentList />, {
      preloadedState: { apartments: { ...base, requests: { list: loaded } } },
    });
    expect(screen.getByText('Nessuna struttura.')).toBeInTheDocument();
  });

  it('fetches on mount from the API; a card opens the apartment at its own URL', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({
        status: 200,
        body: [makeApartment({ id: 4, name: 'Casa Blu' })],
      }),
    });
    try {
      const { user } = renderWithProviders(<ApartmentList />);
      await user.click(await screen.findByRole('button', { name: /Casa Blu/ }));
      expect(window.location.pathname).toBe('/owners/apartments/4/structure');
      expect(api.calls()).toEqual(['GET /api/apartments/']);
    } finally {
      await api.close();
    }
  });

  it('shows an error with a retry that fetches again', async () => {
    let fail = true;
    const api = await startApiServer({
      'GET /api/apartments/': () =>
        fail
          ? { status: 503, body: { detail: 'Service unavailable.' } }
          : { status: 200, body: [makeApartment({ name: 'Casa Ripresa' })] },
    });
    try {
      const { user } = renderWithProviders(<ApartmentList />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Impossibile caricare le strutture.');
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(await screen.findByText('Casa Ripresa')).toBeInTheDocument();
      await waitFor(() => expect(api.calls()).toHaveLength(2));
    } finally {
      await api.close();
    }
  });
});
