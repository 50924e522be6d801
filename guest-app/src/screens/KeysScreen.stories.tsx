import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { GuestProfile, GuestRoomResponse, LanguageCode } from '@soglia/api-client';
import { App } from '../app/App';
import { makeGuestProfile, makeGuestRoom } from '@soglia/api-client/testing/fixtures';
import { placesQueryOf, searchTestPlaces } from '@soglia/api-client/testing/places';
import { KeysScreen } from './KeysScreen';

/**
 * Section 1, keys and check-in, as the guest app shows it after loading the profile (App renders
 * AppProviders: the translations of `language`; the theme is the preview's), with the API mocked
 * by msw: the profile and the room-data outcome of each state.
 */
const meta = {
  title: 'Guest/Screens/Keys and check-in',
  component: KeysScreen,
  args: { profile: makeGuestProfile() },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'phone' } },
} satisfies Meta<typeof KeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkedIn = makeGuestProfile({
  guest_type: 'famiglia',
  registered_guests: 2,
  require_billing_info: true,
  got_billing_info: true,
});

function story(
  language: LanguageCode,
  profile: GuestProfile,
  room: GuestRoomResponse,
  play: Story['play'],
): Story {
  return {
    render: () => <App language={language} onLanguageChange={() => {}} />,
    parameters: {
      msw: {
        handlers: [
          http.get('/api/checkin-profiles-guest/', () => HttpResponse.json([profile])),
          http.get('/api/guest-room/', () => HttpResponse.json(room)),
          // The Alloggiati places, state names in the guest's language.
          http.get('/api/places/', ({ request }) =>
            HttpResponse.json(searchTestPlaces(placesQueryOf(new URL(request.url).searchParams))),
          ),
          http.post('/api/check-cpc/', async ({ request }) => {
            const { cpc } = (await request.json()) as { cpc: string };
            return cpc === '2468'
              ? HttpResponse.json({ detail: 'Door opened.', door_id: 20, open_seconds: 3 })
              : HttpResponse.json({ detail: 'Invalid CPC.' }, { status: 400 });
          }),
        ],
      },
    },
    play,
  };
}

const missing: GuestRoomResponse = {
  missing_requirements: [
    { code: 'document_photo', count: 2 },
    { code: 'registration_form', count: 2 },
    { code: 'billing_info', count: 1 },
  ],
};
const billingToo = makeGuestProfile({ require_billing_info: true });

export const MissingRequirementsItalian = story('it', billingToo, missing, async ({ canvas }) => {
  await expect(await canvas.findByText('Manca ancora:')).toBeVisible();
  await expect(canvas.getByText('le foto dei documenti di 2 ospiti')).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Check-out' })).toHaveTextContent(
    'Data09/03/2026Ora10:30',
  );
  await expect(canvas.getByRole('heading', { name: 'Ospite 1' })).toBeVisible();
});

export const MissingRequirementsGerman = story('de', billingToo, missing, async ({ canvas }) => {
  await expect(await canvas.findByText('Es fehlt noch:')).toBeVisible();
  await expect(canvas.getByText('die Rechnungsdaten')).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Anreise' })).toHaveTextContent(
    'Datum05/03/2026Uhrzeit15:00',
  );
  await expect(canvas.getByRole('heading', { name: 'Gast 1' })).toBeVisible();
});

/** Check-in done; the host has yet to identify the guests (the apartment requires it). */
export const IdentificationPendingEnglish = story(
  'en',
  checkedIn,
  { missing_requirements: [{ code: 'identification', count: 1 }] },
  async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Your host must identify you before the doors open: in person, or by a video call at the door.',
      ),
    ).toBeVisible();
  },
);

export const TooEarlyItalian = story(
  'it',
  checkedIn,
  { detail: "L'accesso alle porte sarà disponibile dal 05/03/2026 alle 15:00." },
  async ({ canvas }) => {
    await expect(
      await canvas.findByText("L'accesso alle porte sarà disponibile dal 05/03/2026 alle 15:00."),
    ).toBeVisible();
  },
);

