import { configure, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type CheckinProfile } from '@soglia/api-client';
import {
  makeApartment,
  makeProfile,
  makeRoom,
  startApiServer,
  type ApiServer,
} from '@soglia/api-client/testing';
import { renderWithProviders } from '../testing/renderWithProviders';
import { CheckinProfilesScreen } from './CheckinProfilesScreen';

// Accessi with the stays the channels' calendars made: to complete first, moved, cancelled.

const airbnbStay = () =>
  makeProfile({
    id: 50,
    name: 'Ospite',
    surname: 'Airbnb',
    username: 'ospite.airbnb',
    psw: 'R4TQ8WXZ',
    source: 'Airbnb',
    guest_number: 1,
    check_in_date: '2026-03-05',
    check_out_date: '2026-03-08',
    status: 'awaiting_details',
    calendar: {
      event: 7,
      feed: 3,
      label: 'airbnb',
      uid: '1418fb94e984-0f6c1b1e36b2@airbnb.com',
      summary: 'Reserved',
      description:
        'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC12345',
      reservation_url: 'https://www.airbnb.com/hosting/reservations/details/HMABC12345',
      reservation_code: 'HMABC12345',
      phone_last4: '1234',
      cancel_reason: null,
    },
  });
const moved = makeProfile({
  previous_check_in_date: '2026-03-03',
  previous_check_out_date: '2026-03-08',
  dates_changed_at: '2026-03-01T09:00:00.000Z',
});
const cancelled = makeProfile({
  id: 51,
  name: 'Ospite',
  surname: 'Booking.com',
  username: 'ospite.bookingcom',
  status: 'cancelled',
  cancelled_at: '2026-03-02T17:30:00.000Z',
  calendar: { ...airbnbStay().calendar!, label: 'booking', cancel_reason: 'removed' },
});

let api: ApiServer;
let awaiting: CheckinProfile;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/checkin-profiles/': (req) => ({
      status: 200,
      body:
        req.query.size === 0
          ? {
              awaiting_details: awaiting.status === 'awaiting_details' ? [awaiting] : [],
              // The one arriving today is in both lists.
              currents: [awaiting, moved, cancelled],
            }
          : { search_results: [awaiting] },
    }),
    'GET /api/apartments/': { status: 200, body: [makeApartment()] },
    'GET /api/rooms/': { status: 200, body: [makeRoom()] },
    'PATCH /api/register/checkin/50/': (req) => {
      const patch = JSON.parse(req.body) as Record<string, unknown>;
      const { awaiting_details: waiting, ...fields } = patch;
      awaiting = {
        ...awaiting,
        ...(fields as Partial<CheckinProfile>),
        status: waiting === false ? 'active' : awaiting.status,
      };
      return { status: 200, body: awaiting };
    },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  awaiting = airbnbStay();
});

const renderAt = (route = '/checkins') => renderWithProviders(<CheckinProfilesScreen />, { route });
const region = (name: string) => screen.getByRole('region', { name });

describe('Accessi and the channels’ calendars', () => {
  it('lists the bookings to complete first, with what the channel carried', async () => {
    renderAt();
    const toComplete = await screen.findByRole('region', { name: 'Prenotazioni da completare' });
    expect(within(toComplete).getByText('1 da completare')).toBeVisible();
    const card = within(toComplete).getByRole('article', { name: 'Ospite Airbnb' });
    expect(within(card).getByText('Da completare')).toBeVisible();
    const link = within(card).getByRole('link', { name: 'HMABC12345' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.airbnb.com/hosting/reservations/details/HMABC12345',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(card).getByText('Airbnb')).toBeVisible();
    expect(within(card).getByText('termina con 1234')).toBeVisible();
    expect(within(card).getByText('Reserved')).toBeVisible();
    // No credentials to share before the host completes it.
    expect(within(card).queryByText('R4TQ8WXZ')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Condividi/ })).not.toBeInTheDocument();
    expect(
      within(card).getByText('Completa i dati della prenotazione per condividere le credenziali.'),
    ).toBeVisible();

    // Then today's stays, without the one above again.
    const today = region('Soggiorni in corso e arrivi di oggi');
    expect(
      toComplete.compareDocumentPosition(today) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(today).queryByRole('article', { name: 'Ospite Airbnb' })).not.toBeInTheDocument();
    expect(within(today).getByRole('article', { name: 'Giulia Rossi' })).toBeVisible();
  });

  it('Completa: the host writes the guest, Segna come completato, then shares the credentials', async () => {
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Completa Ospite Airbnb' }));
    const dialog = screen.getByRole('dialog', { name: 'Completa la prenotazione' });
    expect(dialog).toHaveTextContent('Arrivata dal calendario di Airbnb');
    const field = (label: string) => within(dialog).getByLabelText(label);
    await waitFor(() => expect(field('Camera')).toHaveValue('10'));
    await user.clear(field('Nome'));
    await user.type(field('Nome'), 'Sara');
    await user.clear(field('Cognome'));
    await user.type(field('Cognome'), 'Conti');
    await user.clear(field('Numero di ospiti'));
    await user.type(field('Numero di ospiti'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Segna come completato' }));
    expect(
      await screen.findByText('Prenotazione completata: ora puoi condividere le credenziali.'),
    ).toBeVisible();
    expect(JSON.parse(api.requests.find((r) => r.method === 'PATCH')!.body) as unknown).toEqual({
      name: 'Sara',
      surname: 'Conti',
      guest_number: 3,
      awaiting_details: false,
    });

    const card = within(region('Prenotazioni da completare')).getByRole('article', {
      name: 'Sara Conti',
    });
    expect(within(card).getByText('Completato')).toBeVisible();
    expect(within(card).getByText('ospite.airbnb')).toBeVisible();
    expect(within(card).getByText('R4TQ8WXZ')).toBeVisible();
    await user.click(
      within(card).getByRole('button', { name: 'Condividi le credenziali di Sara Conti' }),
    );
    expect(await navigator.clipboard.readText()).toContain('Ciao Sara!');
    expect(screen.queryByText('1 da completare')).not.toBeInTheDocument();
  });

  it('shows the dates a channel moved, and a cancelled stay without credentials', async () => {
    renderAt();
    const giulia = await screen.findByRole('article', { name: 'Giulia Rossi' });
    expect(
      within(giulia).getByText('Date cambiate: prima dal 03/03/2026 al 08/03/2026.'),
    ).toBeVisible();
    expect(within(giulia).getByText('K7MPX2QA')).toBeVisible();

    const gone = screen.getByRole('article', { name: 'Ospite Booking.com' });
    expect(within(gone).getByText('Annullato dal canale')).toBeVisible();
    expect(
      within(gone).getByText(
        "Il canale ha annullato la prenotazione il 02/03/2026: l'accesso dell'ospite è revocato. I dati restano.",
      ),
    ).toBeVisible();
    expect(within(gone).queryByRole('group', { name: 'Credenziali' })).not.toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: /^Condividi/ })).not.toBeInTheDocument();
    expect(within(gone).getByRole('button', { name: 'Modifica Ospite Booking.com' })).toBeVisible();
  });

  it('a search lists a booking to complete with its badge, in the results', async () => {
    renderAt('/checkins?surname=airbnb');
    const card = await screen.findByRole('article', { name: 'Ospite Airbnb' });
    expect(within(card).getByText('Da completare')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Prenotazioni da completare' })).toBeNull();
  });
});
