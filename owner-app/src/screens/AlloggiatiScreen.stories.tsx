import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, within } from 'storybook/test';
import type { AlloggiatiDay } from '@soglia/api-client';
import { addDays, todayInRome } from '../features/alloggiati/format';
import type { AlloggiatiApiData } from '../testing/alloggiatiApi';
import {
  alloggiatiOfWeek,
  alloggiatiReceipts,
  alloggiatiSettings,
  alloggiatiStay,
  guestRecord,
} from '../testing/alloggiatiFixtures';
import {
  alloggiatiAnswers,
  alloggiatiFails,
  alloggiatiNeverAnswers,
} from '../testing/alloggiatiStories';
import { ConsoleAt } from '../testing/staysStories';
import { AlloggiatiScreen } from './AlloggiatiScreen';

const today = todayInRome();
const now = Date.now();

const day: AlloggiatiDay = {
  date: today,
  line_count: 4,
  stays: [
    {
      id: 30,
      apartment: 1,
      apartment_name: 'Casa Soglia',
      name: 'Giulia',
      surname: 'Rossi',
      ok: true,
      lines: ['16', '19', '19'].map((type) => type.padEnd(168)),
      reasons: [],
      guests: [],
    },
    {
      id: 35,
      apartment: 2,
      apartment_name: 'Attico Trastevere',
      name: 'Tobias',
      surname: 'Weber',
      ok: true,
      lines: ['16'.padEnd(168)],
      reasons: [],
      guests: [],
    },
    {
      id: 32,
      apartment: 1,
      apartment_name: 'Casa Soglia',
      name: 'Chiara',
      surname: 'Esposito',
      ok: false,
      lines: [],
      reasons: ['Registrati 2 ospiti su 4.'],
      guests: [{ guest: 60, name: 'Luigi Esposito', reasons: ['Manca la cittadinanza.'] }],
    },
  ],
};

/** A Roman host with two apartments: three stays due, receipts of the last days, today's file. */
const host = (overrides: Partial<AlloggiatiApiData> = {}): AlloggiatiApiData => ({
  stays: [
    ...alloggiatiOfWeek(now),
    alloggiatiStay(now, 14, {
      id: 33,
      apartment: 2,
      apartment_name: 'Attico Trastevere',
      name: 'Anna',
      surname: 'Greco',
      state: 'uncertain',
      guests: [guestRecord({ guest: 44, name: 'Anna Greco', status: 'uncertain' })],
    }),
    alloggiatiStay(now, 20, {
      id: 35,
      apartment: 2,
      apartment_name: 'Attico Trastevere',
      name: 'Tobias',
      surname: 'Weber',
      guests: [guestRecord({ guest: 45, name: 'Tobias Weber' })],
    }),
  ],
  settings: alloggiatiSettings(),
  receipts: alloggiatiReceipts(addDays(today, -1)),
  days: { [today]: day },
  ...overrides,
});

const meta = {
  title: 'Owner/Screens/Alloggiati Web',
  component: AlloggiatiScreen,
  render: () => <ConsoleAt path="/stays/alloggiati/due" />,
  parameters: { layout: 'fullscreen', msw: { handlers: alloggiatiAnswers(host()) } },
} satisfies Meta<typeof AlloggiatiScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'In scadenza': earliest deadline first, Invia per stay. */
export const Due: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Soggiorni in scadenza' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invia (Giulia Rossi)' })).toBeVisible();
  },
};

export const DuePhone: Story = { ...Due, globals: { viewport: { value: 'phone' } } };

export const DueConfirmSend: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invia (Tobias Weber)' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Stai per inviare la schedina di Tobias Weber',
    );
  },
};

export const DueEmpty: Story = {
  parameters: { msw: { handlers: alloggiatiAnswers(host({ stays: [] })) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nessuna schedina da inviare nelle prossime 24 ore.'),
    ).toBeVisible();
  },
};

export const DueLoading: Story = {
  parameters: {
    msw: {
      handlers: [alloggiatiNeverAnswers('/api/alloggiati/due/'), ...alloggiatiAnswers(host())],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Caricamento delle schedine in scadenza…')).toBeVisible();
  },
};

export const DueError: Story = {
  parameters: {
    msw: { handlers: [alloggiatiFails('/api/alloggiati/due/'), ...alloggiatiAnswers(host())] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le schedine in scadenza.',
    );
  },
};

export const Receipts: Story = {
  render: () => <ConsoleAt path="/stays/alloggiati/receipts" />,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Ricevute' });
    await expect(await within(table).findByText('Attico Trastevere')).toBeVisible();
  },
};

export const ReceiptsPhone: Story = { ...Receipts, globals: { viewport: { value: 'phone' } } };

export const ReceiptsEmpty: Story = {
  ...Receipts,
  parameters: { msw: { handlers: alloggiatiAnswers(host({ receipts: [] })) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessuna ricevuta in questo periodo.')).toBeVisible();
  },
};

export const DayFile: Story = {
  render: () => <ConsoleAt path="/stays/alloggiati/file" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('4 schedine pronte su 3 soggiorni in arrivo.'),
    ).toBeVisible();
  },
};

export const DayFilePhone: Story = { ...DayFile, globals: { viewport: { value: 'phone' } } };

export const AccountSet: Story = {
  render: () => <ConsoleAt path="/stays/alloggiati/account" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Account principale' })).toBeVisible();
    await expect(canvas.getByText('Account proprio: RM067890')).toBeVisible();
  },
};

export const AccountSetPhone: Story = { ...AccountSet, globals: { viewport: { value: 'phone' } } };

/** No account yet: the three fields are required, nothing can be verified or deleted. */
export const AccountNotSet: Story = {
  render: () => <ConsoleAt path="/stays/alloggiati/account" />,
  parameters: {
    msw: {
      handlers: alloggiatiAnswers(
        host({
          settings: alloggiatiSettings({
            account: { user: '', has_password: false, has_ws_key: false },
            apartments: [
              { id: 1, name: 'Casa Soglia', auto_send: false, account: null },
              { id: 2, name: 'Attico Trastevere', auto_send: false, account: null },
            ],
          }),
        }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Account principale' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await expect(await within(form).findByText('Indica la password.')).toBeVisible();
  },
};

export const ApartmentAccount: Story = {
  render: () => <ConsoleAt path="/stays/alloggiati/account" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: "Modifica l'account di Attico Trastevere" }),
    );
    await expect(
      await screen.findByRole('dialog', { name: 'Account di Attico Trastevere' }),
    ).toBeVisible();
  },
};

export const AccountError: Story = {
  render: () => <ConsoleAt path="/stays/alloggiati/account" />,
  parameters: {
    msw: {
      handlers: [alloggiatiFails('/api/alloggiati/settings/'), ...alloggiatiAnswers(host())],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare gli account.',
    );
  },
};
