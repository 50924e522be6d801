import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/AppProviders';
import { makeApartment } from '@soglia/api-client/testing/fixtures';
import { ApartmentsScreen } from './ApartmentsScreen';

const APARTMENTS = '/api/apartments/';

/** The screen as the console shows it at /owners: its own store, intl, theme and router. */
function InConsole() {
  const [location] = useState(() => memoryLocation({ path: '/owners' }));
  return (
    <AppProviders locationHook={location.hook}>
      <ApartmentsScreen />
    </AppProviders>
  );
}

const meta = {
  title: 'Owner/Screens/Strutture',
  component: ApartmentsScreen,
  render: () => <InConsole />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApartmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apartments: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(APARTMENTS, () =>
          HttpResponse.json([
            makeApartment(),
            makeApartment({ id: 2, name: 'Loft Navigli', address: 'Via Vigevano 3, 20144 Milano' }),
            makeApartment({ id: 3, name: 'Attico sul Lago', address: '' }),
          ]),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loft Navigli')).toBeVisible();
    await expect(canvas.getByText('Indirizzo non indicato')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(APARTMENTS, () => HttpResponse.json([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessuna struttura.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(APARTMENTS, async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Caricamento delle strutture…',
    );
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(APARTMENTS, () =>
          HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le strutture.',
    );
  },
};
