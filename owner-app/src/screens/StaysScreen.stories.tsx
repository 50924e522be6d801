import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import type { Stay } from '@soglia/api-client';
import {
  alloggiatiOfWeek,
  alloggiatiSettings,
  staysInEveryState,
} from '../testing/alloggiatiFixtures';
import { alloggiatiAnswers, alloggiatiFails } from '../testing/alloggiatiStories';
import { MARCH_WEEK, makeWeekOfStays } from '../testing/stays';
import {
  ConsoleAt,
  range,
  staysAnswer,
  staysFail,
  staysNeverAnswer,
} from '../testing/staysStories';
import { StaysScreen } from './StaysScreen';

const meta = {
  title: 'Owner/Screens/Soggiorni',
  component: StaysScreen,
  render: () => <ConsoleAt path={`/stays${range}`} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = alloggiatiSettings();
/** The Alloggiati Web states of the week's three stays. */
/** Their deadlines count from now; their dates are the shown March week, which the list asks for. */
const weekStates = () =>
  alloggiatiAnswers({
    stays: alloggiatiOfWeek(Date.now()).map((stay) => ({
      ...stay,
      check_in_date: MARCH_WEEK.from,
      check_out_date: MARCH_WEEK.to,
    })),
    settings,
    receipts: [],
  });

export const Stays: Story = {
  parameters: { msw: { handlers: [staysAnswer(makeWeekOfStays()), ...weekStates()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Chiara Esposito/ })).toBeVisible();
    await expect(await canvas.findByText('Da inviare · entro 5 h 20 min')).toBeVisible();
  },
};

export const Phone: Story = {
  ...Stays,
  globals: { viewport: { value: 'phone' } },
};

/** A big host: 500 stays in the range; only the rows near the window are rendered. */
export const FiveHundredStays: Story = {
  parameters: {
    msw: {
      handlers: [
        staysAnswer(
          Array.from({ length: 500 }, (_, i): Stay => {
            const base = makeWeekOfStays()[i % 3];
            return { ...base, id: 1000 + i, surname: `${base.surname} ${i + 1}` };
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^500 soggiorni/)).toBeVisible();
    const shown = canvas.getAllByRole('listitem');
    await expect(shown.length).toBeLessThan(100);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [staysAnswer([]), ...weekStates()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessun soggiorno in questo periodo.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [staysNeverAnswer] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Caricamento dei soggiorni…');
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: [staysFail] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare i soggiorni.',
    );
  },
};

export const BadRange: Story = {
  parameters: { msw: { handlers: [staysAnswer(makeWeekOfStays()), ...weekStates()] } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^3 soggiorni/);
    await userEvent.clear(canvas.getByLabelText(/^Dal/));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerca' }));
    await expect(await canvas.findByText('Indica la data di inizio.')).toBeVisible();
  },
};

const every = staysInEveryState(Date.now());
const everyFrom = every.stays.map((stay) => stay.check_in_date).sort()[0];
const everyTo =
  every.stays
    .map((stay) => stay.check_out_date)
    .sort()
    .at(-1) ?? everyFrom;
const everyRange = `?from=${everyFrom}&to=${everyTo}`;

/**
 * One stay per Alloggiati Web state: to send (one under two hours, in red), incomplete, refused,
 * uncertain, sent, not due yet, expired.
 */
export const AlloggiatiStates: Story = {
  render: () => <ConsoleAt path={`/stays${everyRange}`} />,
  parameters: {
    msw: {
      handlers: [
        staysAnswer(every.stays),
        ...alloggiatiAnswers({ stays: every.statuses, settings, receipts: [] }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Da inviare · entro 5 h 20 min')).toBeVisible();
    await expect(canvas.getByText('Da inviare · entro 1 h 10 min')).toBeVisible();
    await expect(canvas.getByText('Scaduta')).toBeVisible();
  },
};

export const AlloggiatiStatesPhone: Story = {
  ...AlloggiatiStates,
  globals: { viewport: { value: 'phone' } },
};

/** The states could not be loaded: the stays show, with a note and Riprova. */
export const AlloggiatiUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [staysAnswer(makeWeekOfStays()), alloggiatiFails('/api/alloggiati/stays/')],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Stato Alloggiati Web non disponibile.')).toBeVisible();
  },
};
