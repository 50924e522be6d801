import { useCallback } from 'react';
import { configureStore, type Draft } from '@reduxjs/toolkit';
import { defineMessage, defineMessages } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { screen, waitFor, within } from '@testing-library/react';
import {
  http,
  setUnauthorizedHandler,
  type TranslationCode,
  type TranslationLanguage,
} from '@soglia/api-client';
import {
  fieldErrorsBody,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { fill } from '../../testing/fill';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { createAppSlice, requestOf, requestsOf, type WithRequests } from '../requests';
import {
  translationRequests,
  translationsKey,
  TranslationsEditor,
  type TranslationsEditorProps,
} from '.';

// A feature written the owner-app way: a note's translations (its name and its body).
interface NoteTranslation {
  id: number;
  note: number;
  language: TranslationLanguage;
  code: TranslationCode;
  name: string;
  body: string;
}
type Input = Omit<NoteTranslation, 'id'>;
interface NotesState extends WithRequests {
  translations: Record<number, NoteTranslation[] | undefined>;
}

const URL = '/api/note-translations/';
const request = requestsOf<NotesState>('notes');
const notesSlice = createAppSlice({
  name: 'notes',
  initialState: { requests: {}, translations: {} } as NotesState,
  reducers: (create) => {
    const translations = translationRequests(
      create,
      request,
      {
        list: async (note, { signal }) =>
          (await http.get<NoteTranslation[]>(URL, { params: { note }, signal })).data,
        create: async (input: Input, { signal }) =>
          (await http.post<NoteTranslation>(URL, input, { signal })).data,
        update: async (id, input: Input, { signal }) =>
          (await http.put<NoteTranslation>(`${URL}${id}/`, input, { signal })).data,
        remove: async (id, { signal }) => {
          await http.delete(`${URL}${id}/`, { signal });
        },
      },
      {
        change: (state: Draft<NotesState>, note, change) => {
          state.translations[note] = change(state.translations[note] ?? []);
        },
        parentOf: (translation) => translation.note,
        parentOfDeleted: (arg: { id: number; note: number }) => arg.note,
      },
    );
    return {
      requested: translations.requested,
      created: translations.created,
      edited: translations.edited,
      deleted: translations.deleted,
    };
  },
});
const { requested, created, edited, deleted } = notesSlice.actions;
const makeNotesStore = () => configureStore({ reducer: { notes: notesSlice.reducer } });
type NotesStore = ReturnType<typeof makeNotesStore>;
type Root = ReturnType<NotesStore['getState']>;

const m = defineMessages({
  heading: { id: 'test.heading', defaultMessage: 'Traduzioni della nota' },
  intro: { id: 'test.intro', defaultMessage: 'Una per lingua.' },
  none: { id: 'test.none', defaultMessage: 'Nessuna traduzione.' },
  loading: { id: 'test.loading', defaultMessage: 'Caricamento…' },
  loadFailed: { id: 'test.loadFailed', defaultMessage: 'Traduzioni non caricate.' },
  add: { id: 'test.add', defaultMessage: 'Nuova traduzione' },
  languagePlaceholder: { id: 'test.placeholder', defaultMessage: 'Scegli' },
  languageRequired: { id: 'test.languageRequired', defaultMessage: 'Scegli la lingua.' },
  duplicate: { id: 'test.duplicate', defaultMessage: 'Lingua già tradotta.' },
  name: { id: 'test.name', defaultMessage: 'Nome' },
  nameRequired: { id: 'test.nameRequired', defaultMessage: 'Scrivi il nome.' },
  body: { id: 'test.body', defaultMessage: 'Testo' },
  addButton: { id: 'test.addButton', defaultMessage: 'Aggiungi' },
  saveButton: { id: 'test.saveButton', defaultMessage: 'Salva traduzione' },
  deleteButton: { id: 'test.deleteButton', defaultMessage: 'Elimina traduzione' },
  confirmYes: { id: 'test.confirmYes', defaultMessage: 'Sì' },
  added: { id: 'test.added', defaultMessage: 'Aggiunta.' },
  addFailed: { id: 'test.addFailed', defaultMessage: 'Aggiunta non riuscita.' },
  updated: { id: 'test.updated', defaultMessage: 'Aggiornata.' },
  editFailed: { id: 'test.editFailed', defaultMessage: 'Modifica non riuscita.' },
  deleted: { id: 'test.deleted', defaultMessage: 'Eliminata.' },
  deleteFailed: { id: 'test.deleteFailed', defaultMessage: 'Eliminazione non riuscita.' },
});
const messages = {
  ...m,
  formLabel: defineMessage<{ language: string }>({
    id: 'test.formLabel',
    defaultMessage: 'Traduzione {language}',
  }),
  confirmDelete: defineMessage<{ language: string }>({
    id: 'test.confirmDelete',
    defaultMessage: 'Eliminare {language}?',
  }),
};

function NoteTranslations({
  failureShown,
}: Pick<TranslationsEditorProps<NoteTranslation>, 'failureShown'>) {
  const translations = useSelector((state: Root) => state.notes.translations[7]);
  const failed = useSelector(
    (state: Root) => requestOf(state.notes, translationsKey(7)).status === 'failed',
  );
  const load = useCallback(() => notesStore.dispatch(requested(7)), []);
  return (
    <TranslationsEditor
      messages={messages}
      title={{ name: 'name', label: m.name, maxLength: 20, required: m.nameRequired }}
      text={{ name: 'body', label: m.body, maxLength: 200, rows: 3 }}
      translations={translations}
      loadFailed={failed}
      load={load}
      save={({ language, code, title, text }, translation) => {
        const input = { note: 7, language, code, name: title, body: text };
        return translation
          ? notesStore.dispatch(edited({ id: translation.id, input })).unwrap()
          : notesStore.dispatch(created(input)).unwrap();
      }}
      remove={(translation) =>
        notesStore.dispatch(deleted({ id: translation.id, note: 7 })).unwrap()
      }
      failureShown={failureShown}
    />
  );
}

let notesStore: NotesStore;

let api: ApiServer;
let rows: NoteTranslation[];
let writeReply: Reply | undefined;
let listReply: Reply | undefined;

const row = (id: number, language: TranslationLanguage, code: TranslationCode, name: string) => ({
  id,
  note: 7,
  language,
  code,
  name,
  body: '',
});

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    [`GET ${URL}`]: () => listReply ?? { status: 200, body: rows },
    [`POST ${URL}`]: (req) =>
      writeReply ?? { status: 201, body: { id: 9, ...(JSON.parse(req.body) as Input) } },
    [`PUT ${URL}1/`]: (req) =>
      writeReply ?? { status: 200, body: { id: 1, ...(JSON.parse(req.body) as Input) } },
    [`DELETE ${URL}1/`]: () => writeReply ?? { status: 204 },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  notesStore = makeNotesStore();
  // Stored out of order: the editor lists them Inglese, Spagnolo, Francese, Tedesco.
  rows = [row(2, 'Tedesco', 'de', 'Notiz'), row(1, 'Inglese', 'en', 'Note')];
  writeReply = undefined;
  listReply = undefined;
});

