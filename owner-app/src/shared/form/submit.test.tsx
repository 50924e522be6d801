import { useState } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Button, Text, TextInput } from '@soglia/ui-kit';
import { http, setUnauthorizedHandler } from '@soglia/api-client';
import {
  fieldErrorsBody,
  startApiServer,
  type ApiServer,
  type Route,
} from '@soglia/api-client/testing';
import { fill } from '../../testing/fill';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { createAppSlice, requestsOf, type WithRequests } from '../requests';
import {
  fieldProps,
  FormError,
  FormModal,
  inItalian,
  useSubmit,
  type SubmitOptions,
  type SubmitOutcome,
} from '.';

// A slice written the owner-app way, with its own store: one request per key at a time.
interface Note {
  title: string;
}
const request = requestsOf<WithRequests>('notes');
const notesSlice = createAppSlice({
  name: 'notes',
  initialState: { requests: {} } as WithRequests,
  reducers: (create) => ({
    noteSaved: request(
      create,
      async (note: Note, signal) => (await http.post<Note>('/api/notes/', note, { signal })).data,
      { key: 'save' },
    ),
    noteDeleted: request(
      create,
      async (_: void, signal) => {
        await http.delete('/api/notes/1/', { signal });
      },
      { key: 'delete' },
    ),
  }),
});
const { noteSaved, noteDeleted } = notesSlice.actions;
const makeNotesStore = () => configureStore({ reducer: { notes: notesSlice.reducer } });
let store = makeNotesStore();

const FALLBACK = 'Errore nel salvataggio della nota.';

function NoteForm({ options }: { options?: SubmitOptions<Note, Note> }) {
  const run = useSubmit();
  const form = useForm<Note>({ defaultValues: { title: '' } });
  const submit = form.handleSubmit(async (values) => {
    await run(() => store.dispatch(noteSaved(values)).unwrap(), {
      form,
      translate: inItalian,
      fallback: FALLBACK,
      succeeded: 'Nota salvata.',
      onSuccess: () => form.reset(),
      ...options,
    });
  });
  return (
    <form aria-label="Nota" onSubmit={(event) => void submit(event)} noValidate>
      <TextInput label="Titolo" {...fieldProps(form, 'title')} />
      <FormError form={form} />
      <Button type="submit">Salva</Button>
    </form>
  );
}

/** Two saves at once, then a save aborted at once: what each run says. */
function Runner() {
  const run = useSubmit();
  const [outcomes, setOutcomes] = useState<SubmitOutcome[]>([]);
  const twice = async () => {
    const save = () =>
      run(() => store.dispatch(noteSaved({ title: 'A' })).unwrap(), {
        succeeded: 'Nota salvata.',
        failed: FALLBACK,
      });
    setOutcomes(await Promise.all([save(), save()]));
  };
  const aborted = async () => {
    const saving = store.dispatch(noteSaved({ title: 'B' }));
    saving.abort();
    setOutcomes([await run(() => saving.unwrap(), { failed: FALLBACK })]);
  };
  return (
    <>
      <Button onClick={() => void twice()}>Salva due volte</Button>
      <Button onClick={() => void aborted()}>Salva e annulla</Button>
      <Text>Esiti: {outcomes.join(', ')}</Text>
    </>
  );
}

function NoteModal() {
  const run = useSubmit();
  const form = useForm<Note>({ defaultValues: { title: 'Spesa' } });
  const [closed, setClosed] = useState(false);
  if (closed) return <Text>Chiuso</Text>;
  return (
    <FormModal
      title="Modifica Nota"
      onClose={() => setClosed(true)}
      onSubmit={form.handleSubmit(() => {})}
      submitting={false}
      deletion={{
        title: 'Elimina Nota',
        message: 'Eliminare la nota?',
        run: () =>
          run(() => store.dispatch(noteDeleted()).unwrap(), {
            failed: 'Errore nella cancellazione della nota.',
            onSuccess: () => setClosed(true),
          }),
      }}
    >
      <TextInput label="Titolo" {...fieldProps(form, 'title')} />
    </FormModal>
  );
}

let api: ApiServer;
let onSave: Route;
let onDelete: Route;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'POST /api/notes/': (req) => (typeof onSave === 'function' ? onSave(req) : onSave),
    'DELETE /api/notes/1/': (req) => (typeof onDelete === 'function' ? onDelete(req) : onDelete),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  store = makeNotesStore();
  onSave = (req) => ({ status: 201, body: JSON.parse(req.body) as unknown });
  onDelete = { status: 204 };
});

const saves = () => api.calls().filter((call) => call === 'POST /api/notes/');

