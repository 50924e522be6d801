import { setUnauthorizedHandler } from '@soglia/api-client';
import {
  makeInfo,
  makeLanguageInformation,
  startApiServer,
  type ApiServer,
} from '@soglia/api-client/testing';
import { makeStore } from '../../app/store';
import {
  guidebookEntryCreated,
  guidebookEntryDeleted,
  guidebookEntryEdited,
  guidebookRequested,
  selectGuidebookEntryById,
  selectGuidebookGroups,
  selectTranslationsOf,
  translationCreated,
  translationDeleted,
  translationEdited,
  translationsRequested,
} from './guidebookSlice';

let api: ApiServer;
let deletedOnce = false;
const entries = [
  makeInfo({ id: 60, title: 'Wi-Fi', type: 'general' }),
  makeInfo({ id: 61, title: 'Parcheggio in via Roma', type: 'parking_info' }),
  makeInfo({
    id: 62,
    title: 'Aria condizionata',
    type: 'room_info',
    room: 10,
    room_name: 'Camera Blu',
  }),
  makeInfo({ id: 63, title: 'Bagno', type: 'room_info', room: 11, room_name: 'Camera Verde' }),
  makeInfo({ id: 64, title: 'Check-out', type: 'general' }),
];
const translation = makeLanguageInformation();

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/apartment-info/': { status: 200, body: entries },
    'POST /api/apartment-info/': (req) => ({
      status: 201,
      body: makeInfo({ id: 65, ...JSON.parse(req.body) }),
    }),
    'PUT /api/apartment-info/60/': (req) => ({
      status: 200,
      body: makeInfo({ id: 60, ...JSON.parse(req.body) }),
    }),
    'DELETE /api/apartment-info/61/': { status: 204 },
    'DELETE /api/apartment-info/64/': () =>
      deletedOnce
        ? { status: 404, body: { detail: 'Not found.' } }
        : ((deletedOnce = true), { status: 204 }),
    'GET /api/language-informations/': { status: 200, body: [translation] },
    'POST /api/language-informations/': (req) => ({
      status: 201,
      body: { ...translation, id: 71, ...JSON.parse(req.body) },
    }),
    'PUT /api/language-informations/70/': (req) => ({
      status: 200,
      body: { ...translation, ...JSON.parse(req.body) },
    }),
    'DELETE /api/language-informations/71/': { status: 204 },
  });
});
afterAll(() => api.close());

it("groups an apartment's entries by type in the product's order, room entries by room name", async () => {
  const store = makeStore();
  await store.dispatch(guidebookRequested(1));
  const groups = selectGuidebookGroups(store.getState(), 1);
  expect(
    groups.map(({ type, rooms }) => [
      type,
      rooms.map(({ roomName, entries }) => [roomName, entries.map((info) => info.title)]),
    ]),
  ).toEqual([
    ['general', [[null, ['Check-out', 'Wi-Fi']]]],
    ['parking_info', [[null, ['Parcheggio in via Roma']]]],
    [
      'room_info',
      [
        ['Camera Blu', ['Aria condizionata']],
        ['Camera Verde', ['Bagno']],
      ],
    ],
  ]);
  expect(selectGuidebookGroups(store.getState(), 1)).toBe(groups);
  expect(selectGuidebookGroups(store.getState(), 2)).toEqual([]);
});

it('creates, edits and deletes entries', async () => {
  const store = makeStore();
  await store.dispatch(guidebookRequested(1));
  const input = {
    title: 'Ristorante Da Enzo',
    type: 'restaurants' as const,
    info: 'Trastevere',
    google_link: '',
    apartment: 1,
    room: null,
  };
  await store.dispatch(guidebookEntryCreated(input)).unwrap();
  await store
    .dispatch(
      guidebookEntryEdited({ id: 60, input: { ...input, title: 'Wi-Fi 5G', type: 'general' } }),
    )
    .unwrap();
  await store.dispatch(guidebookEntryDeleted(61)).unwrap();
  const titles = selectGuidebookGroups(store.getState(), 1).flatMap(({ rooms }) =>
    rooms.flatMap(({ entries }) => entries.map((info) => info.title)),
  );
  expect(titles).toEqual([
    'Check-out',
    'Wi-Fi 5G',
    'Ristorante Da Enzo',
    'Aria condizionata',
    'Bagno',
  ]);
});

it("keeps an entry's translations", async () => {
  const store = makeStore();
  await store.dispatch(translationsRequested(60));
  expect(selectTranslationsOf(store.getState(), 60)).toEqual([translation]);
  await store
    .dispatch(
      translationCreated({
        apartment_info: 60,
        language: 'Tedesco',
        code: 'de',
        title: 'WLAN',
        info: 'Passwort',
      }),
    )
    .unwrap();
  await store
    .dispatch(translationEdited({ id: 70, input: { title: 'Wireless', info: 'Password' } }))
    .unwrap();
  expect(selectTranslationsOf(store.getState(), 60)?.map((item) => item.title)).toEqual([
    'Wireless',
    'WLAN',
  ]);
  await store.dispatch(translationDeleted({ id: 71, entryId: 60 })).unwrap();
  expect(selectTranslationsOf(store.getState(), 60)?.map((item) => item.id)).toEqual([70]);
});

it('sends a delete once: a second click while it runs is skipped, a deleted entry answers 404', async () => {
  const store = makeStore();
  await store.dispatch(guidebookRequested(1));
  api.requests.length = 0;
  const first = store.dispatch(guidebookEntryDeleted(64));
  const second = store.dispatch(guidebookEntryDeleted(64));
  await first.unwrap();
  await expect(second.unwrap()).rejects.toMatchObject({ name: 'ConditionError' });
  expect(api.calls().filter((call) => call.startsWith('DELETE'))).toEqual([
    'DELETE /api/apartment-info/64/',
  ]);
  expect(selectGuidebookEntryById(store.getState(), 64)).toBeUndefined();
  await expect(store.dispatch(guidebookEntryDeleted(64)).unwrap()).rejects.toMatchObject({
    status: 404,
  });
});
