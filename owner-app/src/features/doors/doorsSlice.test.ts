import { setUnauthorizedHandler } from '@soglia/api-client';
import {
  makeCodeDoor,
  makeDoor,
  makeDoorStatus,
  makeLanguageInstruction,
  startApiServer,
  type ApiServer,
} from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import {
  doorCreated,
  doorDeleted,
  doorEdited,
  doorsRequested,
  doorStatusesRequested,
  doorTranslationCreated,
  doorTranslationDeleted,
  doorTranslationEdited,
  doorTranslationsRequested,
  selectDoorById,
  selectDoorsOfApartment,
  selectFailingDoors,
  selectHasConnectionIssues,
  selectStatusChecks,
} from './doorsSlice';

let api: ApiServer;
let apartmentOneDoors = [makeDoor(), makeCodeDoor()];
const instruction = makeLanguageInstruction();

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/doors/': () => ({ status: 200, body: apartmentOneDoors }),
    'POST /api/doors/': (req) => ({
      status: 201,
      body: makeDoor({ id: 22, ...JSON.parse(req.body) }),
    }),
    'PUT /api/doors/21/': (req) => ({
      status: 200,
      body: makeCodeDoor({ ...JSON.parse(req.body) }),
    }),
    'DELETE /api/doors/20/': { status: 204 },
    'GET /api/check-doors-status/': {
      status: 200,
      body: [
        makeDoorStatus(),
        makeDoorStatus({
          door_id: 23,
          door_name: 'Cancello',
          status: { isok: false, connected: true },
        }),
      ],
    },
    'GET /api/language-instructions/': { status: 200, body: [instruction] },
    'POST /api/language-instructions/': (req) => ({
      status: 201,
      body: { ...instruction, id: 81, ...JSON.parse(req.body) },
    }),
    'PUT /api/language-instructions/80/': (req) => ({
      status: 200,
      body: { ...instruction, ...JSON.parse(req.body) },
    }),
    'DELETE /api/language-instructions/81/': { status: 204 },
  });
});
afterAll(() => api.close());

it("reloading one apartment's doors replaces only that apartment's doors", async () => {
  const store = makeStore();
  store.dispatch(doorsRequested.fulfilled([makeDoor({ id: 99, apartment: 2 })], 'seed', 2));
  await store.dispatch(doorsRequested(1));
  const ofOne = selectDoorsOfApartment(store.getState(), 1);
  expect(ofOne.map((door) => door.name)).toEqual(['Portone', 'Porta appartamento']);
  expect(selectDoorsOfApartment(store.getState(), 1)).toBe(ofOne);

  apartmentOneDoors = [makeCodeDoor()];
  await store.dispatch(doorsRequested(1));
  expect(selectDoorsOfApartment(store.getState(), 1).map((door) => door.id)).toEqual([21]);
  expect(selectDoorsOfApartment(store.getState(), 2).map((door) => door.id)).toEqual([99]);
  expect(api.requests.at(-1)?.path).toBe('/api/doors/');
  apartmentOneDoors = [makeDoor(), makeCodeDoor()];
});

it('creates, edits and deletes doors', async () => {
  const store = makeStore();
  await store.dispatch(doorsRequested(1));
  await store.dispatch(doorCreated({ name: 'Cancello', priority: 0, apartment: 1 })).unwrap();
  expect(selectDoorsOfApartment(store.getState(), 1).map((door) => door.name)).toEqual([
    'Cancello',
    'Portone',
    'Porta appartamento',
  ]);
  await store
    .dispatch(doorEdited({ id: 21, input: { name: 'Porta interna', priority: 2, apartment: 1 } }))
    .unwrap();
  expect(selectDoorById(store.getState(), 21)?.name).toBe('Porta interna');
  await store.dispatch(doorDeleted(20)).unwrap();
  expect(selectDoorById(store.getState(), 20)).toBeUndefined();
});

it('keeps the device statuses and picks out the failing ones', async () => {
  const store = makeStore();
  await store.dispatch(doorStatusesRequested());
  expect(selectFailingDoors(store.getState()).map((item) => item.door_name)).toEqual(['Cancello']);
  expect(selectHasConnectionIssues(store.getState())).toBe(true);
  expect(selectStatusChecks(store.getState())).toBe(1);
  store.dispatch(doorStatusesRequested.fulfilled([makeDoorStatus()], 'again'));
  expect(selectHasConnectionIssues(store.getState())).toBe(false);
  expect(selectStatusChecks(store.getState())).toBe(2);
});

it("keeps a door's language instructions on the door", async () => {
  const store = makeStore();
  await store.dispatch(doorsRequested(1));
  await store.dispatch(doorTranslationsRequested(20));
  expect(selectDoorById(store.getState(), 20)?.language_instructions).toEqual([instruction]);
  await store
    .dispatch(
      doorTranslationCreated({ door: 20, language: 'Tedesco', code: 'de', door_name: 'Tor' }),
    )
    .unwrap();
  await store
    .dispatch(
      doorTranslationEdited({
        id: 80,
        input: { door: 20, language: 'Inglese', code: 'en', door_name: 'Main door' },
      }),
    )
    .unwrap();
  const names = () =>
    selectDoorById(store.getState(), 20)?.language_instructions.map((item) => item.door_name);
  expect(names()).toEqual(['Main door', 'Tor']);
  await store.dispatch(doorTranslationDeleted({ id: 81, doorId: 20 })).unwrap();
  expect(names()).toEqual(['Main door']);
});
