import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { InfoEntry } from '@soglia/api-client';
import { App } from '../app/App';
import { makeGuestProfile, makeGuidebook, makeInfo } from '@soglia/api-client/testing/fixtures';
import { ParkingScreen } from './ParkingScreen';

/**
 * Section 3, parking, as the guest sees it: the dashboard opened on this section, the stay and the host's
 * guidebook answered by msw at the network edge (German texts where the host translated them).
 */
const guidebook = (answer: (language: string | null) => InfoEntry[]) => [
  http.get('/api/checkin-profiles-guest/', () => HttpResponse.json([makeGuestProfile()])),
  http.get('/api/apartment-info/', ({ request }) =>
    HttpResponse.json(answer(new URL(request.url).searchParams.get('language'))),
  ),
];

const meta = {
  title: 'Guest/Screens/Parking',
  component: ParkingScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'phone' },
    msw: {
      handlers: guidebook((language) => makeGuidebook(language === 'de' ? 'de' : 'it')),
    },
  },
} satisfies Meta<typeof ParkingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Italian: Story = {
  render: () => <App language="it" onLanguageChange={() => {}} initialSection="parking" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: 'Parcheggio Gianicolo' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apri in Maps' })).toBeVisible();
  },
};

export const German: Story = {
  render: () => <App language="de" onLanguageChange={() => {}} initialSection="parking" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Parken' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'In Maps öffnen' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: guidebook(() => [makeInfo({ type: 'general' })]) },
  },
  render: () => <App language="de" onLanguageChange={() => {}} initialSection="parking" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Noch keine Informationen zum Parken verfügbar.'),
    ).toBeVisible();
  },
};
