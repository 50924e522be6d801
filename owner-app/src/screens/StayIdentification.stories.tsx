import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import type { IdentificationStay, Stay } from '@soglia/api-client';
import { alloggiatiOfWeek, alloggiatiSettings } from '../testing/alloggiatiFixtures';
import { alloggiatiAnswers } from '../testing/alloggiatiStories';
import { makeWeekOfStays } from '../testing/stays';
import { ConsoleAt, range, staysAnswer } from '../testing/staysStories';
import { StayDetailScreen } from './StayDetailScreen';

const IDENTIFIED_AT = '2026-03-05T14:20:00.000Z';

/** The week of stays, their apartments requiring identification, with `first` changed. */
const stays = (first: Partial<Stay> = {}): Stay[] =>
  makeWeekOfStays().map((stay, i) => ({
    ...stay,
    identification_required: true,
    ...(i === 0 ? first : {}),
  }));

const identified: IdentificationStay = {
  profile_id: 30,
  name: 'Giulia',
  surname: 'Rossi',
  apartment_name: 'Casa Soglia',
  room_name: 'Camera Blu',
  check_in_date: '2026-03-05',
  check_out_date: '2026-03-09',
  guest_number: 3,
  identified_at: IDENTIFIED_AT,
  identified_by: 1,
  method: 'in_person',
  guests: [],
};

const handlers = (list: Stay[]) => [
  staysAnswer(list),
  http.post('/api/identification/stays/30/in-person/', () => HttpResponse.json(identified)),
  ...alloggiatiAnswers({
    stays: alloggiatiOfWeek(Date.now()),
    settings: alloggiatiSettings(),
    receipts: [],
  }),
];

const meta = {
  title: 'Owner/Screens/Soggiorno/Identificazione',
  component: StayDetailScreen,
  render: () => <ConsoleAt path={`/stays/30${range}`} />,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers(stays()) } },
} satisfies Meta<typeof StayDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: { findByRole: typeof screen.findByRole }) =>
  canvas.findByRole('region', { name: 'Identificazione' });

/** The apartment requires identification: "Da identificare", then in person once confirmed. */
export const ToBeIdentified: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await section(canvas);
    await expect(within(region).getByText('Da identificare')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Identificati di persona' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Identificati di persona' });
    await expect(dialog).toHaveTextContent('Giulia Rossi, Marco Rossi, Sofia Rossi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(await within(region).findByText('Identificato di persona')).toBeVisible();
  },
};

export const IdentifiedInPerson: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        stays({ identified_at: IDENTIFIED_AT, identification_method: 'in_person' }),
      ),
    },
  },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(within(region).getByText('Identificato di persona')).toBeVisible();
    await expect(within(region).getByText('il 05/03/2026 15:20')).toBeVisible();
  },
};

export const IdentifiedByVideoCall: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        stays({ identified_at: IDENTIFIED_AT, identification_method: 'video_call' }),
      ),
    },
  },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(within(region).getByText('Identificato in videochiamata')).toBeVisible();
  },
};

export const IdentificationRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/identification/stays/30/in-person/', () =>
          HttpResponse.json(
            { detail: 'Every guest is already identified.', code: 'already_identified' },
            { status: 409 },
          ),
        ),
        ...handlers(stays()),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const region = await section(canvas);
    await userEvent.click(within(region).getByRole('button', { name: 'Identificati di persona' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    await expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Gli ospiti del soggiorno sono già identificati.',
    );
  },
};
