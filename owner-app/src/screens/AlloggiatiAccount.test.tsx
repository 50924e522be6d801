import { configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setUnauthorizedHandler, type AlloggiatiSettings } from '@soglia/api-client';
import { startApiServer, type ApiServer } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { alloggiatiApi, delegateTo, type AlloggiatiOverride } from '../testing/alloggiatiApi';
import { alloggiatiSettings } from '../testing/alloggiatiFixtures';
import { renderWithProviders } from '../testing/renderWithProviders';

jest.setTimeout(20_000);

let api: ApiServer;
let fake: ReturnType<typeof alloggiatiApi>;
let override: AlloggiatiOverride;

function serve(settings: AlloggiatiSettings = alloggiatiSettings()) {
  fake = alloggiatiApi({ stays: [], settings, receipts: [] }, (req) => override(req));
}

beforeAll(async () => {
  // Answers can take a few seconds when the whole suite shares two cores.
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
  api = await startApiServer(delegateTo(() => fake.routes));
});
afterAll(() => api.close());
beforeEach(() => {
  override = () => undefined;
  serve();
  api.requests.length = 0;
});

const slow = { timeout: 10_000 };
const open = async () => {
  const rendered = renderWithProviders(<OwnerDashboard />, {
    route: '/stays/alloggiati/account',
  });
  await screen.findByRole('form', { name: 'Account principale' }, slow);
  return rendered;
};
const main = () => screen.getByRole('form', { name: 'Account principale' });
const lastBody = (method: string) =>
  JSON.parse(api.requests.filter((req) => req.method === method).at(-1)!.body) as unknown;
const apartment = (name: string) =>
  within(screen.getByRole('list', { name: 'Strutture' })).getByRole('listitem', { name });

