import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, within } from 'storybook/test';
import type { AlloggiatiStayStatus } from '@soglia/api-client';
import {
  alloggiatiOfWeek,
  alloggiatiSettings,
  alloggiatiStay,
  guestRecord,
  isoIn,
} from '../testing/alloggiatiFixtures';
import { alloggiatiAnswers } from '../testing/alloggiatiStories';
import { placesAnswer } from '../testing/placesStories';
import { makeWeekOfStays } from '../testing/stays';
import { ConsoleAt, range, staysAnswer, staysNeverAnswer } from '../testing/staysStories';
import { StayDetailScreen } from './StayDetailScreen';

const meta = {
  title: 'Owner/Screens/Soggiorno',
  component: StayDetailScreen,
  render: () => <ConsoleAt path={`/stays/30${range}`} />,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        staysAnswer(makeWeekOfStays()),
        placesAnswer,
        ...alloggiatiAnswers({
          stays: alloggiatiOfWeek(Date.now()),
          settings: alloggiatiSettings(),
          receipts: [],
        }),
      ],
    },
  },
} satisfies Meta<typeof StayDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = async (canvas: { findByRole: typeof screen.findByRole }) =>
  canvas.findByRole('heading', { level: 1, name: 'Giulia Rossi' });

export const Stay: Story = {
  play: async ({ canvas }) => {
    await opened(canvas);
    await expect(canvas.getByRole('table', { name: 'Ospiti' })).toHaveTextContent('Sofia');
  },
};

/** At 375 px each table row is a card of label / value lines. */
export const Phone: Story = { ...Stay, globals: { viewport: { value: 'phone' } } };

