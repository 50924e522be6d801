import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { routePatterns } from '../shared/routing';
import { calendarsAnswers } from '../testing/calendarsStories';
import { forever, InConsole, structures, unavailable } from '../testing/structuresStories';
import { ApartmentDetailScreen } from './ApartmentDetailScreen';

/** The detail screen at /owners/apartments/<id>/<tab>, routed as the console routes it. */
const at = (path: string) =>
  function Detail() {
    return (
      <InConsole path={`/owners${path}`}>
        <Route path={routePatterns.apartment} component={ApartmentDetailScreen} />
      </InConsole>
    );
  };

/** Every story gets its own in-memory calendars, so what one does never shows in another. */
const fresh = () => ({ msw: { handlers: [...calendarsAnswers(), ...structures] } });

const meta = {
  title: 'Owner/Screens/Struttura (calendari)',
  component: ApartmentDetailScreen,
  render: at('/apartments/1/calendars'),
  parameters: { layout: 'fullscreen', ...fresh() },
} satisfies Meta<typeof ApartmentDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Airbnb read fine, Booking.com failing with a 404 and two periods to decide, Vrbo for a room. */
export const Calendars: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: 'Booking.com, Tutta la struttura' }),
    ).toHaveTextContent("Il server del calendario ha risposto con l'errore HTTP 404.");
    await expect(await canvas.findByRole('region', { name: 'Periodi da decidere' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Indirizzo segreto/ })).toBeVisible();
  },
};

export const CalendarsPhone: Story = {
  ...Calendars,
  parameters: fresh(),
  globals: { viewport: { value: 'phone' } },
};

/** A new apartment: no calendar yet, and Soglia's own not created. */
export const CalendarsEmpty: Story = {
  render: at('/apartments/2/calendars'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessun calendario collegato.')).toBeVisible();
    await expect(
      await canvas.findByText('Il calendario di Soglia non è ancora stato creato.'),
    ).toBeVisible();
  },
};

export const CalendarsLoading: Story = {
  parameters: { msw: { handlers: [http.get('/api/calendar-*', forever), ...structures] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Caricamento dei calendari…')).toBeInTheDocument();
  },
};

export const CalendarsFailure: Story = {
  parameters: { msw: { handlers: [http.get('/api/calendar-*', unavailable), ...structures] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Impossibile caricare i calendari.')).toBeVisible();
    await expect(
      await canvas.findByText('Impossibile caricare il calendario di Soglia.'),
    ).toBeVisible();
  },
};

/** An address that is not https: the server's refusal under the field. */
export const AddFeedRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Aggiungi calendario' }));
    const form = within(canvas.getByRole('form', { name: 'Nuovo calendario' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Canale/ }), 'booking');
    await userEvent.type(
      form.getByRole('textbox', { name: /^Indirizzo del calendario/ }),
      'http://admin.booking.com/hotel/hoteladmin/ical.html?t=4f1c',
    );
    await userEvent.click(form.getByRole('button', { name: 'Salva' }));
    await expect(
      await form.findByText("L'indirizzo del calendario deve iniziare con https://."),
    ).toBeVisible();
  },
};

export const AddFeedRefusedPhone: Story = {
  ...AddFeedRefused,
  parameters: fresh(),
  globals: { viewport: { value: 'phone' } },
};

/** Sincronizza ora on the failing feed: the spinner, then the new result. */
export const SyncNow: Story = {
  play: async ({ canvas }) => {
    const booking = within(
      await canvas.findByRole('article', { name: 'Booking.com, Tutta la struttura' }),
    );
    await userEvent.click(booking.getByRole('button', { name: /^Sincronizza ora/ }));
    await waitFor(() => expect(booking.getByText('Letto')).toBeVisible(), { timeout: 5000 });
    await expect(await body.findByText('Calendario letto.')).toBeVisible();
  },
};

export const DeleteFeedConfirmation: Story = {
  play: async ({ canvas }) => {
    const airbnb = within(
      await canvas.findByRole('article', { name: 'Airbnb, Tutta la struttura' }),
    );
    await userEvent.click(airbnb.getByRole('button', { name: /^Elimina il calendario/ }));
    await expect(airbnb.getByRole('group', { name: /^Elimina il calendario/ })).toHaveTextContent(
      'i soggiorni già importati restano in Accessi',
    );
  },
};

export const RotateConfirmation: Story = {
  play: async ({ canvas }) => {
    const own = within(await canvas.findByRole('region', { name: 'Calendario di Soglia' }));
    await userEvent.click(await own.findByRole('button', { name: 'Rigenera' }));
    await expect(own.getByRole('group', { name: 'Rigenera' })).toHaveTextContent(
      'smette subito di funzionare',
    );
  },
};

/** Camera Blu's modal: its Vrbo calendar and Soglia's calendar of the room. */
export const RoomCalendars: Story = {
  render: at('/apartments/1/rooms'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Camera Blu/ }));
    const dialog = within(await body.findByRole('dialog', { name: 'Modifica Camera' }));
    await expect(await dialog.findByRole('article', { name: 'Vrbo, Camera Blu' })).toBeVisible();
  },
};

export const RoomCalendarsPhone: Story = {
  ...RoomCalendars,
  parameters: fresh(),
  globals: { viewport: { value: 'phone' } },
};
