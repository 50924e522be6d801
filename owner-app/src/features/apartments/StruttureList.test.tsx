import { screen, waitFor } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { renderWithProviders } from '../../test/render';
import { startApiServer } from '@soglia/api-client/testing';
import { makeApartment } from '../../test/fixtures';
import { apartmentsSlice } from './apartmentsSlice';
import { StruttureList } from './StruttureList';

const base = apartmentsSlice.reducer(undefined, { type: '@@INIT' });

beforeAll(() => setUnauthorizedHandler(() => {}));

describe('StruttureList', () => {
  it('renders one card per apartment from the store, with name and address', () => {
    const a = makeApartment({ id: 1, name: 'Casa Soglia' });
    const b = makeApartment({ id: 2, name: 'Loft Navigli', address: 'Via Vigevano 3, Milano' });
    renderWithProviders(<StruttureList />, {
      preloadedState: {
        apartments: { ...base, status: 'succeeded', ids: [1, 2], entities: { 1: a, 2: b } },
      },
    });
    expect(screen.getByText('Casa Soglia')).toBeInTheDocument();
    expect(screen.getByText('Via della Lungaretta 12, 00153 Roma')).toBeInTheDocument();
    expect(screen.getByText('Loft Navigli')).toBeInTheDocument();
    expect(screen.getByText('Via Vigevano 3, Milano')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderWithProviders(<StruttureList />, {
      preloadedState: { apartments: { ...base, status: 'loading' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento delle strutture…');
  });

  it('shows the empty state when there are no apartments', () => {
    renderWithProviders(<StruttureList />, {
      preloadedState: { apartments: { ...base, status: 'succeeded' } },
    });
    expect(screen.getByText('Nessuna struttura.')).toBeInTheDocument();
  });

  it('fetches on mount from the API and shows the cards', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({ status: 200, body: [makeApartment({ name: 'Casa Blu' })] }),
    });
    try {
      renderWithProviders(<StruttureList />);
      expect(await screen.findByText('Casa Blu')).toBeInTheDocument();
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
      const { user } = renderWithProviders(<StruttureList />);
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
