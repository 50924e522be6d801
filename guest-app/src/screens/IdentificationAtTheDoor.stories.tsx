import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearToken,
  storeToken,
  type GuestRoomResponse,
  type LanguageCode,
} from '@soglia/api-client';
import { makeGuestDoor, makeGuestProfile } from '@soglia/api-client/testing/fixtures';
import { App } from '../app/App';
import {
  identificationSocket,
  installPaintedCameras,
  type HostScenario,
} from '../testing/identificationStory';
import { KeysScreen } from './KeysScreen';

/**
 * Section 1 of a guest whose host must identify them before the doors open: the doors by name,
 * the identification card, and the call's screens. msw answers the API and plays the host on the
 * identification socket (a real WebRTC call to a painted host camera); the guest's cameras are
 * painted on a canvas. The code posted at the door is 2468.
 */
const checkedIn = makeGuestProfile({ guest_type: 'famiglia', registered_guests: 2 });

const pendingRoom: GuestRoomResponse = {
  missing_requirements: [{ code: 'identification', count: 1 }],
  room: {
    name: 'Camera Blu',
    doors: [
      makeGuestDoor({ instructions: '' }),
      makeGuestDoor({
        id: 21,
        name: 'Porta appartamento',
        access_type: 'codice',
        priority: 2,
        instructions: '',
      }),
      makeGuestDoor({
        id: 22,
        name: 'Cancello del cortile',
        access_type: 'solo istruzioni',
        priority: 3,
        instructions: 'Il cancello del cortile è aperto dalle 8 alle 22: basta spingerlo.',
      }),
    ],
  },
};

const meta = {
  title: 'Guest/Screens/Identification at the door',
  component: KeysScreen,
  args: { profile: checkedIn },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'phone' } },
  // The socket signs in with the stored token, as in the app.
  beforeEach: () => {
    storeToken('story-guest');
    const restore = installPaintedCameras();
    return () => {
      restore();
      clearToken();
    };
  },
} satisfies Meta<typeof KeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function story(
  language: LanguageCode,
  host: HostScenario,
  play: Story['play'],
  viewport: 'phone' | 'desk' = 'phone',
): Story {
  return {
    render: () => <App language={language} onLanguageChange={() => {}} />,
    parameters: {
      viewport: { defaultViewport: viewport },
      msw: {
        handlers: [
          http.get('/api/checkin-profiles-guest/', () => HttpResponse.json([checkedIn])),
          http.get('/api/guest-room/', () => HttpResponse.json(pendingRoom)),
          http.get('/api/identification/ice-servers/', () =>
            HttpResponse.json({ ice_servers: [], ttl_seconds: 3600 }),
          ),
          identificationSocket(host),
        ],
      },
    },
    play,
  };
}

/** The call's screens cover the page from document.body. */
const page = () => within(document.body);

async function startCall(canvasElement: HTMLElement, code = '2468') {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Code posted at the door' }),
    code,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Start identification' }));
}

export const StartCard = story('en', 'rings', async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { name: 'Camera Blu' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Start identification' })).toBeVisible();
  await expect(canvas.getByRole('combobox', { name: 'The door you are at' })).toBeVisible();
  await expect(canvas.getByText(/basta spingerlo/)).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Open' })).toBeNull();
});

export const StartCardItalian = story('it', 'rings', async ({ canvas }) => {
  await expect(await canvas.findByRole('button', { name: 'Avvia identificazione' })).toBeVisible();
  await expect(
    canvas.getByText(
      'La chiamata è solo in diretta: nulla del video viene registrato o conservato.',
    ),
  ).toBeVisible();
});

export const WrongCode = story('en', 'rings', async ({ canvasElement, canvas }) => {
  await startCall(canvasElement, '0000');
  await expect(
    await canvas.findByText('WARNING! Check the CPC or contact the host.'),
  ).toBeVisible();
});

export const Waiting = story('en', 'rings', async ({ canvasElement }) => {
  await startCall(canvasElement);
  const waiting = await page().findByRole('dialog', { name: 'Calling your host…' });
  await expect(within(waiting).getByRole('timer')).toHaveTextContent(/left for your host/);
  await expect(within(waiting).getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

const inCall: Story['play'] = async ({ canvasElement }) => {
  await startCall(canvasElement);
  const call = await page().findByRole('dialog', { name: 'Video call with your host' });
  await expect(within(call).getByRole('button', { name: 'End call' })).toBeVisible();
  // Connected: the host's painted camera replaces "Connecting…".
  await waitFor(() => expect(within(call).queryByText('Connecting…')).toBeNull(), {
    timeout: 10000,
  });
};

export const Call = story('en', 'answers', inCall);

export const CallWideScreen = story(
  'de',
  'answers',
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'An der Tür ausgehängter Code' }),
      '2468',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Identifizierung starten' }));
    const call = await page().findByRole('dialog', { name: 'Videoanruf mit Ihrem Gastgeber' });
    await expect(within(call).getByRole('button', { name: 'Kamera wechseln' })).toBeVisible();
  },
  'desk',
);

export const Missed = story('en', 'misses', async ({ canvasElement }) => {
  await startCall(canvasElement);
  const missed = await page().findByRole('group', { name: 'Your host did not answer' });
  await expect(within(missed).getByRole('link', { name: 'Call +39 333 123 4567' })).toBeVisible();
  await expect(within(missed).getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
  await expect(within(missed).getByRole('button', { name: 'Try again' })).toBeVisible();
});

export const HostCallsBack = story('fr', 'callsBack', async () => {
  const incoming = await page().findByRole('dialog', { name: 'Votre hôte vous appelle' });
  await expect(within(incoming).getByRole('button', { name: 'Répondre' })).toHaveFocus();
  await expect(within(incoming).getByRole('button', { name: 'Refuser' })).toBeVisible();
});

export const MediaBlocked = {
  ...story('es', 'rings', async ({ canvasElement, canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Código expuesto en la puerta' }),
      '2468',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar identificación' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'La cámara y el micrófono están bloqueados.',
    );
  }),
  beforeEach: () => installPaintedCameras({ refuse: true }),
} satisfies Story;