function renderEditor(props: Parameters<typeof NoteTranslations>[0] = {}) {
  return renderWithProviders(
    <Provider store={notesStore}>
      <NoteTranslations {...props} />
    </Provider>,
  );
}
const addForm = () => screen.getByRole('form', { name: 'Nuova traduzione' });
const writes = () => api.calls().filter((call) => !call.startsWith('GET'));

it('lists the translations in language order and adds one with its code', async () => {
  const { user } = renderEditor();
  expect(screen.getByRole('region', { name: 'Traduzioni della nota' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Inglese' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
    'Inglese',
    'Tedesco',
    'Nuova traduzione',
  ]);
  const form = addForm();
  await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
  expect(within(form).getByRole('combobox', { name: /^Lingua/ })).toHaveAccessibleDescription(
    'Scegli la lingua.',
  );
  expect(within(form).getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription(
    /Scrivi il nome\./,
  );
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Lingua/ }), 'Tedesco');
  await fill(user, within(form).getByRole('textbox', { name: /^Nome/ }), 'Zettel');
  await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
  expect(within(form).getByRole('combobox', { name: /^Lingua/ })).toHaveAccessibleDescription(
    'Lingua già tradotta.',
  );
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Lingua/ }), 'Francese');
  await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Aggiunta.');
  expect(screen.getByRole('button', { name: 'Francese' })).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
  const sent = JSON.parse(api.requests.find((r) => r.method === 'POST')!.body) as Input;
  expect(sent).toEqual({ note: 7, language: 'Francese', code: 'fr', name: 'Zettel', body: '' });
});

