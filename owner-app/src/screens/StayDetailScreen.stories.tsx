import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, within } from 'storybook/test';
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
    msw: { handlers: [staysAnswer(makeWeekOfStays()), placesAnswer] },
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