async function save(text = 'Spesa') {
  const view = renderWithProviders(<NoteForm />);
  await fill(view.user, screen.getByRole('textbox', { name: 'Titolo' }), text);
  await view.user.click(screen.getByRole('button', { name: 'Salva' }));
  return view;
}

it('tells a success in a notice and runs onSuccess', async () => {
  await save();
  expect(await screen.findByRole('status')).toHaveTextContent('Nota salvata.');
  expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('');
  expect(JSON.parse(api.requests.find((r) => r.method === 'POST')!.body)).toEqual({
    title: 'Spesa',
  });
});

it('puts field errors under their fields, in Italian, and the rest on the form', async () => {
  onSave = {
    status: 400,
    body: fieldErrorsBody({
      title: [['blank', 'This field may not be blank.']],
      non_field_errors: [['invalid', 'Troppe note.']],
    }),
  };
  await save();
  const title = screen.getByRole('textbox', { name: 'Titolo' });
  await waitFor(() => expect(title).toHaveAccessibleDescription('Campo obbligatorio.'));
  expect(title).toHaveFocus();
  expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent('Troppe note.');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it("goes by the codes, not the server's words: a reworded message reads the same", async () => {
  onSave = {
    status: 400,
    body: fieldErrorsBody({
      title: [
        ['required', 'Reworded: please give a title.'],
        ['invalid_email', 'Reworded: not an address.'],
      ],
      // No text of the console for this code: the server's own (Italian) words are shown.
      non_field_errors: [['duplicate', 'Esiste già una nota con questo titolo.']],
    }),
  };
  await save();
  const title = screen.getByRole('textbox', { name: 'Titolo' });
  await waitFor(() =>
    expect(title).toHaveAccessibleDescription(
      'Campo obbligatorio. Inserisci un indirizzo email valido.',
    ),
  );
  expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(
    'Esiste già una nota con questo titolo.',
  );
  expect(screen.queryByText(/Reworded/)).not.toBeInTheDocument();
});

it("shows the operation's text when the server gives none: on the form, or as a notice", async () => {
  onSave = { status: 500 };
  const { unmount } = await save();
  expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(FALLBACK);
  unmount();

  const { user } = renderWithProviders(<NoteForm options={{ formError: 'notice' }} />);
  await fill(user, screen.getByRole('textbox', { name: 'Titolo' }), 'Spesa');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
  expect(within(screen.getByRole('form')).queryByRole('alert')).not.toBeInTheDocument();
});

it("adds a failure notice of the caller's when it gives one", async () => {
  onSave = { status: 409, body: { detail: 'La nota è cambiata.' } };
  const failed = (failure: { status: number | null }) =>
    failure.status === 409 ? 'Salvataggio non riuscito.' : null;
  const { user } = renderWithProviders(<NoteForm options={{ failed }} />);
  await fill(user, screen.getByRole('textbox', { name: 'Titolo' }), 'Spesa');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(
    'La nota è cambiata.',
  );
  expect(screen.getByText('Salvataggio non riuscito.')).toBeInTheDocument();
});

it('ignores a save the slice skipped (the same one running) and an aborted one', async () => {
  let answer: () => void = () => {};
  onSave = () => new Promise((resolve) => (answer = () => resolve({ status: 201, body: {} })));
  const { user } = renderWithProviders(<Runner />);
  await user.click(screen.getByRole('button', { name: 'Salva due volte' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  answer();
  expect(await screen.findByText('Esiti: succeeded, skipped')).toBeInTheDocument();
  expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
    'Nota salvata.',
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Salva e annulla' }));
  expect(await screen.findByText('Esiti: skipped')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('FormModal asks before Elimina; a failed delete brings the form back', async () => {
  onDelete = { status: 500 };
  const { user } = renderWithProviders(<NoteModal />);
  const modal = screen.getByRole('dialog', { name: 'Modifica Nota' });
  expect(within(modal).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
  expect(within(modal).getByRole('button', { name: 'Salva' })).toBeInTheDocument();
  await user.click(within(modal).getByRole('button', { name: 'Elimina' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Elimina Nota' });
  expect(confirm).toHaveTextContent('Eliminare la nota?');
  expect(screen.queryByRole('dialog', { name: 'Modifica Nota' })).not.toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Errore nella cancellazione della nota.',
  );
  expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('Spesa');

  onDelete = { status: 204 };
  await user.click(screen.getByRole('button', { name: 'Elimina' }));
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
  );
  expect(await screen.findByText('Chiuso')).toBeInTheDocument();
  expect(api.calls().filter((call) => call.startsWith('DELETE'))).toHaveLength(2);
});
