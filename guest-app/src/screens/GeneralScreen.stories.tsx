import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { InfoEntry } from '@soglia/api-client';
import { App } from '../app/App';
import { makeGuestProfile, makeGuidebook } from '@soglia/api-client/testing/fixtures';
import { GeneralScreen } from './GeneralScreen';

/**
 * Section 2, general information, as the guest sees it: the dashboard opened on this section, the stay and the host's
 * guidebook answered by msw at the network edge (German texts where the host translated them).
 */
const guidebook = (answer: (language: string | null) => InfoEntry[]) => [
  http.get('/api/checkin-profiles-guest/', () => HttpResponse.json([makeGuestProfile()])),
  http.get('/api/apartment-info/', ({ request }) =>
    HttpResponse.json(answer(new URL(request.url).searchParams.get('language'))),
  ),
];

const meta = {
  title: 'Guest/Screens/General information',
  component: GeneralScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'phone' },
    msw: {
      handlers: guidebook((language) => makeGuidebook(language === 'de' ? 'de' : 'it')),
    },
  },
} satisfies Meta<typeof GeneralScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Italian: Story = {
  render: () => <App language="it" onLanguageChange={() => {}} initialSection="general" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Servizi' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Cosa visitare' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Apri in Maps' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Leggi di più' })).toBeVisible();
  },
};

export const German: Story = {
  render: () => <App language="de" onLanguageChange={() => {}} initialSection="general" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: 'WLAN und Mülltrennung' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sehenswürdigkeiten' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mehr lesen' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: guidebook(() => [] as InfoEntry[]) },
  },
  render: () => <App language="it" onLanguageChange={() => {}} initialSection="general" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nessuna informazione generale disponibile.'),
    ).toBeVisible();
  },
};
