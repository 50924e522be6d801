import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import {
  makeLanguageInformation,
  startApiServer,
  type ApiServer,
} from '@soglia/api-client/testing';
import { guidebookApi, type Override } from '../../testing/guidebookApi';
import { guidebookSeed, type GuidebookApiData } from '../../testing/guidebookFixtures';
import { fill } from '../../testing/fill';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GuidebookTranslations } from './GuidebookTranslations';

let api: ApiServer;
let data: GuidebookApiData;
let override: Override | undefined;

beforeAll(() => setUnauthorizedHandler(() => {}));
beforeEach(async () => {
  override = undefined;
  const fake = guidebookApi(guidebookSeed(), (req) => override?.(req));
  data = fake.data;
  api = await startApiServer(fake.routes);
});
afterEach(async () => {
  cleanup();
  await api.close();
});

const writes = () => api.calls().filter((call) => !call.startsWith('GET'));
const addForm = () => screen.getByRole('form', { name: 'Aggiungi una traduzione' });

async function renderTranslations() {
  const view = renderWithProviders(<GuidebookTranslations entryId={60} />);
  await screen.findByRole('button', { name: 'Inglese', expanded: false });
  return view;
}

async function openEnglish(user: Awaited<ReturnType<typeof renderTranslations>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Inglese' }));
  return screen.getByRole('form', { name: 'Traduzione Inglese' });
}

it('lists the translations; the language of an existing one is read-only', async () => {
  const { user } = await renderTranslations();
  const english = await openEnglish(user);
  expect(within(english).getByRole('textbox', { name: 'Lingua' })).toHaveAttribute('readonly');
  expect(within(english).getByRole('textbox', { name: 'Lingua' })).toHaveValue('Inglese');
  expect(within(english).getByRole('textbox', { name: 'Titolo tradotto' })).toHaveValue(
    'Wi-Fi and recycling',
  );
  expect(
    within(english).getByRole('textbox', { name: 'Titolo tradotto' }),
  ).toHaveAccessibleDescription('236 caratteri rimanenti');
  expect(within(addForm()).getByRole('combobox', { name: 'Lingua' })).toBeInTheDocument();
  expect(api.requests.find((r) => r.method === 'GET')?.query.get('apartment_info')).toBe('60');
});

it('refuses a second entry for a language and asks for every field', async () => {
  const { user } = await renderTranslations();
  const form = addForm();
  await user.click(within(form).getByRole('button', { name: 'Aggiungi traduzione' }));
  expect(within(form).getByRole('combobox', { name: 'Lingua' })).toHaveAccessibleDescription(
    'Seleziona la lingua.',
  );
  expect(
    within(form).getByRole('textbox', { name: 'Titolo tradotto' }),
  ).toHaveAccessibleDescription(/Inserisci il titolo tradotto\./);
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Lingua' }), 'Inglese');
  await fill(user, within(form).getByRole('textbox', { name: 'Titolo tradotto' }), 'Wi-Fi');
  await fill(user, within(form).getByRole('textbox', { name: 'Testo tradotto' }), 'On the fridge');
  await user.click(within(form).getByRole('button', { name: 'Aggiungi traduzione' }));
  expect(within(form).getByRole('combobox', { name: 'Lingua' })).toHaveAccessibleDescription(
    "Esiste già un'informazione per questa lingua.",
  );
  expect(writes()).toEqual([]);
});

it('adds a translation with its language code', async () => {
  const { user } = await renderTranslations();
  const form = addForm();
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Lingua' }), 'Tedesco');
  await fill(user, within(form).getByRole('textbox', { name: 'Titolo tradotto' }), 'WLAN');
  await fill(
    user,
    within(form).getByRole('textbox', { name: 'Testo tradotto' }),
    'Am Kühlschrank.',
  );
  await user.click(within(form).getByRole('button', { name: 'Aggiungi traduzione' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Informazione aggiunta con successo.',
  );
  expect(screen.getByRole('button', { name: 'Tedesco' })).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'Titolo tradotto' })).toHaveValue('');
  expect(
    within(form).getByRole('textbox', { name: 'Titolo tradotto' }),
  ).toHaveAccessibleDescription('255 caratteri rimanenti');
  const sent = api.requests.find((r) => r.method === 'POST');
  expect(JSON.parse(sent!.body)).toEqual({
    apartment_info: 60,
    language: 'Tedesco',
    code: 'de',
    title: 'WLAN',
    info: 'Am Kühlschrank.',
  });
});

