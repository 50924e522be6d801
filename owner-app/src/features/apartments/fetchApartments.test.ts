import { waitFor } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { makeStore } from '../../app/store';
import { makeApartment } from '../../test/fixtures';
import { startApiServer } from '@soglia/api-client/testing';
import { fetchApartments, selectAllApartments, selectApartmentsStatus } from './apartmentsSlice';

beforeAll(() => setUnauthorizedHandler(() => {}));

describe('fetchApartments against a real HTTP server', () => {
  it('loads the apartments from GET /api/apartments/', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({ status: 200, body: [makeApartment()] }),
    });
    try {
      const store = makeStore();
      const result = await store.dispatch(fetchApartments());
      expect(result.type).toBe('apartments/apartmentsRequested/fulfilled');
      expect(selectApartmentsStatus(store.getState())).toBe('succeeded');
      expect(selectAllApartments(store.getState())[0].address).toBe(
        'Via della Lungaretta 12, 00153 Roma',
      );
      expect(api.calls()).toEqual(['GET /api/apartments/']);
    } finally {
      await api.close();
    }
  });

  it('rejects with the server detail on failure', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({ status: 500, body: { detail: 'Database unavailable.' } }),
    });
    try {
      const store = makeStore();
      const result = await store.dispatch(fetchApartments());
      expect(fetchApartments.rejected.match(result)).toBe(true);
      expect(store.getState().apartments).toMatchObject({
        status: 'failed',
        error: 'Database unavailable.',
      });
    } finally {
      await api.close();
    }
  });

  it('does not start a second request while one is running', async () => {
    let release: () => void = () => {};
    const api = await startApiServer({
      'GET /api/apartments/': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: [] });
        }),
    });
    try {
      const store = makeStore();
      const first = store.dispatch(fetchApartments());
      const second = await store.dispatch(fetchApartments());
      expect(fetchApartments.rejected.match(second) && second.meta.condition).toBe(true);
      await waitFor(() => expect(api.calls()).toHaveLength(1));
      release();
      await first;
      expect(api.calls()).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});
