import {
  combineSlices,
  configureStore,
  createEntityAdapter,
  type EntityState,
} from '@reduxjs/toolkit';
import { http, setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { createAppSlice } from './createAppSlice';
import { entityRequests, groupListRequest } from './entities';
import { requestOf, requestsOf, type WithRequests } from './requestSlice';

// A slice written the way the owner-app entity slices are, over a real HTTP server.
interface Note {
  id: number;
  folder: number;
  text: string;
}
type NotesState = EntityState<Note, number> & WithRequests & { newest: number[] };

const adapter = createEntityAdapter<Note>();
const request = requestsOf<NotesState>('notes');
const notesSlice = createAppSlice({
  name: 'notes',
  initialState: adapter.getInitialState({ requests: {}, newest: [] }) as NotesState,
  reducers: (create) => {
    const writes = entityRequests(
      create,
      request,
      adapter,
      {
        create: async (input: { folder: number; text: string }, options) =>
          (await http.post<Note>('/api/notes/', input, options)).data,
        update: async (id, input: { text: string }, options) =>
          (await http.put<Note>(`/api/notes/${id}/`, input, options)).data,
        remove: async (id, options) => {
          await http.delete(`/api/notes/${id}/`, options);
        },
      },
      {
        created: (state, note) => void state.newest.unshift(note.id),
        deleted: (state, id) => {
          state.newest = state.newest.filter((other) => other !== id);
        },
      },
    );
    return {
      notesRequested: groupListRequest(
        create,
        request,
        adapter,
        async (folder, options) =>
          (await http.get<Note[]>(`/api/folders/${folder}/notes/`, options)).data,
        (note) => note.folder,
      ),
      noteCreated: writes.created,
      noteEdited: writes.edited,
      noteDeleted: writes.deleted,
    };
  },
});
const { notesRequested, noteCreated, noteEdited, noteDeleted } = notesSlice.actions;
const makeStore = () => configureStore({ reducer: combineSlices(notesSlice) });
const notes = (store: ReturnType<typeof makeStore>) =>
  adapter.getSelectors().selectAll(store.getState().notes);

let api: ApiServer;
beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/folders/1/notes/': {
      status: 200,
      body: [
        { id: 1, folder: 1, text: 'Wi-Fi' },
        { id: 2, folder: 1, text: 'Parcheggio' },
      ],
    },
    'GET /api/folders/2/notes/': { status: 200, body: [{ id: 3, folder: 2, text: 'Chiavi' }] },
    'POST /api/notes/': { status: 201, body: { id: 4, folder: 1, text: 'Spazzatura' } },
    'PUT /api/notes/1/': { status: 200, body: { id: 1, folder: 1, text: 'Wi-Fi 5G' } },
    'DELETE /api/notes/2/': { status: 204 },
    'DELETE /api/notes/9/': { status: 404, body: { detail: 'Not found.' } },
  });
});
afterAll(() => api.close());

it('lists a group, then adds, sets and removes the entities the writes answer', async () => {
  const store = makeStore();
  await store.dispatch(notesRequested(1));
  await store.dispatch(notesRequested(2));
  expect(notes(store).map((note) => note.text)).toEqual(['Wi-Fi', 'Parcheggio', 'Chiavi']);

  await store.dispatch(noteCreated({ folder: 1, text: 'Spazzatura' })).unwrap();
  await store.dispatch(noteEdited({ id: 1, input: { text: 'Wi-Fi 5G' } })).unwrap();
  await store.dispatch(noteDeleted(2)).unwrap();
  expect(notes(store).map((note) => note.text)).toEqual(['Wi-Fi 5G', 'Chiavi', 'Spazzatura']);
  expect(store.getState().notes.newest).toEqual([4]);
  const state = store.getState().notes;
  expect(
    ['list:1', 'create', 'edit:1', 'delete:2'].map((key) => requestOf(state, key).status),
  ).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
});

it('keeps the entity when the delete fails, under its own key', async () => {
  const store = makeStore();
  await store.dispatch(noteCreated({ folder: 1, text: 'Spazzatura' }));
  const result = await store.dispatch(noteDeleted(9));
  expect(noteDeleted.rejected.match(result)).toBe(true);
  expect(requestOf(store.getState().notes, 'delete:9').failure?.status).toBe(404);
  expect(store.getState().notes.newest).toEqual([4]);
});
