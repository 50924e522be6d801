import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../ShellApp';
import {
  detailBody,
  fieldErrorsBody,
  startApiServer,
  type Routes,
} from '@soglia/api-client/testing';
import { recordCookieWrites, resetBrowserState } from '../testing/browserState';
import { fakeRemoteLoader } from '../testing/fakeRemote';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
let stub: Awaited<ReturnType<typeof startApiServer>> | null = null;

beforeEach(() => resetBrowserState('/login'));
afterEach(async () => {
  jest.restoreAllMocks();
  await stub?.close();
  stub = null;
});

function loginRoutes(profile: 'owner' | 'guest') {
  return {
    'POST /api/auth/login/': { status: 200, body: { key: `${profile}-token` } },
    'GET /api/user_information/': { status: 200, body: { profile_type: profile } },
  };
}

async function submitLogin(username = 'host', password = 'soglia-demo') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/username/i), username);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

test('shows title, both required fields and the Login button', () => {
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText(/username/i)).toBeRequired();
  expect(screen.getByLabelText(/password/i)).toBeRequired();
  expect(screen.queryByText('Soglia')).not.toBeInTheDocument();
});

test('an owner logs in and lands on /owners with the owner remote', async () => {
  stub = await startApiServer(loginRoutes('owner'));
  const remotes = fakeRemoteLoader();
  render(<ShellApp loader={remotes.loader} />);
  await submitLogin();

  expect(await screen.findByText('remote owner in none')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/owners');
  expect(localStorage.getItem('token')).toBe('owner-token');
  expect(localStorage.getItem('isAuthenticated')).toBe('true');
  expect(screen.getByText('Soglia')).toBeInTheDocument();
  expect(remotes.loaded).toEqual(['owner']);
  const login = stub.requests.find((req) => req.path === '/api/auth/login/');
  expect(JSON.parse(login!.body)).toEqual({ username: 'host', password: 'soglia-demo' });
  // The login already asked who the user is: the owner area does not ask again.
  expect(stub.requests.filter((req) => req.path === '/api/user_information/')).toHaveLength(1);
});

test('a new guest picks a language, then accepts the consent, then reaches /guest', async () => {
  stub = await startApiServer(loginRoutes('guest'));
  const remotes = fakeRemoteLoader();
  const cookies = recordCookieWrites();
  try {
    render(<ShellApp loader={remotes.loader} />);
    const user = await submitLogin('giulia.rossi', 'GUEST123');

    const picker = await screen.findByRole('group', { name: /choose your language/i });
    expect(picker).toBeInTheDocument();
    for (const label of ['Italiano', 'English', 'Español', 'Français', 'Deutsch']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Español' }));

    const dialog = await screen.findByRole('dialog', { name: 'Consentimiento de privacidad' });
    expect(dialog).toHaveTextContent(/registro de huéspedes/);
    expect(dialog).toHaveTextContent(/se eliminan automáticamente/);
    expect(dialog).toHaveTextContent(/cookies técnicas/);
    expect(window.location.pathname).toBe('/login');
    const languageWrite = cookies.writes.find((w) => w.startsWith('language='));
    expect(languageWrite).toMatch(/^language=es;/);
    expect(languageWrite).toContain(`Max-Age=${YEAR_SECONDS}`);
    expect(languageWrite).toContain('Path=/');

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('remote guest in es')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/guest');
    const consentWrite = cookies.writes.find((w) => w.startsWith('privacy_consent='));
    expect(consentWrite).toMatch(/^privacy_consent=accepted;/);
    expect(consentWrite).toContain(`Max-Age=${YEAR_SECONDS}`);
    expect(remotes.loaded).toEqual(['guest']);
  } finally {
    cookies.restore();
  }
});

test('a returning guest with both cookies goes straight to /guest', async () => {
  document.cookie = 'language=fr; Path=/';
  document.cookie = 'privacy_consent=accepted; Path=/';
  stub = await startApiServer(loginRoutes('guest'));
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  await submitLogin('giulia.rossi', 'GUEST123');
  expect(await screen.findByText('remote guest in fr')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: /choose your language/i })).not.toBeInTheDocument();
});

test('a server answer to bad credentials reads "Invalid username or password"', async () => {
  stub = await startApiServer({
    'POST /api/auth/login/': {
      status: 400,
      body: fieldErrorsBody({
        non_field_errors: [['invalid_credentials', 'Unable to log in with provided credentials.']],
      }),
    },
  });
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  await submitLogin('host', 'wrong');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password'),
  );
  expect(window.location.pathname).toBe('/login');
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('isAuthenticated')).toBeNull();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

const throttledLogin = (retryAfter: string): Routes => ({
  'POST /api/auth/login/': {
    status: 429,
    body: detailBody('throttled', 'Request was throttled. Expected available in 120 seconds.'),
    headers: { 'Retry-After': retryAfter },
  },
});

test('too many failed logins say so in Italian, with the wait the server gave', async () => {
  stub = await startApiServer(throttledLogin('120'));
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  await submitLogin('host', 'wrong');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Troppi tentativi. Riprova tra 2 minuti.'),
  );
  expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid username or password');
  expect(localStorage.getItem('token')).toBeNull();
});

test('too many failed logins read in the language a guest chose on this browser', async () => {
  document.cookie = 'language=de; Path=/';
  stub = await startApiServer(throttledLogin('30'));
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  await submitLogin('giulia.rossi', 'wrong');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.',
    ),
  );
});

test('the login reads the code, not the words: without Retry-After it waits "a few minutes"', async () => {
  stub = await startApiServer({
    'POST /api/auth/login/': { status: 429, body: detailBody('throttled', 'Slow down.') },
  });
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  await submitLogin('host', 'wrong');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Troppi tentativi. Riprova tra qualche minuto.',
    ),
  );
  expect(screen.queryByText(/Slow down/)).not.toBeInTheDocument();
});

test('no answer at all reads "Il server non risponde. Riprova."', async () => {
  stub = await startApiServer({ 'POST /api/auth/login/': 'hang-up' });
  // jsdom reports the dropped connection on the console; that is the point of this test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  await submitLogin();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Il server non risponde. Riprova.'),
  );
  expect(localStorage.getItem('token')).toBeNull();
});

test('empty fields are not submitted and say what is missing', async () => {
  stub = await startApiServer(loginRoutes('owner'));
  const user = userEvent.setup();
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Inserisci lo username.')).toBeInTheDocument();
  expect(screen.getByText('Inserisci la password.')).toBeInTheDocument();
  expect(stub.requests).toHaveLength(0);
});
