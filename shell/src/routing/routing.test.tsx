import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../ShellApp';
import { startApiServer } from '@soglia/api-client/testing';
import { resetBrowserState } from '../testing/browserState';
import { fakeRemoteLoader } from '../testing/fakeRemote';
import { navigate } from './history';

let stub: Awaited<ReturnType<typeof startApiServer>> | null = null;

afterEach(async () => {
  await stub?.close();
  stub = null;
});

const signedInAs = (profile: 'owner' | 'guest') => ({
  'GET /api/user_information/': { status: 200, body: { profile_type: profile } },
});

function signedIn(path: string) {
  resetBrowserState(path);
  localStorage.setItem('token', 'stored-token');
}

test.each(['/', '/nowhere', '/ownersx', '/guest/extra', '/admin'])(
  '%s redirects to /login',
  async (path) => {
    resetBrowserState(path);
    const historyLength = window.history.length;
    render(<ShellApp loader={fakeRemoteLoader().loader} />);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(historyLength);
  },
);

test.each(['/owners', '/guest'])(
  '%s without the isAuthenticated flag goes to /login',
  async (path) => {
    resetBrowserState(path);
    const remotes = fakeRemoteLoader();
    render(<ShellApp loader={remotes.loader} />);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(remotes.loaded).toEqual([]);
  },
);

test('a stored token on load marks the user authenticated; a spinner shows during the check', async () => {
  signedIn('/owners');
  let answer: (() => void) | undefined;
  stub = await startApiServer({
    'GET /api/user_information/': () =>
      new Promise((resolve) => {
        answer = () => resolve({ status: 200, body: { profile_type: 'owner' } });
      }),
  });
  const remotes = fakeRemoteLoader();
  render(<ShellApp loader={remotes.loader} />);
  // The area's code is a lazy chunk (its first transform under jest takes a while).
  expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
    /verifica dell'accesso/i,
  );
  await waitFor(() => expect(answer).toBeDefined());
  answer?.();
  expect(await screen.findByText('remote owner in none')).toBeInTheDocument();
  expect(localStorage.getItem('isAuthenticated')).toBe('true');
  expect(stub.requests[0].headers.authorization).toBe('Token stored-token');
  expect(remotes.loaded).toEqual(['owner']);
});

test.each(['owner', 'guest'] as const)(
  'the %s remote starts downloading while the server is still confirming the user',
  async (profile) => {
    signedIn(profile === 'owner' ? '/owners' : '/guest');
    let answer: (() => void) | undefined;
    stub = await startApiServer({
      'GET /api/user_information/': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { profile_type: profile } });
        }),
    });
    const preloaded: string[] = [];
    render(
      <ShellApp loader={fakeRemoteLoader().loader} preload={(name) => preloaded.push(name)} />,
    );
    await waitFor(() => expect(answer).toBeDefined());
    expect(preloaded).toEqual([profile]);
    expect(screen.getByRole('status')).toHaveTextContent(/verifica dell'accesso/i);
    answer?.();
  },
);

test('nothing is preloaded for a visitor who is not signed in', async () => {
  resetBrowserState('/owners');
  const preloaded: string[] = [];
  render(<ShellApp loader={fakeRemoteLoader().loader} preload={(name) => preloaded.push(name)} />);
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(preloaded).toEqual([]);
});

test('a path below /owners is the owner area: the owner remote loads and the path stays', async () => {
  signedIn('/owners/apartments/3/doors');
  stub = await startApiServer(signedInAs('owner'));
  const remotes = fakeRemoteLoader();
  render(<ShellApp loader={remotes.loader} />);
  expect(await screen.findByText('remote owner in none')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/owners/apartments/3/doors');
  expect(remotes.loaded).toEqual(['owner']);
});

test('a guest opening a path below /owners is sent to /guest', async () => {
  signedIn('/owners/stays');
  document.cookie = 'language=it; Path=/';
  document.cookie = 'privacy_consent=accepted; Path=/';
  stub = await startApiServer(signedInAs('guest'));
  const remotes = fakeRemoteLoader();
  render(<ShellApp loader={remotes.loader} />);
  expect(await screen.findByText('remote guest in it')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/guest');
  expect(remotes.loaded).toEqual(['guest']);
});

test('an owner opening /guest is sent to /owners, and only the owner remote loads', async () => {
  signedIn('/guest');
  stub = await startApiServer(signedInAs('owner'));
  const remotes = fakeRemoteLoader();
  render(<ShellApp loader={remotes.loader} />);
  expect(await screen.findByText('remote owner in none')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/owners');
  expect(remotes.loaded).toEqual(['owner']);
});

test('a guest opening /guest directly still gets the language picker and consent first', async () => {
  signedIn('/guest');
  stub = await startApiServer(signedInAs('guest'));
  const remotes = fakeRemoteLoader();
  const user = userEvent.setup();
  render(<ShellApp loader={remotes.loader} />);
  await user.click(await screen.findByRole('button', { name: 'Deutsch' }));
  await user.click(await screen.findByRole('button', { name: 'Akzeptieren' }));
  expect(await screen.findByText('remote guest in de')).toBeInTheDocument();
  expect(remotes.loaded).toEqual(['guest']);
});

test('the guest remote changes language through onLanguageChange (cookie saved, re-rendered)', async () => {
  signedIn('/guest');
  document.cookie = 'language=it; Path=/';
  document.cookie = 'privacy_consent=accepted; Path=/';
  stub = await startApiServer(signedInAs('guest'));
  const user = userEvent.setup();
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  expect(await screen.findByText('remote guest in it')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'switch to de' }));
  expect(await screen.findByText('remote guest in de')).toBeInTheDocument();
  expect(document.cookie).toContain('language=de');
});

test('a 401 from any call clears the session and returns to /login', async () => {
  signedIn('/owners');
  stub = await startApiServer({
    'GET /api/user_information/': { status: 401, body: { detail: 'Invalid token.' } },
  });
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('isAuthenticated')).toBeNull();
});

test('Logout posts to the server, clears the session, goes to /login and reloads', async () => {
  signedIn('/owners');
  stub = await startApiServer({
    ...signedInAs('owner'),
    'POST /api/auth/logout/': { status: 200, body: { detail: 'Successfully logged out.' } },
  });
  const reload = jest.fn();
  const user = userEvent.setup();
  render(<ShellApp loader={fakeRemoteLoader().loader} reload={reload} />);
  await screen.findByText('remote owner in none');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(stub.calls().filter((call) => call === 'POST /api/auth/logout/')).toHaveLength(1);
  expect(window.location.pathname).toBe('/login');
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('isAuthenticated')).toBeNull();
});

test('browser back/forward (popstate) re-routes', async () => {
  resetBrowserState('/login');
  render(<ShellApp loader={fakeRemoteLoader().loader} />);
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  act(() => navigate('/somewhere'));
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
});