export const TooEarlyGerman = story(
  'de',
  checkedIn,
  { detail: 'Der Zugang zu den Türen ist ab 05.03.2026 um 15:00 Uhr verfügbar.' },
  async ({ canvas }) => {
    await expect(
      await canvas.findByText('Der Zugang zu den Türen ist ab 05.03.2026 um 15:00 Uhr verfügbar.'),
    ).toBeVisible();
  },
);

export const AfterCheckOutItalian = story(
  'it',
  checkedIn,
  { detail: "Il soggiorno è terminato: l'accesso alle porte non è più disponibile." },
  async ({ canvas }) => {
    await expect(await canvas.findByText(/Il soggiorno è terminato/)).toBeVisible();
  },
);

export const AfterCheckOutGerman = story(
  'de',
  checkedIn,
  { detail: 'Ihr Aufenthalt ist beendet: Der Zugang zu den Türen ist nicht mehr verfügbar.' },
  async ({ canvas }) => {
    await expect(await canvas.findByText(/Ihr Aufenthalt ist beendet/)).toBeVisible();
  },
);

export const DoorsItalian = story('it', checkedIn, [makeGuestRoom()], async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { name: 'Camera Blu' })).toBeVisible();
  await expect(canvas.getByText('1357#')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Apri' })).toBeVisible();
});

export const DoorsGerman = story('de', checkedIn, [makeGuestRoom()], async ({ canvas }) => {
  await expect(await canvas.findByText('Türen')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Tür 2: Porta appartamento' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Öffnen' })).toBeVisible();
});

/**
 * At the door with no signal: the service worker answered from the phone's copy (its
 * X-Soglia-Cached-At header), so the doors and code show with "shown as of" the time of that copy.
 */
const cachedAt = { 'X-Soglia-Cached-At': '2026-03-06T18:42:00+01:00' };
export const OfflineItalian: Story = {
  render: () => <App language="it" onLanguageChange={() => {}} />,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/checkin-profiles-guest/', () =>
          HttpResponse.json([checkedIn], { headers: cachedAt }),
        ),
        http.get('/api/guest-room/', () =>
          HttpResponse.json([makeGuestRoom()], { headers: cachedAt }),
        ),
        http.post('/api/check-cpc/', () => HttpResponse.error()),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Offline: dati aggiornati alle \d\d:\d\d$/),
    ).toBeVisible();
    await expect(canvas.getByText('1357#')).toBeVisible();
  },
};

/** The registration form: the guest types a place and chooses it from the list. */
const registering = makeGuestProfile({ guest_type: 'famiglia', registered_guests: 1 });
const registrationMissing: GuestRoomResponse = {
  missing_requirements: [
    { code: 'document_photo', count: 1 },
    { code: 'registration_form', count: 1 },
  ],
};

export const RegistrationPlacesItalian = story(
  'it',
  registering,
  registrationMissing,
  async ({ canvas }) => {
    const form = within(await canvas.findByRole('region', { name: 'Registrazione degli ospiti' }));
    await userEvent.type(form.getByLabelText(/^Data di nascita/), '1990-02-03');
    await userEvent.type(form.getByRole('combobox', { name: /^Luogo di nascita/ }), 'rom');
    await expect(
      await form.findByRole('option', { name: 'Roma (RM) Comune italiano' }),
    ).toBeVisible();
  },
);

export const RegistrationPlacesGerman = story(
  'de',
  registering,
  registrationMissing,
  async ({ canvas }) => {
    const form = within(await canvas.findByRole('region', { name: 'Gästeanmeldung' }));
    const citizenship = form.getByRole('combobox', { name: /^Staatsangehörigkeit/ });
    await userEvent.type(citizenship, 'deu');
    await userEvent.click(await form.findByRole('option', { name: 'Deutschland Staat' }));
    await expect(citizenship).toHaveValue('Deutschland');
    await userEvent.type(form.getByRole('combobox', { name: /^Geburtsort/ }), 'fra');
    await expect(await form.findByRole('option', { name: 'Frankreich Staat' })).toBeVisible();
  },
);
