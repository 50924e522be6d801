import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { GuestProfile } from '@soglia/api-client';
import { App } from '../app/App';
import { makeGuestProfile } from '@soglia/api-client/testing/fixtures';
import { ContactsScreen } from './ContactsScreen';

/**
 * Section 6, the host's contacts, as the guest sees it: the dashboard opened on this section,
 * the stay answered by msw at the network edge.
 */
const stay = (profile: GuestProfile) => [
  http.get('/api/checkin-profiles-guest/', () => HttpResponse.json([profile])),
];

const meta = {
  title: 'Guest/Screens/Contacts',
  component: ContactsScreen,
  args: { profile: makeGuestProfile() },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'phone' },
    msw: { handlers: stay(makeGuestProfile()) },
  },
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Italian: Story = {
  render: () => <App language="it" onLanguageChange={() => {}} initialSection="contacts" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '+39 333 123 4567' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chatta su WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'host@example.com' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apri in Maps' })).toBeVisible();
  },
};

export const German: Story = {
  render: () => <App language="de" onLanguageChange={() => {}} initialSection="contacts" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kontakt zum Gastgeber')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'host@example.com' })).toBeVisible();
  },
};

export const OnlyEmail: Story = {
  parameters: { msw: { handlers: stay(makeGuestProfile({ phone: '', address: '' })) } },
  render: () => <App language="de" onLanguageChange={() => {}} initialSection="contacts" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'host@example.com' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'In Maps öffnen' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: stay(makeGuestProfile({ phone: '', email: '', address: '' })) },
  },
  render: () => <App language="it" onLanguageChange={() => {}} initialSection="contacts" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessun contatto disponibile.')).toBeVisible();
  },
};