export const NoGuestsYet: Story = {
  render: () => <ConsoleAt path={`/stays/32${range}`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ancora Nessun ospite registrato.')).toBeVisible();
    await expect(
      canvas.getByText('Ancora Nessuna informazione di fatturazione disponibile.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [staysNeverAnswer] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Caricamento dei soggiorni…');
  },
};

export const NotFound: Story = {
  render: () => <ConsoleAt path={`/stays/99${range}`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Soggiorno non trovato in questo periodo.')).toBeVisible();
  },
};

export const AddGuest: Story = {
  play: async ({ canvas, userEvent }) => {
    await opened(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi ospite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Ospite' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await expect(await within(dialog).findByText('Il nome è obbligatorio.')).toBeVisible();
  },
};

/** The places are chosen from a list: born in Lodi in 1985, when Lodi was in the province of Milano. */
export const AddGuestPlaces: Story = {
  play: async ({ canvas, userEvent }) => {
    await opened(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi ospite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aggiungi Ospite' }));
    await userEvent.type(dialog.getByLabelText(/^Nome/), 'Chiara');
    await userEvent.type(dialog.getByLabelText(/^Cognome/), 'Esposito');
    await userEvent.type(dialog.getByLabelText(/Data di nascita/), '1985-06-01');
    await userEvent.type(dialog.getByRole('combobox', { name: /Cittadinanza/ }), 'ital');
    await userEvent.click(await dialog.findByRole('option', { name: 'Italia Stato' }));
    await userEvent.type(dialog.getByRole('combobox', { name: /Luogo di nascita/ }), 'lo');
    await expect(
      await dialog.findByRole('option', { name: 'Lodi (MI) Comune, fino al 1992' }),
    ).toBeVisible();
  },
};

export const AddGuestPlacesPhone: Story = {
  ...AddGuestPlaces,
  globals: { viewport: { value: 'phone' } },
};

/** Sofia's place of birth was typed freely ('Monaco'): marked to review. */
export const PlacesToReview: Story = {
  play: async ({ canvas }) => {
    await opened(canvas);
    await expect(canvas.getByText('Luogo da verificare')).toBeVisible();
  },
};

export const AddBilling: Story = {
  play: async ({ canvas, userEvent }) => {
    await opened(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi dati di fatturazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Dati di Fatturazione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await expect(await within(dialog).findByText("L'email è obbligatoria.")).toBeVisible();
  },
};

export const EditBilling: Story = {
  play: async ({ canvas, userEvent }) => {
    await opened(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Modifica i dati di fatturazione di Giulia Rossi' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Modifica Informazioni di Fatturazione',
    });
    await expect(within(dialog).getByLabelText(/Città/)).toHaveValue('Bologna');
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    await opened(canvas);
    await userEvent.click(canvas.getByRole('button', { name: "Elimina l'ospite Marco Rossi" }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Sei sicuro di voler eliminare questo elemento?',
    );
  },
};

/** Giulia Rossi's stay with its Alloggiati Web state replaced. */
const withState = (overrides: Partial<AlloggiatiStayStatus>, hoursLeft = 5 + 20 / 60) => ({
  msw: {
    handlers: [
      staysAnswer(makeWeekOfStays()),
      ...alloggiatiAnswers({
        stays: [alloggiatiStay(Date.now(), hoursLeft, overrides)],
        settings: alloggiatiSettings(),
        receipts: [],
      }),
    ],
  },
});

const panel = async (canvas: { findByRole: typeof screen.findByRole }) => {
  await opened(canvas);
  return canvas.findByRole('region', { name: 'Alloggiati Web' });
};

/** Every record ready: Verifica and Invia, the deadline counting down. */
export const AlloggiatiToSend: Story = {
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(await within(region).findByText('Da inviare · entro 5 h 20 min')).toBeVisible();
  },
};

/** Invia asks first: a record once sent cannot be withdrawn. */
export const AlloggiatiConfirmSend: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await panel(canvas);
    await userEvent.click(await within(region).findByRole('button', { name: 'Invia' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('non si può ritirare');
  },
};

/** After Verifica: each line's outcome under its guest. */
export const AlloggiatiTested: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await panel(canvas);
    await userEvent.click(await within(region).findByRole('button', { name: 'Verifica' }));
    await expect((await within(region).findAllByText('Verifica:')).length).toBe(3);
  },
};

export const AlloggiatiRefused: Story = {
  parameters: withState(
    {
      state: 'refused',
      guests: [
        guestRecord({ status: 'accepted', sent_at: isoIn(Date.now(), -2) }),
        guestRecord({
          guest: 41,
          name: 'Marco Rossi',
          status: 'refused',
          sent_at: isoIn(Date.now(), -2),
          error: {
            ok: false,
            code: 'ERR_DOC',
            description: 'Numero del documento non valido',
            detail: 'Il passaporto deve avere 9 caratteri.',
          },
        }),
        guestRecord({ guest: 42, name: 'Sofia Rossi', status: 'accepted' }),
      ],
    },
    1.5,
  ),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(await within(region).findByText(/Numero del documento non valido/)).toBeVisible();
  },
};

/** A send without an answer: the host checks the portal and tells Soglia what it shows. */
export const AlloggiatiUncertain: Story = {
  parameters: withState(
    {
      state: 'uncertain',
      guests: [
        guestRecord({ status: 'uncertain', sent_at: isoIn(Date.now(), -1) }),
        guestRecord({
          guest: 41,
          name: 'Marco Rossi',
          status: 'uncertain',
          sent_at: isoIn(Date.now(), -1),
        }),
        guestRecord({
          guest: 42,
          name: 'Sofia Rossi',
          status: 'uncertain',
          sent_at: isoIn(Date.now(), -1),
        }),
      ],
    },
    9,
  ),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(
      await within(region).findByRole('button', { name: 'Risulta ricevuta (Giulia Rossi)' }),
    ).toBeVisible();
  },
};

export const AlloggiatiUncertainPhone: Story = {
  ...AlloggiatiUncertain,
  globals: { viewport: { value: 'phone' } },
};

export const AlloggiatiSent: Story = {
  parameters: withState(
    {
      state: 'sent',
      sent_at: isoIn(Date.now(), -3),
      guests: [
        guestRecord({ status: 'accepted', sent_at: isoIn(Date.now(), -3) }),
        guestRecord({ guest: 41, name: 'Marco Rossi', status: 'accepted' }),
        guestRecord({ guest: 42, name: 'Sofia Rossi', status: 'accepted' }),
      ],
    },
    -3,
  ),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(
      await within(region).findByText(/^Tutte le schedine sono state ricevute/),
    ).toBeVisible();
  },
};

export const AlloggiatiIncomplete: Story = {
  parameters: withState({
    state: 'incomplete',
    reasons: ['Registrati 2 ospiti su 3.'],
    guests: [
      guestRecord(),
      guestRecord({
        guest: 41,
        name: 'Marco Rossi',
        line: null,
        reasons: ['Manca il luogo di rilascio del documento.', 'Manca la cittadinanza.'],
      }),
    ],
  }),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(await within(region).findByText('Registrati 2 ospiti su 3.')).toBeVisible();
  },
};

export const AlloggiatiIncompletePhone: Story = {
  ...AlloggiatiIncomplete,
  globals: { viewport: { value: 'phone' } },
};
