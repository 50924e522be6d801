import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { http, setUnauthorizedHandler } from '@soglia/api-client';
import {
  detailBody,
  fieldErrorsBody,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { createAppSlice } from './createAppSlice';
import { requestOf, requestsOf, type WithRequests } from './requestSlice';

// A slice written the way every owner-app slice is, over a real HTTP server.
interface Note {
  id: number;
  text: string;
}
type NotesState = { byFolder: Record<number, Note[]> } & WithRequests;

const request = requestsOf<NotesState>('notes');
const notesSlice = createAppSlice({
  name: 'notes',
  initialState: { byFolder: {}, requests: {} } as NotesState,
  reducers: (create) => ({
    notesRequested: request(
      create,
      async (folder: number, signal) =>
        (await http.get<Note[]>(`/api/folders/${folder}/notes/`, { signal })).data,
      {
        key: (folder) => `list:${folder}`,
        fulfilled: (state, { payload, meta }) => {
          state.byFolder[meta.arg] = payload;
        },
      },
    ),
    noteSubmitted: request(
      create,
      async (note: { folder: number; text: string }) =>
        (await http.post<Note>('/api/notes/', note)).data,
      {
        key: 'create',
        fulfilled: (state, { payload, meta }) => {
          (state.byFolder[meta.arg.folder] ??= []).push(payload);
        },
      },
    ),
  }),
  selectors: {
    selectFolderRequest: (state, folder: number) => requestOf(state, `list:${folder}`),
    selectCreateRequest: (state) => requestOf(state, 'create'),
  },
});
const { notesRequested, noteSubmitted } = notesSlice.actions;
const { selectFolderRequest, selectCreateRequest } = notesSlice.selectors;
const makeStore = () => configureStore({ reducer: combineSlices(notesSlice) });

let api: ApiServer;
const held: Record<string, (reply: Reply) => void> = {};
let createReply: Reply = { status: 201, body: { id: 9, text: 'Chiavi nella cassetta' } };

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/folders/1/notes/': () => new Promise<Reply>((resolve) => (held[1] = resolve)),
    'GET /api/folders/2/notes/': () => ({
      status: 404,
      body: detailBody('not_found', 'Cartella inesistente.'),
    }),
    'GET /api/folders/3/notes/': 'hang-up',
    'POST /api/notes/': () => createReply,
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  delete held[1];
});

/** Answers a held request once the server has it (a busy machine can take a while to send it). */
async function answerHeld(folder: number, reply: Reply) {
  while (!held[folder]) await new Promise((resolve) => setTimeout(resolve, 20));
  held[folder](reply);
}

it('tracks each key on its own: pending, succeeded, failed with the server detail', async () => {
  const store = makeStore();
  const one = store.dispatch(notesRequested(1));
  const two = store.dispatch(notesRequested(2));
  expect(selectFolderRequest(store.getState(), 1).status).toBe('pending');
  await two;
  expect(selectFolderRequest(store.getState(), 2)).toEqual({
    status: 'failed',
    failure: {
      status: 404,
      detail: 'Cartella inesistente.',
      code: 'not_found',
      fieldErrors: null,
      fieldCodes: null,
    },
  });
  expect(selectFolderRequest(store.getState(), 1).status).toBe('pending');
  await answerHeld(1, { status: 200, body: [{ id: 1, text: 'Wi-Fi' }] });
  await one;
  expect(selectFolderRequest(store.getState(), 1)).toEqual({ status: 'succeeded', failure: null });
  expect(store.getState().notes.byFolder[1]).toEqual([{ id: 1, text: 'Wi-Fi' }]);
  expect(selectFolderRequest(store.getState(), 4)).toBe(selectFolderRequest(store.getState(), 5));
});

it('skips a second dispatch of a request that is still pending', async () => {
  const store = makeStore();
  const first = store.dispatch(notesRequested(1));
  const second = await store.dispatch(notesRequested(1));
  expect(notesRequested.rejected.match(second) && second.meta.condition).toBe(true);
  expect(selectFolderRequest(store.getState(), 1).status).toBe('pending');
  await answerHeld(1, { status: 200, body: [] });
  await first;
  expect(api.calls()).toEqual(['GET /api/folders/1/notes/']);
});

it('gives a form the field errors of a 400, through unwrap() too', async () => {
  const store = makeStore();
  createReply = {
    status: 400,
    body: fieldErrorsBody({ text: [['blank', 'Questo campo è obbligatorio.']] }),
  };
  const submitted = store.dispatch(noteSubmitted({ folder: 1, text: '' }));
  await expect(submitted.unwrap()).rejects.toEqual({
    status: 400,
    detail: null,
    code: null,
    fieldErrors: { text: ['Questo campo è obbligatorio.'] },
    fieldCodes: { text: ['blank'] },
  });
  expect(selectCreateRequest(store.getState()).status).toBe('failed');

  createReply = { status: 400, body: ['Titolo già usato.'] };
  await store.dispatch(noteSubmitted({ folder: 1, text: 'Wi-Fi' }));
  expect(selectCreateRequest(store.getState()).failure?.detail).toBe('Titolo già usato.');

  createReply = { status: 201, body: { id: 9, text: 'Chiavi nella cassetta' } };
  await store.dispatch(noteSubmitted({ folder: 1, text: 'Chiavi nella cassetta' })).unwrap();
  expect(selectCreateRequest(store.getState())).toEqual({ status: 'succeeded', failure: null });
  expect(store.getState().notes.byFolder[1]).toEqual([{ id: 9, text: 'Chiavi nella cassetta' }]);
  // The CSRF cookie was fetched once and echoed on every unsafe call.
  expect(
    api.requests.filter((r) => r.method === 'POST').map((r) => r.headers['x-csrftoken']),
  ).toEqual(['test-csrf', 'test-csrf', 'test-csrf']);
});

it('records a server that never answered as a failure without status', async () => {
  const store = makeStore();
  // jsdom reports the dropped connection on the console.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  await store.dispatch(notesRequested(3));
  consoleError.mockRestore();
  expect(selectFolderRequest(store.getState(), 3).failure).toEqual({
    status: null,
    detail: null,
    code: null,
    fieldErrors: null,
    fieldCodes: null,
  });
});

it('abort() cancels the HTTP request and leaves the request idle, ready to run again', async () => {
  const store = makeStore();
  const running = store.dispatch(notesRequested(1));
  // The server holds the first request; the second must not be mistaken for it.
  while (!held[1]) await new Promise((resolve) => setTimeout(resolve, 20));
  running.abort();
  const result = await running;
  delete held[1];
  expect(notesRequested.rejected.match(result) && result.meta.aborted).toBe(true);
  expect(selectFolderRequest(store.getState(), 1).status).toBe('idle');
  const again = store.dispatch(notesRequested(1));
  await answerHeld(1, { status: 200, body: [{ id: 2, text: 'Parcheggio' }] });
  await again;
  expect(store.getState().notes.byFolder[1]).toEqual([{ id: 2, text: 'Parcheggio' }]);
});
