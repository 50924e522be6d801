import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { RemoteHost } from './RemoteHost';
import type { RemoteApp, RemoteLoader } from './types';

const Working: RemoteApp = ({ language }) => <p>{`remote ready ${language ?? ''}`.trim()}</p>;

function loaderFailing(times: number, app: RemoteApp = Working) {
  const calls: boolean[] = [];
  const loader: RemoteLoader = async (_name, { fresh }) => {
    calls.push(fresh);
    if (calls.length <= times) throw new Error('Failed to fetch mf-manifest.json');
    return app;
  };
  return { loader, calls };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a remote that fails to load shows a bilingual error, and Retry loads it again', async () => {
  const { loader, calls } = loaderFailing(2);
  const user = userEvent.setup();
  render(
    <SogliaThemeProvider>
      <RemoteHost name="owner" loader={loader} />
    </SogliaThemeProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(/caricamento/i);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("Impossibile caricare l'applicazione");
  expect(alert).toHaveTextContent('The application could not be loaded');
  await user.click(screen.getByRole('button', { name: 'Riprova / Retry' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Riprova / Retry' }));

  expect(await screen.findByText('remote ready')).toBeInTheDocument();
  // First load, then two retries, each asking for a fresh attempt (no cached failure).
  expect(calls).toEqual([false, true, true]);
});

test('a remote that throws while rendering is caught and can be retried', async () => {
  const Broken: RemoteApp = () => {
    throw new Error('remote bug');
  };
  const Fixed: RemoteApp = () => <p>remote recovered</p>;
  const calls: boolean[] = [];
  const loader: RemoteLoader = async (_name, { fresh }) => {
    calls.push(fresh);
    return calls.length === 1 ? Broken : Fixed;
  };
  const user = userEvent.setup();
  render(
    <SogliaThemeProvider>
      <RemoteHost name="guest" loader={loader} appProps={{ language: 'en' }} />
    </SogliaThemeProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Riprova / Retry' }));
  expect(await screen.findByText('remote recovered')).toBeInTheDocument();
  expect(calls).toEqual([false, true]);
});

test('props reach the remote App', async () => {
  const { loader } = loaderFailing(0);
  render(
    <SogliaThemeProvider>
      <RemoteHost name="guest" loader={loader} appProps={{ language: 'fr' }} />
    </SogliaThemeProvider>,
  );
  expect(await screen.findByText('remote ready fr')).toBeInTheDocument();
});
