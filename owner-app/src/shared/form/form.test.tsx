import { screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Switch, Text, TextInput } from '@soglia/ui-kit';
import { http, setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, type ApiServer, type Reply } from '@soglia/api-client/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { applyServerErrors, fieldProps, SERVER_ERROR } from '.';

// A form written the owner-app way: react-hook-form over ui-kit inputs.
interface RoomValues {
  name: string;
  shelly: boolean;
}

function RoomForm({ defaults }: { defaults: RoomValues }) {
  const form = useForm<RoomValues>({ defaultValues: defaults });
  // formState is a subscription: read what the form uses while rendering.
  const { isDirty, errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (!isDirty) {
      form.setError(SERVER_ERROR, { message: 'Nessuna modifica apportata.' });
      return;
    }
    try {
      await http.post('/api/rooms/', values);
    } catch (error) {
      applyServerErrors(form, error, 'Errore nella modifica della camera.');
    }
  });
  const formError = errors.root?.server?.message;
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Nome" {...fieldProps(form, 'name', { required: 'Campo obbligatorio.' })} />
      <Controller
        control={form.control}
        name="shelly"
        render={({ field }) => (
          <Switch label="Shelly" checked={field.value} onChange={field.onChange} />
        )}
      />
      {formError ? <Text role="alert">{formError}</Text> : null}
      <Button type="submit">Salva</Button>
    </form>
  );
}

let api: ApiServer;
let reply: Reply;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({ 'POST /api/rooms/': () => reply });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  reply = { status: 201, body: {} };
});

const renderForm = (defaults: RoomValues = { name: '', shelly: false }) =>
  renderWithProviders(<RoomForm defaults={defaults} />);

it('checks its own rules before sending anything', async () => {
  const { user } = renderForm();
  await user.click(screen.getByRole('switch', { name: 'Shelly' }));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  const name = screen.getByRole('textbox', { name: 'Nome' });
  expect(name).toHaveAccessibleDescription('Campo obbligatorio.');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls()).toEqual([]);
});

it('sends the values of ui-kit inputs, a Switch through Controller', async () => {
  const { user } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Camera Blu');
  await user.click(screen.getByRole('switch', { name: 'Shelly' }));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await waitFor(() => expect(api.calls()).toContain('POST /api/rooms/'));
  const sent = api.requests.find((request) => request.method === 'POST');
  expect(JSON.parse(sent!.body)).toEqual({ name: 'Camera Blu', shelly: true });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('puts field errors of a 400 under their fields, focused, and the rest on the form', async () => {
  reply = {
    status: 400,
    body: {
      name: ['Esiste già una camera con questo nome.'],
      non_field_errors: ['Limite raggiunto.'],
    },
  };
  const { user } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Camera Blu');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  const name = screen.getByRole('textbox', { name: 'Nome' });
  await waitFor(() =>
    expect(name).toHaveAccessibleDescription('Esiste già una camera con questo nome.'),
  );
  expect(name).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Limite raggiunto.');
});

it("shows the server's detail, or the operation's own text when there is none", async () => {
  reply = { status: 409, body: { detail: 'La camera è stata cancellata.' } };
  const { user } = renderForm({ name: 'Camera Blu', shelly: false });
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' 2');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('La camera è stata cancellata.');

  reply = { status: 500 };
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Errore nella modifica della camera.');
});

it('knows when an edit changed nothing', async () => {
  const { user } = renderForm({ name: 'Camera Blu', shelly: true });
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nessuna modifica apportata.');
  expect(api.calls()).toEqual([]);
});