it('shows the server’s duplicate-language answer under Lingua', async () => {
  const { user } = await renderTranslations();
  // Another device added Spanish since the list was loaded.
  data.translations.push(makeLanguageInformation({ id: 81, language: 'Spagnolo', code: 'es' }));
  const form = addForm();
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Lingua' }), 'Spagnolo');
  await fill(user, within(form).getByRole('textbox', { name: 'Titolo tradotto' }), 'Wifi');
  await fill(user, within(form).getByRole('textbox', { name: 'Testo tradotto' }), 'En la nevera.');
  await user.click(within(form).getByRole('button', { name: 'Aggiungi traduzione' }));
  await waitFor(() =>
    expect(within(form).getByRole('combobox', { name: 'Lingua' })).toHaveAccessibleDescription(
      "Esiste già un'informazione per questa lingua.",
    ),
  );
});

it('edits a translation', async () => {
  const { user } = await renderTranslations();
  const english = await openEnglish(user);
  const title = within(english).getByRole('textbox', { name: 'Titolo tradotto' });
  await user.clear(title);
  await user.click(within(english).getByRole('button', { name: 'Salva traduzione' }));
  expect(title).toHaveAccessibleDescription(/Inserisci il titolo tradotto\./);
  await fill(user, title, 'Wi-Fi');
  await user.click(within(english).getByRole('button', { name: 'Salva traduzione' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Informazione aggiornata con successo.',
  );
  expect(writes()).toEqual(['PUT /api/language-informations/80/']);
  expect(data.translations[0]).toMatchObject({ language: 'Inglese', code: 'en', title: 'Wi-Fi' });
});

it('deletes a translation after an inline confirmation', async () => {
  const { user } = await renderTranslations();
  const english = await openEnglish(user);
  await user.click(within(english).getByRole('button', { name: 'Elimina traduzione' }));
  expect(within(english).getByText('Eliminare la traduzione in Inglese?')).toBeInTheDocument();
  expect(within(english).getByRole('button', { name: 'Annulla' })).toHaveFocus();
  await user.click(within(english).getByRole('button', { name: 'Annulla' }));
  await user.click(within(english).getByRole('button', { name: 'Elimina traduzione' }));
  await user.click(within(english).getByRole('button', { name: 'Sì, elimina' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Informazione cancellata con successo.',
  );
  expect(screen.queryByRole('button', { name: 'Inglese' })).not.toBeInTheDocument();
  expect(screen.getByText('Ancora nessuna traduzione.')).toBeInTheDocument();
  expect(writes()).toEqual(['DELETE /api/language-informations/80/']);
});

it('says what failed: adding, editing, deleting', async () => {
  override = (req) =>
    req.method !== 'GET' && req.path.startsWith('/api/language-informations/')
      ? { status: 500 }
      : undefined;
  const { user } = await renderTranslations();
  const form = addForm();
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Lingua' }), 'Francese');
  await fill(user, within(form).getByRole('textbox', { name: 'Titolo tradotto' }), 'Wifi');
  await fill(user, within(form).getByRole('textbox', { name: 'Testo tradotto' }), 'Sur le frigo.');
  await user.click(within(form).getByRole('button', { name: 'Aggiungi traduzione' }));
  expect(
    await screen.findByText("Errore nell'aggiunta delle informazioni linguistiche."),
  ).toBeInTheDocument();

  const english = await openEnglish(user);
  await user.click(within(english).getByRole('button', { name: 'Salva traduzione' }));
  expect(
    await screen.findByText('Errore nella modifica delle informazioni linguistiche.'),
  ).toBeInTheDocument();
  await user.click(within(english).getByRole('button', { name: 'Elimina traduzione' }));
  await user.click(within(english).getByRole('button', { name: 'Sì, elimina' }));
  expect(
    await screen.findByText('Errore nella cancellazione delle informazioni linguistiche.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Inglese' })).toBeInTheDocument();
});

it('a failed load offers a retry; with all four languages there is nothing to add', async () => {
  let fail = true;
  override = (req) =>
    req.path === '/api/language-informations/' && fail ? { status: 503 } : undefined;
  const { user } = renderWithProviders(<GuidebookTranslations entryId={60} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare le traduzioni.');
  fail = false;
  for (const [id, language, code] of [
    [81, 'Spagnolo', 'es'],
    [82, 'Francese', 'fr'],
    [83, 'Tedesco', 'de'],
  ] as const) {
    data.translations.push(makeLanguageInformation({ id, language, code }));
  }
  await user.click(screen.getByRole('button', { name: 'Riprova' }));
  expect(await screen.findByRole('button', { name: 'Tedesco' })).toBeInTheDocument();
  expect(
    screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
  ).toEqual(['Inglese', 'Spagnolo', 'Francese', 'Tedesco']);
  expect(screen.queryByRole('form', { name: 'Aggiungi una traduzione' })).not.toBeInTheDocument();
});
