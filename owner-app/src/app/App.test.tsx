import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { startApiServer, type ApiServer, makeApartment } from '@soglia/api-client/testing';
import AppDefault, { App } from './App';

let api: ApiServer;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/apartments/': () => ({
      status: 200,
      body: [makeApartment(), makeApartment({ id: 2, name: 'Loft Navigli' })],
    }),
    'GET /api/owner-checkin-details/': { status: 200, body: [] },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

/** Opens the console at a URL, as a reload or a bookmark does. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return { user: userEvent.setup(), ...render(<App />) };
}

const nav = () => screen.getByRole('navigation', { name: 'Sezioni della console' });
const activeSection = () =>
  within(nav())
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')
    ?.getAttribute('aria-label');

describe('owner App (remote entry)', () => {
  it('exports App as named and default export', () => {
    expect(AppDefault).toBe(App);
  });

  it('shows Strutture at /owners and gives every section its own URL', async () => {
    const { user } = openAt('/owners');
    for (const label of ['Strutture', 'Accessi', 'Soggiorni', 'Informazioni']) {
      expect(within(nav()).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();
    expect(activeSection()).toBe('Strutture');

    await user.click(within(nav()).getByRole('button', { name: 'Accessi' }));
    expect(window.location.pathname).toBe('/owners/checkins');
    // Each section's code is downloaded when it first opens.
    expect(
      await within(screen.getByRole('main', { name: 'Accessi' })).findByRole('heading', {
        level: 1,
      }),
    ).toHaveTextContent('Accessi');
    expect(screen.queryByText('Casa Soglia')).not.toBeInTheDocument();

    await user.click(within(nav()).getByRole('button', { name: 'Soggiorni' }));
    expect(window.location.pathname).toBe('/owners/stays');
    await user.click(within(nav()).getByRole('button', { name: 'Informazioni' }));
    expect(window.location.pathname).toBe('/owners/infos');
    // The host sees Informazioni (its code downloaded) before going back.
    expect(
      await within(screen.getByRole('main', { name: 'Informazioni' })).findByRole('heading', {
        level: 1,
      }),
    ).toHaveTextContent('Informazioni');

    // Back to Strutture: the store kept the list, no second request.
    await user.click(within(nav()).getByRole('button', { name: 'Strutture' }));
    await waitFor(() => expect(window.location.pathname).toBe('/owners'));
    expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();
    expect(api.calls().filter((call) => call === 'GET /api/apartments/')).toHaveLength(1);
  });

  it('a reload keeps the section: the navigation follows the URL', () => {
    openAt('/owners/stays');
    expect(activeSection()).toBe('Soggiorni');
    expect(screen.getByRole('main', { name: 'Soggiorni' })).toBeInTheDocument();
  });

  it('browser back and forward move between sections', async () => {
    const { user } = openAt('/owners');
    await screen.findByText('Casa Soglia');
    await user.click(within(nav()).getByRole('button', { name: 'Informazioni' }));
    expect(activeSection()).toBe('Informazioni');
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/owners'));
    await waitFor(() => expect(activeSection()).toBe('Strutture'));
    expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();
    act(() => window.history.forward());
    await waitFor(() => expect(activeSection()).toBe('Informazioni'));
  });

  it('an apartment and each of its tabs have a URL under Strutture', async () => {
    const { user } = openAt('/owners');
    await user.click(await screen.findByRole('button', { name: /Loft Navigli/ }));
    expect(window.location.pathname).toBe('/owners/apartments/2/structure');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loft Navigli' }),
    ).toBeInTheDocument();
    expect(activeSection()).toBe('Strutture');
    expect(screen.getByRole('tab', { name: 'Struttura' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Porte' }));
    expect(window.location.pathname).toBe('/owners/apartments/2/doors');
    expect(screen.getByRole('tab', { name: 'Porte' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Camere' }));
    expect(window.location.pathname).toBe('/owners/apartments/2/rooms');

    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Porte' })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(window.location.pathname).toBe('/owners');
    expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();
  });

  it('opening an apartment tab directly loads the apartment list first', async () => {
    openAt('/owners/apartments/2/rooms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loft Navigli' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Camere' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls()[0]).toBe('GET /api/apartments/');
  });

  it('an unknown apartment says so; unknown paths and tabs go to a valid URL', async () => {
    const first = openAt('/owners/apartments/99/doors');
    expect(await screen.findByText('Struttura non trovata.')).toBeInTheDocument();
    first.unmount();
    for (const path of ['/owners/apartments/2', '/owners/apartments/2/garage']) {
      const { unmount } = openAt(path);
      expect(await screen.findByRole('heading', { name: 'Loft Navigli' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/owners/apartments/2/structure');
      unmount();
    }
    openAt('/owners/nowhere');
    expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/owners');
  });

  it('creates a fresh store for each mount', async () => {
    const first = openAt('/owners');
    expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();
    first.unmount();
    openAt('/owners');
    expect(await screen.findByText('Casa Soglia')).toBeInTheDocument();
    expect(api.calls()).toHaveLength(2);
  });
});
