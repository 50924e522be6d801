import { setUnauthorizedHandler } from '@soglia/api-client';
import { makeApartment, startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import {
  apartmentCreated,
  apartmentDeleted,
  apartmentEdited,
  apartmentsRequested,
  selectAllApartments,
  selectApartmentsRequest,
} from './apartmentsSlice';

let api: ApiServer;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/apartments/': { status: 200, body: [makeApartment()] },
    'POST /api/apartments/': (req) => ({
      status: 201,
      body: makeApartment({ id: 2, ...JSON.parse(req.body) }),
    }),
    'PUT /api/apartments/1/': (req) => ({
      status: 200,
      body: makeApartment({ id: 1, ...JSON.parse(req.body) }),
    }),
    'DELETE /api/apartments/1/': { status: 204 },
    'PUT /api/apartments/9/': { status: 404, body: { detail: 'Non trovato.' } },
  });
});
afterAll(() => api.close());

it('creates, edits and deletes apartments, keeping the list sorted by name', async () => {
  const store = makeStore();
  await store.dispatch(apartmentsRequested());
  const { id: _id, language_informations: _l, has_auth_key: _k, ...input } = makeApartment();

  await store.dispatch(apartmentCreated({ ...input, name: 'Attico Blu' })).unwrap();
  expect(selectAllApartments(store.getState()).map((a) => a.name)).toEqual([
    'Attico Blu',
    'Casa Soglia',
  ]);

  await store
    .dispatch(apartmentEdited({ id: 1, input: { ...input, name: 'Villa Zeta' } }))
    .unwrap();
  expect(selectAllApartments(store.getState()).map((a) => a.name)).toEqual([
    'Attico Blu',
    'Villa Zeta',
  ]);
  expect(selectApartmentsRequest(store.getState(), 'edit:1').status).toBe('succeeded');

  await store.dispatch(apartmentDeleted(1)).unwrap();
  expect(selectAllApartments(store.getState()).map((a) => a.id)).toEqual([2]);
  expect(api.calls().filter((call) => !call.startsWith('GET'))).toEqual([
    'POST /api/apartments/',
    'PUT /api/apartments/1/',
    'DELETE /api/apartments/1/',
  ]);
});

it('leaves the list alone when an edit fails, and says why', async () => {
  const store = makeStore();
  await store.dispatch(apartmentsRequested());
  const { id: _id, language_informations: _l, has_auth_key: _k, ...input } = makeApartment();
  const result = await store.dispatch(apartmentEdited({ id: 9, input }));
  expect(apartmentEdited.rejected.match(result)).toBe(true);
  expect(selectApartmentsRequest(store.getState(), 'edit:9').failure?.detail).toBe('Non trovato.');
  expect(selectAllApartments(store.getState()).map((a) => a.name)).toEqual(['Casa Soglia']);
});
