import { setUnauthorizedHandler } from '@soglia/api-client';
import { makeRoom, startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import {
  roomCreated,
  roomDeleted,
  roomEdited,
  roomsRequested,
  selectRoomsOfApartment,
  selectRoomsRequest,
} from './roomsSlice';

let api: ApiServer;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/rooms/': { status: 200, body: [makeRoom()] },
    'POST /api/rooms/': (req) => ({
      status: 201,
      body: makeRoom({ id: 11, ...JSON.parse(req.body) }),
    }),
    'PUT /api/rooms/10/': (req) => ({ status: 200, body: makeRoom({ ...JSON.parse(req.body) }) }),
    'DELETE /api/rooms/11/': { status: 204 },
  });
});
afterAll(() => api.close());

it("loads, creates, edits and deletes an apartment's rooms", async () => {
  const store = makeStore();
  await store.dispatch(roomsRequested(1));
  expect(selectRoomsRequest(store.getState(), 'list:1').status).toBe('succeeded');
  await store.dispatch(roomCreated({ name: 'Camera Azzurra', apartment: 1, doors: [] })).unwrap();
  await store
    .dispatch(roomEdited({ id: 10, input: { name: 'Camera Verde', apartment: 1 } }))
    .unwrap();
  expect(selectRoomsOfApartment(store.getState(), 1).map((room) => room.name)).toEqual([
    'Camera Azzurra',
    'Camera Verde',
  ]);
  await store.dispatch(roomDeleted(11)).unwrap();
  expect(selectRoomsOfApartment(store.getState(), 1).map((room) => room.id)).toEqual([10]);
  expect(JSON.parse(api.requests.find((r) => r.method === 'POST')!.body)).toEqual({
    name: 'Camera Azzurra',
    apartment: 1,
    doors: [],
  });
});
