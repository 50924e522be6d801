import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { makeDoorStatus } from '@soglia/api-client/testing/fixtures';
import {
  API,
  forever,
  InConsole,
  seed,
  structures,
  unavailable,
} from '../testing/structuresStories';
import { ApartmentsScreen } from './ApartmentsScreen';

const meta = {
  title: 'Owner/Screens/Strutture',
  component: ApartmentsScreen,
  render: () => (
    <InConsole path="/owners">
      <ApartmentsScreen />
    </InConsole>
  ),
  parameters: { layout: 'fullscreen', msw: { handlers: structures } },
} satisfies Meta<typeof ApartmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const failing = [
  makeDoorStatus(),
  makeDoorStatus({
    door_id: 23,
    door_name: 'Cancello carrabile',
    apartment_name: 'Casa Soglia',
    status: { isok: true, connected: false },
  }),
];

export const Apartments: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loft Trastevere')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stato dispositivi' })).toBeVisible();
  },
};

export const WithoutRemoteLocks: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(API.apartments, () =>
          HttpResponse.json(seed.apartments.map((a) => ({ ...a, shelly: false }))),
        ),
        ...structures,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Casa Soglia')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stato dispositivi' })).toBeNull();
  },
};

export const ConnectionProblems: Story = {
  parameters: {
    msw: { handlers: [http.get(API.statuses, () => HttpResponse.json(failing)), ...structures] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Alcuni dispositivi di apertura remota non funzionano.',
    );
  },
};

export const DeviceStatus: Story = {
  parameters: {
    msw: { handlers: [http.get(API.statuses, () => HttpResponse.json(failing)), ...structures] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stato dispositivi' }));
    const dialog = await body.findByRole('dialog', { name: 'Stato dei dispositivi' });
    await expect(await within(dialog).findByText('Non OK')).toBeVisible();
  },
};

export const DeviceStatusEmpty: Story = {
  parameters: {
    msw: { handlers: [http.get(API.statuses, () => HttpResponse.json([])), ...structures] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stato dispositivi' }));
    const dialog = await body.findByRole('dialog', { name: 'Stato dei dispositivi' });
    await expect(
      await within(dialog).findByText('Non ci sono dispositivi collegati.'),
    ).toBeVisible();
  },
};

export const DeviceStatusFailure: Story = {
  parameters: { msw: { handlers: [http.get(API.statuses, unavailable), ...structures] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stato dispositivi' }));
    const dialog = await body.findByRole('dialog', { name: 'Stato dei dispositivi' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossibile verificare i dispositivi.',
    );
  },
};

export const CreateStructure: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Crea Struttura' }));
    const dialog = await body.findByRole('dialog', { name: 'Crea Struttura' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /apertura remota/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Server URI/ }), 'shelly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await expect(await within(dialog).findByText('URL non valido')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(API.apartments, () => HttpResponse.json([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessuna struttura.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(API.apartments, forever)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Caricamento delle strutture…',
    );
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: [http.get(API.apartments, unavailable)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le strutture.',
    );
  },
};
