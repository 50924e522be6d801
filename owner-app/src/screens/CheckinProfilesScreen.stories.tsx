import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import type { CheckinProfile, CheckinProfilesResponse } from '@soglia/api-client';
import { makeApartment, makeProfile, makeRoom } from '@soglia/api-client/testing/fixtures';
import { AppProviders } from '../app/AppProviders';
import { todayIso } from '../features/checkinProfiles/format';
import { CheckinProfilesScreen } from './CheckinProfilesScreen';

const PROFILES = '/api/checkin-profiles/';
const today = todayIso();

const profiles: CheckinProfile[] = [
  makeProfile({ check_in_date: today, check_out_date: '2099-01-01' }),
  makeProfile({
    id: 31,
    name: 'Marco',
    surname: 'Bianchi',
    username: 'marco.bianchi',
    psw: 'HT4W9ZRE',
    guest_number: 1,
    source: 'Airbnb',
    check_in_date: today,
    check_in_time: '16:30:00',
    check_out_date: '2099-01-03',
    check_out_time: '11:00:00',
  }),
  makeProfile({
    id: 32,
    name: 'Francesca',
    surname: 'Esposito De Santis',
    username: 'francesca.espositodesantis',
    psw: 'Q8ZL3MNA',
    guest_number: 4,
    apartment: 2,
    apartment_name: 'Attico Monti',
    room: 20,
    room_name: 'Suite con terrazza',
    check_in_date: '2026-03-02',
    check_out_date: '2026-03-12',
  }),
];

const apartments = [
  makeApartment(),
  makeApartment({
    id: 2,
    name: 'Attico Monti',
    address: 'Via dei Serpenti 35, 00184 Roma',
    get_guest_info: false,
    get_document_photo: false,
    get_billing_info: true,
  }),
];
const rooms = [
  makeRoom(),
  makeRoom({ id: 11, name: 'Camera Gialla' }),
  makeRoom({ id: 20, name: 'Suite con terrazza', apartment: 2 }),
];

const places = [
  http.get('/api/apartments/', () => HttpResponse.json(apartments)),
  http.get('/api/rooms/', ({ request }) => {
    const apartment = new URL(request.url).searchParams.get('apartment');
    return HttpResponse.json(rooms.filter((room) => String(room.apartment) === apartment));
  }),
];

const answering = (body: CheckinProfilesResponse) => [
  http.get(PROFILES, () => HttpResponse.json(body)),
  ...places,
];

/** Accessi as the console shows it at /owners/checkins (with a search in the query string). */
function InConsole({ search = '' }: { search?: string }) {
  const [location] = useState(() =>
    memoryLocation({ path: '/owners/checkins', searchPath: search }),
  );
  return (
    <AppProviders locationHook={location.hook}>
      <CheckinProfilesScreen />
    </AppProviders>
  );
}

const meta = {
  title: 'Owner/Screens/Accessi',
  component: CheckinProfilesScreen,
  render: () => <InConsole />,
  parameters: { layout: 'fullscreen', msw: { handlers: answering({ currents: profiles }) } },
} satisfies Meta<typeof CheckinProfilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Giulia Rossi' })).toBeVisible();
    await expect(canvas.getByText('Attico Monti · Suite con terrazza')).toBeVisible();
  },
};

export const SearchForToday: Story = {
  render: () => <InConsole search={`date=${today}`} />,
  parameters: { msw: { handlers: answering({ search_results: profiles.slice(0, 2) }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Marco Bianchi' })).toBeVisible();
    await expect(canvas.getByText('Today')).toBeVisible();
  },
};

export const NothingToday: Story = {
  parameters: { msw: { handlers: answering({ currents: [] }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nessun soggiorno in corso e nessun arrivo oggi.'),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  render: () => <InConsole search="surname=Ferrari" />,
  parameters: { msw: { handlers: answering({ search_results: [] }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nessun check-in corrisponde alla ricerca.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PROFILES, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...places,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Caricamento dei check-in…');
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PROFILES, () =>
          HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 }),
        ),
        ...places,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare i check-in.',
    );
  },
};

const many = Array.from({ length: 200 }, (_, i) =>
  makeProfile({
    id: 1000 + i,
    name: ['Anna', 'Luca', 'Sara', 'Paolo'][i % 4],
    surname: 'Romano',
    username: `ospite.romano${i + 1}`,
  }),
);

export const CapReached: Story = {
  render: () => <InConsole search="surname=romano" />,
  parameters: { msw: { handlers: answering({ search_results: many }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Sono mostrati i 200 risultati più recenti: restringi la ricerca.'),
    ).toBeVisible();
  },
};

/** Opens 'Nuovo Accesso' and waits for the rooms of the chosen apartment. */
async function openNewAccess() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Nuovo Accesso' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuovo Accesso' });
  const form = within(dialog);
  await user.selectOptions(form.getByLabelText('Struttura'), 'Casa Soglia');
  await form.findByRole('option', { name: 'Camera Gialla' });
  return { user, form };
}

export const NewAccess: Story = {
  play: async () => {
    const { form } = await openNewAccess();
    await expect(form.getByLabelText('Richiedi la foto del documento')).toBeChecked();
  },
};

export const NewAccessWithErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PROFILES, () => HttpResponse.json({ currents: profiles })),
        http.post('/api/register/checkin/', () =>
          HttpResponse.json(
            { check_out_date: ['La data di check-out non può precedere la data di check-in.'] },
            { status: 400 },
          ),
        ),
        ...places,
      ],
    },
  },
  play: async () => {
    const { user, form } = await openNewAccess();
    await user.click(form.getByRole('button', { name: 'Registra check-in' }));
    await expect(form.getAllByText('Campo obbligatorio.')).toHaveLength(5);
    await user.type(form.getByLabelText('Nome'), 'Chiara');
    await user.type(form.getByLabelText('Cognome'), 'Colombo');
    await user.type(form.getByLabelText('Provenienza della prenotazione'), 'Booking.com');
    await user.type(form.getByLabelText('Numero di ospiti'), '2');
    await user.selectOptions(form.getByLabelText('Camera'), 'Camera Blu');
    await user.click(form.getByRole('button', { name: 'Registra check-in' }));
    await expect(
      await form.findByText('La data di check-out non può precedere la data di check-in.'),
    ).toBeVisible();
  },
};

async function openEdit() {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: 'Giulia Rossi' });
  await user.click(within(card).getByRole('button', { name: 'Modifica Giulia Rossi' }));
  const form = within(await screen.findByRole('dialog', { name: 'Modifica Check-in' }));
  await waitFor(() => expect(form.getByLabelText('Camera')).toHaveValue('10'));
  return { user, form };
}

export const EditCheckinProfile: Story = {
  play: async () => {
    const { form } = await openEdit();
    await expect(form.getByLabelText("Password dell'ospite")).toHaveValue('K7MPX2QA');
  },
};

export const DeleteConfirmation: Story = {
  play: async () => {
    const { user, form } = await openEdit();
    await user.click(form.getByRole('button', { name: 'Elimina' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Eliminare il check-in?' }),
    ).toHaveTextContent('Tutti i dati sugli ospiti verranno cancellati.');
  },
};

export const CopyByHand: Story = {
  play: async () => {
    const user = userEvent.setup();
    // A browser that can neither share nor write the clipboard (an insecure origin, say).
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(
      await screen.findByRole('button', { name: 'Condividi le credenziali di Giulia Rossi' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Condividi le credenziali' });
    await expect(within(dialog).getByLabelText('Messaggio per l’ospite')).toBeVisible();
  },
};
