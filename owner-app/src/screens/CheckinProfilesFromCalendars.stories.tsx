import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import type { CalendarOrigin, CheckinProfile } from '@soglia/api-client';
import { makeApartment, makeProfile, makeRoom } from '@soglia/api-client/testing/fixtures';
import { AppProviders } from '../app/AppProviders';
import { addDays, todayIso } from '../features/checkinProfiles/format';
import { CheckinProfilesScreen } from './CheckinProfilesScreen';

// Accessi once the channels' calendars bring bookings: to complete first, moved, cancelled.

const today = todayIso();

const airbnb = (code: string, phone: string): CalendarOrigin => ({
  event: 7,
  feed: 3,
  label: 'airbnb',
  uid: `${code.toLowerCase()}-0f6c1b1e36b2@airbnb.com`,
  summary: 'Reserved',
  description: `Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\nPhone Number (Last 4 Digits): ${phone}`,
  reservation_url: `https://www.airbnb.com/hosting/reservations/details/${code}`,
  reservation_code: code,
  phone_last4: phone,
  cancel_reason: null,
});

const awaiting: CheckinProfile[] = [
  makeProfile({
    id: 50,
    name: 'Ospite',
    surname: 'Airbnb',
    username: 'ospite.airbnb',
    psw: 'R4TQ8WXZ',
    source: 'Airbnb',
    guest_number: 1,
    check_in_date: addDays(today, 3),
    check_out_date: addDays(today, 6),
    check_out_time: '10:00:00',
    status: 'awaiting_details',
    calendar: airbnb('HMK4Z8QW2R', '4821'),
  }),
  makeProfile({
    id: 51,
    name: 'Ospite',
    surname: 'Vrbo',
    username: 'ospite.vrbo',
    psw: 'P9LMX3TC',
    source: 'Vrbo',
    guest_number: 1,
    check_in_date: addDays(today, 10),
    check_out_date: addDays(today, 14),
    check_out_time: '10:00:00',
    status: 'awaiting_details',
    calendar: {
      ...airbnb('', ''),
      label: 'vrbo',
      uid: '7a3c9e1b-5d2f@vrbo.com',
      summary: 'Reserved - Hannah Schmidt',
      description: '',
      reservation_url: '',
    },
  }),
];

const currents: CheckinProfile[] = [
  makeProfile({
    check_in_date: today,
    check_out_date: addDays(today, 4),
    previous_check_in_date: today,
    previous_check_out_date: addDays(today, 3),
    dates_changed_at: new Date().toISOString(),
    calendar: airbnb('HMB7Y2NP4D', '0392'),
  }),
  makeProfile({
    id: 52,
    name: 'Ospite',
    surname: 'Booking.com',
    username: 'ospite.bookingcom',
    psw: 'W2HQ7NRA',
    source: 'Booking.com',
    guest_number: 1,
    check_in_date: today,
    check_out_date: addDays(today, 2),
    status: 'cancelled',
    cancelled_at: new Date().toISOString(),
    calendar: {
      ...airbnb('', ''),
      label: 'booking',
      uid: '9f8e7d6c5b4a3928@booking.com',
      summary: 'CLOSED - Not available',
      description: '',
      reservation_url: '',
      cancel_reason: 'removed',
    },
  }),
];

const handlers = [
  http.get('/api/checkin-profiles/', () =>
    HttpResponse.json({ awaiting_details: awaiting, currents }),
  ),
  http.get('/api/apartments/', () => HttpResponse.json([makeApartment()])),
  http.get('/api/rooms/', () => HttpResponse.json([makeRoom()])),
];

function InConsole() {
  const [location] = useState(() => memoryLocation({ path: '/owners/checkins' }));
  return (
    <AppProviders locationHook={location.hook}>
      <CheckinProfilesScreen />
    </AppProviders>
  );
}

const meta = {
  title: 'Owner/Screens/Accessi (dai calendari)',
  component: CheckinProfilesScreen,
  render: () => <InConsole />,
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof CheckinProfilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two bookings to complete first; today, a stay with moved dates and one the channel cancelled. */
export const BookingsToComplete: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('region', { name: 'Prenotazioni da completare' });
    await expect(within(first).getByText('2 da completare')).toBeVisible();
    await expect(canvas.getByText('Annullato dal canale')).toBeVisible();
    await expect(canvas.getByText(/^Date cambiate: prima dal/)).toBeVisible();
  },
};

export const BookingsToCompletePhone: Story = {
  ...BookingsToComplete,
  globals: { viewport: { value: 'phone' } },
};

/** Completa: the edit form with what to write and Segna come completato. */
export const CompleteBooking: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Completa Ospite Airbnb' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Completa la prenotazione' }));
    await expect(dialog.getByRole('button', { name: 'Segna come completato' })).toBeVisible();
  },
};

export const CompleteBookingPhone: Story = {
  ...CompleteBooking,
  globals: { viewport: { value: 'phone' } },
};
