import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { routePatterns } from '../shared/routing';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/renderWithProviders';
import { structuresServerPerTest } from '../testing/structuresServer';
import { ApartmentDetailScreen } from './ApartmentDetailScreen';

// The Calendari tab of an apartment and a room's calendars, against the fake API's calendars.

const server = structuresServerPerTest();

const open = (route: string) =>
  renderWithProviders(<Route path={routePatterns.apartment} component={ApartmentDetailScreen} />, {
    route,
  });
const feedCard = (name: string) => screen.getByRole('article', { name });
const writes = () => server.api.calls().filter((call) => !call.startsWith('GET'));

describe('Calendari', () => {
  it("lists the apartment's feeds, its rooms' too, with their last read and what they found", async () => {
    open('/apartments/1/calendars');
    expect(await screen.findByRole('tab', { name: 'Calendari', selected: true })).toBeVisible();
    const airbnb = await screen.findByRole('article', { name: 'Airbnb, Tutta la struttura' });
    expect(within(airbnb).getByText('www.airbnb.it/…/12345678.ics')).toBeVisible();
    // The secret token of the address is never on screen.
    expect(screen.queryByText(/0f1e2d3c/)).not.toBeInTheDocument();
    expect(within(airbnb).getByText('01/12/2026 alle 11:00')).toBeVisible();
    expect(within(airbnb).getByText('Letto')).toBeVisible();
    expect(
      within(airbnb).getByText('2 prenotazioni · 1 periodo bloccato · 0 da decidere'),
    ).toBeVisible();
    const booking = feedCard('Booking.com, Tutta la struttura');
    expect(within(booking).getByText('Errore')).toBeVisible();
    expect(
      within(booking).getByText("Il server del calendario ha risposto con l'errore HTTP 404."),
    ).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Vrbo, Camera Blu' })).toBeVisible();
  });

  it('adds a feed: the server refuses an address under the field, then takes a channel’s', async () => {
    const { user } = open('/apartments/2/calendars');
    expect(await screen.findByText('Nessun calendario collegato.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aggiungi calendario' }));
    const form = screen.getByRole('form', { name: 'Nuovo calendario' });
    expect(within(form).getByRole('combobox', { name: /^Canale/ })).toHaveFocus();
    const url = within(form).getByRole('textbox', { name: /^Indirizzo del calendario/ });
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(url).toHaveAccessibleDescription(/Campo obbligatorio\./);
    await fill(user, url, 'http://www.airbnb.it/calendar/ical/99.ics');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        /L'indirizzo del calendario deve iniziare con https:\/\/\./,
      ),
    );
    await user.clear(url);
    await fill(user, url, 'https://calendar.example.com/ical/99.ics');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/Indirizzo non consentito/));
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Canale/ }), 'vrbo');
    await user.clear(url);
    await fill(user, url, 'https://www.vrbo.com/icalendar/abc.ics');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/^Calendario aggiunto/)).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Vrbo, Tutta la struttura' });
    expect(within(card).getByText(/^Non ancora letto/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aggiungi calendario' })).toHaveFocus();
    expect(server.calendars.feeds.at(-1)).toMatchObject({
      apartment: 2,
      room: null,
      label: 'vrbo',
      url: 'https://www.vrbo.com/icalendar/abc.ics',
    });
  });

  it('Sincronizza ora reads the feed, shows the new result and tells the host', async () => {
    const { user } = open('/apartments/1/calendars');
    const booking = await screen.findByRole('article', { name: 'Booking.com, Tutta la struttura' });
    const sync = within(booking).getByRole('button', {
      name: 'Sincronizza ora il calendario Booking.com, Tutta la struttura',
    });
    let release: (() => void) | undefined;
    server.override = (req) =>
      req.path.endsWith('/sync/')
        ? new Promise((resolve) => (release = () => resolve(undefined)))
        : undefined;
    await user.click(sync);
    expect(sync).toHaveAttribute('aria-busy', 'true');
    // The server holds the read until the test has seen the spinner.
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByText('Calendario letto.')).toBeVisible();
    expect(within(booking).getByText('Letto')).toBeVisible();
    expect(within(booking).queryByText(/HTTP 404/)).not.toBeInTheDocument();
    expect(
      within(booking).getByText('0 prenotazioni · 0 periodi bloccati · 2 da decidere'),
    ).toBeVisible();
    expect(writes()).toEqual(['POST /api/calendar-feeds/4/sync/']);
  });

  it('a read that fails says why, in the words the server stored', async () => {
    server.override = (req) =>
      req.path === '/api/calendar-feeds/3/sync/'
        ? {
            status: 200,
            body: {
              ...server.calendars.feeds[0],
              last_sync_at: '2026-12-01T10:30:00.000Z',
              last_result: 'error',
              last_error_code: 'timeout',
              last_error_message: 'Il calendario non ha risposto in tempo.',
            },
          }
        : undefined;
    const { user } = open('/apartments/1/calendars');
    const airbnb = await screen.findByRole('article', { name: 'Airbnb, Tutta la struttura' });
    await user.click(within(airbnb).getByRole('button', { name: /^Sincronizza ora/ }));
    expect(
      await screen.findByText('Lettura non riuscita: Il calendario non ha risposto in tempo.'),
    ).toBeVisible();
    expect(within(airbnb).getByText('Il calendario non ha risposto in tempo.')).toBeVisible();
    expect(within(airbnb).getByText('01/12/2026 alle 11:30')).toBeVisible();
  });

  it('edits a feed’s address, and deletes one after the confirmation in place', async () => {
    const { user } = open('/apartments/1/calendars');
    const airbnb = await screen.findByRole('article', { name: 'Airbnb, Tutta la struttura' });
    await user.click(
      within(airbnb).getByRole('button', { name: /^Modifica il calendario Airbnb/ }),
    );
    const form = within(airbnb).getByRole('form', { name: 'Modifica calendario' });
    const url = within(form).getByRole('textbox', { name: /^Indirizzo del calendario/ });
    await user.clear(url);
    await fill(user, url, 'https://www.airbnb.com/calendar/ical/555.ics?s=1');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Calendario modificato.')).toBeVisible();
    expect(within(airbnb).getByText('www.airbnb.com/…/555.ics')).toBeVisible();

    const booking = feedCard('Booking.com, Tutta la struttura');
    await user.click(within(booking).getByRole('button', { name: /^Elimina il calendario/ }));
    const confirm = within(booking).getByRole('group', {
      name: 'Elimina il calendario Booking.com, Tutta la struttura',
    });
    expect(confirm).toHaveTextContent('i soggiorni già importati restano in Accessi');
    expect(within(confirm).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Calendario eliminato.')).toBeVisible();
    expect(
      screen.queryByRole('article', { name: 'Booking.com, Tutta la struttura' }),
    ).not.toBeInTheDocument();
    expect(writes()).toEqual(['PUT /api/calendar-feeds/3/', 'DELETE /api/calendar-feeds/4/']);
  });

  it('the host decides the periods the feed cannot tell apart', async () => {
    const { user } = open('/apartments/1/calendars');
    const periods = await screen.findByRole('region', { name: 'Periodi da decidere' });
    const items = await within(periods).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Booking.com: dal 20/12/2026 al 23/12/2026'),
      expect.stringContaining('Booking.com: dal 02/01/2027 al 06/01/2027'),
    ]);
    await user.click(
      within(periods).getByRole('button', {
        name: 'È una prenotazione: Booking.com: dal 20/12/2026 al 23/12/2026',
      }),
    );
    expect(await screen.findByText('Prenotazione aggiunta: completala in Accessi.')).toBeVisible();
    await user.click(
      within(periods).getByRole('button', {
        name: 'Ignora: Booking.com: dal 02/01/2027 al 06/01/2027',
      }),
    );
    expect(await screen.findByText('Periodo ignorato.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Periodi da decidere' })).not.toBeInTheDocument(),
    );
    expect(server.calendars.events.map((event) => event.kind)).toEqual(['booking', 'ignored']);
    expect(JSON.parse(server.api.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      decision: 'booking',
    });
  });

  it('a period decided elsewhere says so and leaves the list', async () => {
    const { user } = open('/apartments/1/calendars');
    const periods = await screen.findByRole('region', { name: 'Periodi da decidere' });
    await within(periods).findAllByRole('listitem');
    server.calendars.events[0].kind = 'booking';
    await user.click(within(periods).getAllByRole('button', { name: /^Ignora/ })[0]);
    expect(await screen.findByText("L'evento è già un soggiorno.")).toBeVisible();
    await waitFor(() => expect(within(periods).getAllByRole('listitem')).toHaveLength(1));
  });
});
