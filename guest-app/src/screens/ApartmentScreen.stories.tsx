import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { InfoEntry } from '@soglia/api-client';
import { App } from '../app/App';
import { makeGuestProfile, makeGuidebook } from '@soglia/api-client/testing/fixtures';
import { ApartmentScreen } from './ApartmentScreen';

/**
 * Section 5, apartment and room (CIN, apartment articles, the articles of the guest’s room), as the guest sees it: the dashboard opened on this section, the stay and the host's
 * guidebook answered by msw at the network edge (German texts where the host translated them).
 */
const guidebook = (answer: (language: string | null) => InfoEntry[]) => [
  http.get('/api/checkin-profiles-guest/', () => HttpResponse.json([makeGuestProfile()])),
  http.get('/api/apartment-info/', ({ request }) =>
    HttpResponse.json(answer(new URL(request.url).searchParams.get('language'))),
  ),
];

const meta = {
  title: 'Guest/Screens/Apartment and room',
  component: ApartmentScreen,
  args: { profile: makeGuestProfile() },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'phone' },
    msw: {
      handlers: guidebook((language) => makeGuidebook(language === 'de' ? 'de' : 'it')),
    },
  },
} satisfies Meta<typeof ApartmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Italian: Story = {
  render: () => <App language="it" onLanguageChange={() => {}} initialSection="apartment" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('IT058091C2ABCDEF12')).toBeVisible();
    const room = await canvas.findByRole('region', { name: 'Informazioni sulla camera' });
    await expect(room).toHaveTextContent('Cassaforte');
    await expect(room).not.toHaveTextContent('Aria condizionata');
  },
};

export const German: Story = {
  render: () => <App language="de" onLanguageChange={() => {}} initialSection="apartment" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Informationen zur Wohnung' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Informationen zum Zimmer' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: guidebook(() => [] as InfoEntry[]) },
  },
  render: () => <App language="de" onLanguageChange={() => {}} initialSection="apartment" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Noch keine Informationen zur Wohnung oder zum Zimmer verfügbar.'),
    ).toBeVisible();
  },
};