describe("Alloggiati Web: 'Account'", () => {
  it('password and WsKey are write-only: marked as set, and empty fields keep them', async () => {
    const { user, container } = await open();
    const form = within(main());
    expect(form.getByLabelText(/^Utente/)).toHaveValue('RM012345');
    expect(form.getByLabelText(/^Password/)).toHaveValue('');
    expect(form.getByLabelText(/^WsKey/)).toHaveValue('');
    expect(form.getAllByText('Impostata: lascia vuoto per mantenerla.')).toHaveLength(2);
    expect(screen.getByText('Impostato')).toBeVisible();

    await user.clear(form.getByLabelText(/^Utente/));
    await user.type(form.getByLabelText(/^Utente/), 'RM054321');
    await user.click(form.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Account salvato.')).toBeVisible();
    expect(lastBody('PUT')).toEqual({ user: 'RM054321' });
    expect(api.requests.at(-1)?.query.has('apartment')).toBe(false);

    // A new password goes; the WsKey left empty is still kept.
    await user.type(within(main()).getByLabelText(/^Password/), 'n0va-Password');
    await user.click(within(main()).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(lastBody('PUT')).toEqual({ user: 'RM054321', password: 'n0va-Password' }),
    );
    await waitFor(() => expect(within(main()).getByLabelText(/^Password/)).toHaveValue(''));

    const results = await axe(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('a first account needs all three fields; the server’s field errors sit under theirs', async () => {
    serve(alloggiatiSettings({ account: { user: '', has_password: false, has_ws_key: false } }));
    const { user } = await open();
    expect(screen.getByText('Non impostato')).toBeVisible();
    const form = within(main());
    expect(form.queryByRole('button', { name: 'Verifica' })).not.toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Salva' }));
    expect(await form.findByText("Indica l'utente.")).toBeVisible();
    expect(form.getByText('Indica la password.')).toBeVisible();
    expect(form.getByText('Indica la WsKey.')).toBeVisible();
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);

    override = (req) =>
      req.method === 'PUT'
        ? { status: 400, body: { user: ['Utente non valido: 8 caratteri, come RM012345.'] } }
        : undefined;
    await user.type(form.getByLabelText(/^Utente/), 'RM1');
    await user.type(form.getByLabelText(/^Password/), 'segreta');
    await user.type(form.getByLabelText(/^WsKey/), 'AAAA-BBBB');
    await user.click(form.getByRole('button', { name: 'Salva' }));
    expect(await form.findByText('Utente non valido: 8 caratteri, come RM012345.')).toBeVisible();
    expect(form.getByLabelText(/^Utente/)).toHaveFocus();
    expect(lastBody('PUT')).toEqual({ user: 'RM1', password: 'segreta', ws_key: 'AAAA-BBBB' });
  });

  it("Verifica shows the service's answer, success or refusal", async () => {
    const { user } = await open();
    await user.click(within(main()).getByRole('button', { name: 'Verifica' }));
    expect(
      await within(main()).findByText('Credenziali valide: il servizio ha risposto.'),
    ).toBeVisible();
    override = (req) =>
      req.path.endsWith('/verify/')
        ? { status: 400, body: { detail: 'Credenziali rifiutate dal servizio.' } }
        : undefined;
    await user.click(within(main()).getByRole('button', { name: 'Verifica' }));
    expect(await within(main()).findByText('Credenziali rifiutate dal servizio.')).toBeVisible();
  });

  it('Elimina asks first, then the account is gone', async () => {
    const { user } = await open();
    await user.click(within(main()).getByRole('button', { name: 'Elimina' }));
    const confirm = screen.getByRole('alertdialog', { name: "Eliminare l'account?" });
    expect(confirm).toHaveTextContent('Le strutture senza un account proprio non potranno inviare');
    await user.click(within(confirm).getAllByRole('button', { name: 'Annulla' }).at(-1)!);
    expect(api.calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await user.click(within(main()).getByRole('button', { name: 'Elimina' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByText('Account eliminato.')).toBeVisible();
    expect(screen.getByText('Non impostato')).toBeVisible();
    expect(within(main()).getByLabelText(/^Utente/)).toHaveValue('');
    expect(within(apartment('Casa Soglia')).getByText(/^Nessun account/)).toBeVisible();
  });

  it('the auto-send switch of an apartment', async () => {
    const { user } = await open();
    const casa = within(apartment('Casa Soglia'));
    const toggle = casa.getByRole('switch', { name: 'Invio automatico' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(
      within(apartment('Attico Trastevere')).getByRole('switch', { name: 'Invio automatico' }),
    ).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(await screen.findByText('Invio automatico attivo per Casa Soglia.')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(lastBody('PUT')).toEqual({ auto_send: true });
    expect(api.requests.at(-1)?.path).toBe('/api/alloggiati/apartments/1/');

    override = (req) =>
      req.path.startsWith('/api/alloggiati/apartments/')
        ? { status: 400, body: { detail: 'Imposta prima un account per questa struttura.' } }
        : undefined;
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Imposta prima un account per questa struttura.',
    );
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it("an apartment's own account, in its own form", async () => {
    const { user } = await open();
    expect(within(apartment('Casa Soglia')).getByText("Usa l'account principale")).toBeVisible();
    expect(
      within(apartment('Attico Trastevere')).getByText('Account proprio: RM067890'),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Imposta un account proprio per Casa Soglia' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Account di Casa Soglia' }));
    await user.type(dialog.getByLabelText(/^Utente/), 'RM011111');
    await user.type(dialog.getByLabelText(/^Password/), 'casa-pass');
    await user.type(dialog.getByLabelText(/^WsKey/), 'CASA-KEY');
    await user.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Account salvato.')).toBeVisible();
    const put = api.requests.filter((req) => req.method === 'PUT').at(-1)!;
    expect(put.query.get('apartment')).toBe('1');
    expect(JSON.parse(put.body)).toEqual({
      user: 'RM011111',
      password: 'casa-pass',
      ws_key: 'CASA-KEY',
    });
    expect(within(apartment('Casa Soglia')).getByText('Account proprio: RM011111')).toBeVisible();

    // Elimina from the apartment's form: the confirmation replaces the form.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Account di Casa Soglia' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: "Eliminare l'account?" });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirm).toHaveTextContent("La struttura userà di nuovo l'account principale.");
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Account eliminato.')).toBeVisible();
    expect(api.requests.at(-1)?.query.get('apartment')).toBe('1');
    expect(within(apartment('Casa Soglia')).getByText("Usa l'account principale")).toBeVisible();
  });

  it('a failed load says so and Riprova asks again', async () => {
    override = (req) =>
      req.path === '/api/alloggiati/settings/' ? { status: 503, body: {} } : undefined;
    const { user } = renderWithProviders(<OwnerDashboard />, {
      route: '/stays/alloggiati/account',
    });
    expect(await screen.findByText('Impossibile caricare gli account.', {}, slow)).toBeVisible();
    override = () => undefined;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('form', { name: 'Account principale' })).toBeVisible();
  });
});
