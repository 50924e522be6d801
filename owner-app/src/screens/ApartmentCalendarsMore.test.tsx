import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { routePatterns } from '../shared/routing';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/renderWithProviders';
import { structuresServerPerTest } from '../testing/structuresServer';
import { ApartmentDetailScreen } from './ApartmentDetailScreen';

// The Calendari tab's own calendar, its loading and failures, and a room's calendars, against
// the fake API's calendars.

const server = structuresServerPerTest();

const open = (route: string) =>
  renderWithProviders(<Route path={routePatterns.apartment} component={ApartmentDetailScreen} />, {
    route,
  });
const section = (name: string) => screen.getByRole('region', { name });
const writes = () => server.api.calls().filter((call) => !call.startsWith('GET'));

describe('Calendari: Soglia’s calendar, loading and failures, a room', () => {
  it("Soglia's calendar: its secret address to copy, Rigenera and Revoca after a confirmation", async () => {
    const { user } = open('/apartments/1/calendars');
    const own = await screen.findByRole('region', { name: 'Calendario di Soglia' });
    expect(own).toHaveTextContent('nessun nome né altro dato degli ospiti');
    const address = await within(own).findByRole('textbox', { name: /^Indirizzo segreto/ });
    const first = `${window.location.origin}/api/calendar/Xq7vR2mL9pT4wZ8kB3nF6hJ1sD5gA0cE2yU7iO9tK4e.ics`;
    expect(address).toHaveValue(first);
    await user.click(within(own).getByRole('button', { name: 'Copia' }));
    expect(await screen.findByText('Indirizzo copiato.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(first);

    await user.click(within(own).getByRole('button', { name: 'Rigenera' }));
    const confirm = within(own).getByRole('group', { name: 'Rigenera' });
    expect(confirm).toHaveTextContent('smette subito di funzionare');
    await user.click(within(confirm).getByRole('button', { name: 'Rigenera' }));
    expect(
      await screen.findByText('Nuovo indirizzo pronto: aggiornalo su ogni canale.'),
    ).toBeVisible();
    expect(address).not.toHaveValue(first);
    expect(address).toHaveValue(`${window.location.origin}${server.calendars.exports[0].path}`);

    await user.click(within(own).getByRole('button', { name: 'Revoca' }));
    await user.click(
      within(within(own).getByRole('group', { name: 'Revoca' })).getByRole('button', {
        name: 'Revoca',
      }),
    );
    expect(await screen.findByText('Calendario revocato.')).toBeVisible();
    expect(
      within(own).getByText('Il calendario di Soglia non è ancora stato creato.'),
    ).toBeVisible();
    await user.click(within(own).getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Calendario di Soglia creato.')).toBeVisible();
    expect(await within(own).findByRole('textbox', { name: /^Indirizzo segreto/ })).toBeVisible();
    expect(writes()).toEqual([
      'POST /api/calendar-exports/2/rotate/',
      'DELETE /api/calendar-exports/2/',
      'POST /api/calendar-exports/',
    ]);
  });

  it('shows each part loading, then the copy the browser refuses', async () => {
    let release: (() => void) | undefined;
    server.override = (req) =>
      req.method === 'GET' && req.path.startsWith('/api/calendar')
        ? new Promise((resolve) => {
            const previous = release;
            release = () => {
              previous?.();
              resolve(undefined);
            };
          })
        : undefined;
    const { user } = open('/apartments/1/calendars');
    expect(await screen.findByText('Caricamento dei calendari…')).toBeInTheDocument();
    expect(screen.getByText('Caricamento del calendario…')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.api.calls().filter((c) => c.includes('calendar'))).toHaveLength(3),
    );
    release?.();
    const own = await screen.findByRole('region', { name: 'Calendario di Soglia' });
    const address = await within(own).findByRole('textbox', { name: /^Indirizzo segreto/ });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(own).getByRole('button', { name: 'Copia' }));
    expect(
      await screen.findByText(
        "Il browser non permette di copiare: seleziona l'indirizzo e copialo a mano.",
      ),
    ).toBeVisible();
    expect(address).toHaveFocus();
  });

  it('shows the failures with a retry', async () => {
    server.override = (req) =>
      req.method === 'GET' && req.path.startsWith('/api/calendar')
        ? { status: 503, body: { detail: 'Unavailable.' } }
        : undefined;
    const { user } = open('/apartments/1/calendars');
    expect(await screen.findByText('Impossibile caricare i calendari.')).toBeVisible();
    expect(await screen.findByText('Impossibile caricare i periodi da decidere.')).toBeVisible();
    expect(await screen.findByText('Impossibile caricare il calendario di Soglia.')).toBeVisible();
    server.override = undefined;
    await user.click(
      within(section('Calendari dei canali')).getByRole('button', { name: 'Riprova' }),
    );
    expect(
      await screen.findByRole('article', { name: 'Airbnb, Tutta la struttura' }),
    ).toBeVisible();
  });

  it("a room's modal shows its own calendars and adds feeds for the room", async () => {
    const { user } = open('/apartments/1/rooms');
    await user.click(await screen.findByRole('button', { name: /^Camera Blu/ }));
    const modal = await screen.findByRole('dialog', { name: 'Modifica Camera' });
    expect(await within(modal).findByRole('article', { name: 'Vrbo, Camera Blu' })).toBeVisible();
    expect(within(modal).queryByRole('article', { name: /^Airbnb/ })).not.toBeInTheDocument();
    await within(modal).findByText('Il calendario di Soglia non è ancora stato creato.');
    await user.click(within(modal).getByRole('button', { name: 'Aggiungi calendario' }));
    const form = within(modal).getByRole('form', { name: 'Nuovo calendario' });
    await fill(
      user,
      within(form).getByRole('textbox', { name: /^Indirizzo del calendario/ }),
      'https://www.airbnb.it/calendar/ical/777.ics?s=9',
    );
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(modal).findByRole('article', { name: 'Airbnb, Camera Blu' })).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Crea' }));
    expect(await within(modal).findByRole('textbox', { name: /^Indirizzo segreto/ })).toBeVisible();
    expect(server.calendars.feeds.at(-1)).toMatchObject({ apartment: 1, room: 10 });
    expect(server.calendars.exports.at(-1)).toMatchObject({ apartment: 1, room: 10 });
  });
});