it("edits and deletes one; the server's refusal of a language goes under Lingua", async () => {
  const { user } = renderEditor();
  await user.click(await screen.findByRole('button', { name: 'Inglese' }));
  const english = screen.getByRole('form', { name: 'Traduzione Inglese' });
  expect(within(english).getByRole('textbox', { name: 'Lingua' })).toHaveAttribute('readonly');
  await fill(user, within(english).getByRole('textbox', { name: /^Testo/ }), 'Buy milk');
  await user.click(within(english).getByRole('button', { name: 'Salva traduzione' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Aggiornata.');

  await user.click(within(english).getByRole('button', { name: 'Elimina traduzione' }));
  expect(within(english).getByText('Eliminare Inglese?')).toBeInTheDocument();
  expect(within(english).getByRole('button', { name: 'Annulla' })).toHaveFocus();
  await user.click(within(english).getByRole('button', { name: 'Sì' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Inglese' })).not.toBeInTheDocument(),
  );
  expect(writes()).toEqual([`PUT ${URL}1/`, `DELETE ${URL}1/`]);

  // Another device added Spanish meanwhile: the API answers with a non-field error, which the
  // form knows by its code (`duplicate`) whatever its words, and says in its own.
  writeReply = {
    status: 400,
    body: fieldErrorsBody({ non_field_errors: [['duplicate', 'Già tradotta in spagnolo.']] }),
  };
  await user.selectOptions(
    within(addForm()).getByRole('combobox', { name: /^Lingua/ }),
    'Spagnolo',
  );
  await fill(user, within(addForm()).getByRole('textbox', { name: /^Nome/ }), 'Nota');
  await user.click(within(addForm()).getByRole('button', { name: 'Aggiungi' }));
  await waitFor(() =>
    expect(
      within(addForm()).getByRole('combobox', { name: /^Lingua/ }),
    ).toHaveAccessibleDescription('Lingua già tradotta.'),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("tells a failure in a notice, or on the form with the operation's notice", async () => {
  writeReply = { status: 409, body: { detail: 'Nota cambiata altrove.' } };
  const first = renderEditor();
  await first.user.click(await screen.findByRole('button', { name: 'Inglese' }));
  const english = () => screen.getByRole('form', { name: 'Traduzione Inglese' });
  await first.user.click(within(english()).getByRole('button', { name: 'Salva traduzione' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nota cambiata altrove.');
  expect(within(english()).queryByRole('alert')).not.toBeInTheDocument();
  first.unmount();

  const { user } = renderEditor({ failureShown: 'form' });
  await user.click(await screen.findByRole('button', { name: 'Inglese' }));
  await user.click(within(english()).getByRole('button', { name: 'Salva traduzione' }));
  expect(await within(english()).findByRole('alert')).toHaveTextContent('Nota cambiata altrove.');
  expect(screen.getByText('Modifica non riuscita.')).toBeInTheDocument();

  await user.click(within(english()).getByRole('button', { name: 'Elimina traduzione' }));
  await user.click(within(english()).getByRole('button', { name: 'Sì' }));
  expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
  // The confirmation closes: the form's buttons are back.
  expect(within(english()).getByRole('button', { name: 'Elimina traduzione' })).toBeVisible();
});

it('a failed load offers Riprova; with every language there is nothing to add', async () => {
  listReply = { status: 503 };
  const { user } = renderEditor();
  expect(await screen.findByRole('alert')).toHaveTextContent('Traduzioni non caricate.');
  listReply = undefined;
  rows.push(row(3, 'Spagnolo', 'es', 'Nota'), row(4, 'Francese', 'fr', 'Note'));
  await user.click(screen.getByRole('button', { name: 'Riprova' }));
  expect(await screen.findByRole('button', { name: 'Francese' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Nuova traduzione' })).not.toBeInTheDocument();
  expect(api.calls()).toEqual([`GET ${URL}`, `GET ${URL}`]);
});
