import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import type { Stay } from '@soglia/api-client';
import { makeWeekOfStays } from '../testing/stays';
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

export const Stays: Story = {
  parameters: { msw: { handlers: [staysAnswer(makeWeekOfStays())] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 soggiorni dal 02/03/2026 al 15/03/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Chiara Esposito/ })).toBeVisible();
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
  parameters: { msw: { handlers: [staysAnswer([])] } },
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
  parameters: { msw: { handlers: [staysAnswer(makeWeekOfStays())] } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^3 soggiorni/);
    await userEvent.clear(canvas.getByLabelText(/^Dal/));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerca' }));
    await expect(await canvas.findByText('Indica la data di inizio.')).toBeVisible();
  },
};
