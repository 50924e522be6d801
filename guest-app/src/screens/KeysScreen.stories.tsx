import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { App } from '../app/App';
import { makeGuestProfile } from '@soglia/api-client/testing/fixtures';
import { KeysScreen } from './KeysScreen';

/**
 * The guest's first section, the stay card, as the guest app shows it after loading the profile
 * (App renders AppProviders: theme and the translations of `language`).
 */
const meta = {
  title: 'Guest/Screens/Stay card',
  component: KeysScreen,
  args: { profile: makeGuestProfile() },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'phone' },
    msw: {
      handlers: [
        http.get('/api/checkin-profiles-guest/', () => HttpResponse.json([makeGuestProfile()])),
      ],
    },
  },
} satisfies Meta<typeof KeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Italian: Story = {
  render: () => <App language="it" onLanguageChange={() => {}} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Il tuo soggiorno')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Check-out' })).toHaveTextContent(
      'Data09/03/2026Ora10:30',
    );
  },
};

export const German: Story = {
  render: () => <App language="de" onLanguageChange={() => {}} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ihr Aufenthalt')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Anreise' })).toHaveTextContent(
      'Datum05/03/2026Uhrzeit15:00',
    );
  },
};
