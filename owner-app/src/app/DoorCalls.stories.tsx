import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Stay } from '@soglia/api-client';
import { CallCenter } from '../features/identification';
import { alloggiatiOfWeek, alloggiatiSettings } from '../testing/alloggiatiFixtures';
import { alloggiatiAnswers } from '../testing/alloggiatiStories';
import { rossiStay } from '../testing/identification';
import {
  ConsoleWithCallsAt,
  doorCallsSocket,
  iceServersAnswer,
  type DoorCallScript,
} from '../testing/identificationStories';
import { makeWeekOfStays } from '../testing/stays';
import { photoAnswers, range, staysAnswer } from '../testing/staysStories';

/** The week of stays, their apartments requiring identification. */
const stays = (): Stay[] =>
  makeWeekOfStays().map((stay) => ({ ...stay, identification_required: true }));

const handlers = (script?: (calls: DoorCallScript) => void) => [
  doorCallsSocket(script),
  iceServersAnswer,
  staysAnswer(stays()),
  ...photoAnswers,
  ...alloggiatiAnswers({
    stays: alloggiatiOfWeek(Date.now()),
    settings: alloggiatiSettings(),
    receipts: [],
  }),
];

/** The Rossi family rings from the Portone as soon as the console is open. */
const ringing = handlers(({ api }) => api.ring(rossiStay()));
/** They rang and nobody answered within the ring time. */
const missed = handlers(({ api }) => api.miss(api.ring(rossiStay())));

const meta = {
  title: 'Owner/Chiamate dalla porta',
  component: CallCenter,
  render: () => <ConsoleWithCallsAt path={`/stays/30${range}`} />,
  parameters: { layout: 'fullscreen', msw: { handlers: ringing } },
} satisfies Meta<typeof CallCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const incoming = () => screen.findByRole('alertdialog', { name: 'Chiamata in arrivo' });
const callScreen = () => screen.findByRole('dialog', { name: 'Videochiamata con Giulia Rossi' });

/** A guest's call over the stay open in Soggiorni: who, where, which door; Rispondi, Rifiuta. */
export const Incoming: Story = {
  globals: { viewport: { value: 'desk' } },
  play: async () => {
    const panel = await incoming();
    await expect(panel).toHaveTextContent('Giulia Rossi');
    await expect(panel).toHaveTextContent('Porta: Portone');
    await expect(within(panel).getByRole('button', { name: 'Rispondi' })).toBeVisible();
  },
};

export const IncomingPhone: Story = { ...Incoming, globals: { viewport: { value: 'phone' } } };

/** Rispondi: the guest's video, the stay, each guest's document; Giulia already identified. */
export const InCall: Story = {
  globals: { viewport: { value: 'desk' } },
  play: async ({ userEvent }) => {
    await userEvent.click(within(await incoming()).getByRole('button', { name: 'Rispondi' }));
    const call = within(await callScreen());
    const giulia = call.getByRole('listitem', { name: 'Giulia Rossi' });
    await userEvent.click(within(giulia).getByRole('button', { name: 'Identificato' }));
    await expect(
      await within(giulia).findByText('Identificato', { selector: 'span' }),
    ).toBeVisible();
    await expect(
      await within(giulia).findByRole('img', { name: 'Foto del documento (Fronte)' }),
    ).toBeVisible();
    await expect(call.getByText('Da identificare: 2 ospiti su 3')).toBeVisible();
  },
};

export const InCallPhone: Story = { ...InCall, globals: { viewport: { value: 'phone' } } };

/** Every registered guest identified: "Soggiorno identificato", and Soggiorni shows it. */
export const StayIdentified: Story = {
  globals: { viewport: { value: 'desk' } },
  play: async ({ userEvent }) => {
    await userEvent.click(within(await incoming()).getByRole('button', { name: 'Rispondi' }));
    const call = within(await callScreen());
    for (const name of ['Giulia Rossi', 'Marco Rossi', 'Sofia Rossi']) {
      const guest = call.getByRole('listitem', { name });
      await userEvent.click(within(guest).getByRole('button', { name: 'Identificato' }));
      await waitFor(() =>
        expect(within(guest).getByRole('button', { name: 'Identificato' })).toBeDisabled(),
      );
    }
    await expect(await call.findByText('Soggiorno identificato')).toBeVisible();
  },
};

/** Nobody answered: "Chiamata persa" with who and when, Richiama and Chiudi. */
export const Missed: Story = {
  globals: { viewport: { value: 'desk' } },
  parameters: { msw: { handlers: missed } },
  play: async () => {
    const notice = await screen.findByRole('region', { name: 'Chiamata persa' });
    await expect(notice).toHaveTextContent('Alle 18:42, dalla porta Portone.');
    await expect(within(notice).getByRole('button', { name: 'Richiama' })).toBeVisible();
  },
};

export const MissedPhone: Story = { ...Missed, globals: { viewport: { value: 'phone' } } };

/** Richiama: the guest's phone rings ("Chiamata in corso…", Annulla). */
export const CallingBack: Story = {
  globals: { viewport: { value: 'desk' } },
  parameters: { msw: { handlers: missed } },
  play: async ({ userEvent }) => {
    const notice = await screen.findByRole('region', { name: 'Chiamata persa' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Richiama' }));
    await expect(await within(notice).findByText('Chiamata in corso…')).toBeVisible();
    await expect(within(notice).getByRole('button', { name: 'Annulla' })).toBeVisible();
  },
};
