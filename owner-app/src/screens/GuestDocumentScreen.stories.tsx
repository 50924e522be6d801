import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { placesAnswer } from '../testing/placesStories';
import { makeWeekOfStays } from '../testing/stays';
import {
  ConsoleAt,
  photoAnswers,
  photosNeverAnswer,
  range,
  staysAnswer,
} from '../testing/staysStories';
import { GuestDocumentScreen } from './GuestDocumentScreen';

const meta = {
  title: 'Owner/Screens/Confronto documento',
  component: GuestDocumentScreen,
  render: () => <ConsoleAt path={`/stays/30/guests/40${range}`} />,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [staysAnswer(makeWeekOfStays()), ...photoAnswers, placesAnswer] },
  },
} satisfies Meta<typeof GuestDocumentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ID card, front and back: the Fronte / Retro toggle shows. */
export const Image: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Foto del documento (Fronte)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retro' })).toBeVisible();
  },
};

export const ImagePhone: Story = { ...Image, globals: { viewport: { value: 'phone' } } };

/** A passport as a PDF, embedded; no back, so no toggle. */
export const Pdf: Story = {
  render: () => <ConsoleAt path={`/stays/30/guests/41${range}`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('Documento PDF')).toBeVisible();
  },
};

/** A place of birth typed freely ('Monaco'): to review, chosen again from the list. */
export const PlacesToReview: Story = {
  render: () => <ConsoleAt path={`/stays/30/guests/42${range}`} />,
  play: async ({ canvas }) => {
    const details = within(await canvas.findByRole('form', { name: 'Dettagli Documento' }));
    await expect(
      details.getByText(/Luoghi da verificare: sono stati scritti a mano/),
    ).toBeVisible();
    const birth = details.getByRole('combobox', { name: /Luogo di nascita/ });
    await userEvent.clear(birth);
    await userEvent.type(birth, 'germ');
    await expect(await details.findByRole('option', { name: 'Germania Stato' })).toBeVisible();
  },
};

export const PlacesToReviewPhone: Story = {
  ...PlacesToReview,
  globals: { viewport: { value: 'phone' } },
};

export const NoPhoto: Story = {
  render: () => <ConsoleAt path={`/stays/30/guests/42${range}`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessuna foto disponibile.')).toBeVisible();
  },
};

export const LoadingPhoto: Story = {
  parameters: { msw: { handlers: [staysAnswer(makeWeekOfStays()), photosNeverAnswer] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Caricamento della foto');
  },
};
