import { setUnauthorizedHandler } from '@soglia/api-client';
import { detailBody, startApiServer, makeApartment } from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import {
  apartmentsRequested,
  selectAllApartments,
  selectApartmentsRequest,
} from './apartmentsSlice';

beforeAll(() => setUnauthorizedHandler(() => {}));

describe('apartmentsRequested against a real HTTP server', () => {
  it('loads the apartments from GET /api/apartments/', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({ status: 200, body: [makeApartment()] }),
    });
    try {
      const store = makeStore();
      const result = await store.dispatch(apartmentsRequested());
      expect(result.type).toBe('apartments/apartmentsRequested/fulfilled');
      expect(selectApartmentsRequest(store.getState()).status).toBe('succeeded');
      expect(selectAllApartments(store.getState())[0].address).toBe(
        'Via della Lungaretta 12, 00153 Roma',
      );
      expect(api.calls()).toEqual(['GET /api/apartments/']);
    } finally {
      await api.close();
    }
  });

  it('keeps the server detail of a failure', async () => {
    const api = await startApiServer({
      'GET /api/apartments/': () => ({
        status: 503,
        body: detailBody('database_unavailable', 'Database unavailable.'),
      }),
    });
    try {
      const store = makeStore();
      const result = await store.dispatch(apartmentsRequested());
      expect(apartmentsRequested.rejected.match(result)).toBe(true);
      expect(selectApartmentsRequest(store.getState())).toEqual({
        status: 'failed',
        failure: {
          status: 503,
          detail: 'Database unavailable.',
          code: 'database_unavailable',
          fieldErrors: null,
          fieldCodes: null,
        },
      });
    } finally {
      await api.close();
    }
  });
});
