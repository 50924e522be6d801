import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/AppProviders';
import { guidebookSeed } from '../testing/guidebookFixtures';
import { GuidebookScreen } from './GuidebookScreen';

const APARTMENTS = '/api/apartments/';
const ROOMS = '/api/rooms/';
const GUIDEBOOK = '/api/apartment-info/';
const TRANSLATIONS = '/api/language-informations/';

const seed = guidebookSeed();

/** The screen at /owners/infos?apartment=1: its own store, intl, theme and router. */
function InConsole() {
  const [location] = useState(() => memoryLocation({ path: '/owners/infos?apartment=1' }));
  return (
    <AppProviders locationHook={location.hook}>
      <GuidebookScreen />
    </AppProviders>
  );
}

const byQuery = <T extends { apartment?: number; apartment_info?: number }>(
  list: T[],
  name: 'apartment' | 'apartment_info',
) =>
  (({ request }) => {
    const id = Number(new URL(request.url).searchParams.get(name));
    return HttpResponse.json(list.filter((item) => item[name] === id));
  }) satisfies Parameters<typeof http.get>[1];

/** A host's guidebook: two apartments in Rome, entries of every kind, one translation. */
const guidebook: HttpHandler[] = [
  // The CSRF cookie the client fetches before its first write.
  http.get(
    '/api/csrf/',
    () =>
      new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': 'csrftoken=story; Path=/' } }),
  ),
  http.get(APARTMENTS, () => HttpResponse.json(seed.apartments)),
  http.get(ROOMS, byQuery(seed.rooms, 'apartment')),
  http.get(GUIDEBOOK, byQuery(seed.entries, 'apartment')),
  http.get(TRANSLATIONS, byQuery(seed.translations, 'apartment_info')),
];

const forever = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

const meta = {
  title: 'Owner/Screens/Informazioni',
  component: GuidebookScreen,
  render: () => <InConsole />,
  parameters: { layout: 'fullscreen', msw: { handlers: guidebook } },
} satisfies Meta<typeof GuidebookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guidebook: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Da Enzo al 29')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: /^Camera Verde/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(GUIDEBOOK, () => HttpResponse.json([])), ...guidebook] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nessuna informazione per questa struttura.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(GUIDEBOOK, forever), ...guidebook] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Caricamento delle informazioni…',
    );
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(GUIDEBOOK, () => HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 })),
        ...guidebook,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le informazioni.',
    );
  },
};

export const NoApartments: Story = {
  parameters: { msw: { handlers: [http.get(APARTMENTS, () => HttpResponse.json([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nessuna struttura/)).toBeVisible();
  },
};

const body = within(document.body);

const openCard = async (canvas: typeof body, title: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(title) }));
  return body.findByRole('dialog', { name: title });
};

export const Detail: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCard(canvas, 'Da Enzo al 29');
    await expect(within(dialog).getByRole('link', { name: 'Apri in Google Maps' })).toBeVisible();
  },
};

/** Aggiungi, once the first apartment's entries are shown (it is disabled while they load). */
async function openCreate(canvas: ReturnType<typeof within>) {
  await canvas.findByText('Da Enzo al 29');
  const add = canvas.getByRole('button', { name: 'Aggiungi' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
}

export const Create: Story = {
  play: async ({ canvas }) => {
    await openCreate(canvas);
    const dialog = await body.findByRole('dialog', { name: 'Crea Informazione' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tipo' }),
      'Informazioni Camera',
    );
    await expect(within(dialog).getByRole('combobox', { name: 'Camera' })).toBeVisible();
  },
};

export const CreateWithErrors: Story = {
  play: async ({ canvas }) => {
    await openCreate(canvas);
    const dialog = await body.findByRole('dialog', { name: 'Crea Informazione' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tipo' }),
      'Ristoranti',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Link di Google Maps' }),
      'https://www.google.com/maps/place/Roma',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await expect(
      await within(dialog).findByText("Il link deve essere un link di Google Maps'."),
    ).toBeVisible();
    await expect(within(dialog).getByText('Inserisci il titolo.')).toBeVisible();
  },
};

export const Update: Story = {
  play: async ({ canvas }) => {
    const detail = await openCard(canvas, 'Wi-Fi e raccolta differenziata');
    await userEvent.click(within(detail).getByRole('button', { name: 'Modifica' }));
    const dialog = await body.findByRole('dialog', { name: 'Aggiorna Informazione' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Inglese' }));
    await expect(
      within(dialog).getByRole('form', { name: 'Traduzione Inglese' }),
    ).toBeInTheDocument();
  },
};

export const UpdateTranslationsLoading: Story = {
  parameters: { msw: { handlers: [http.get(TRANSLATIONS, forever), ...guidebook] } },
  play: async ({ canvas }) => {
    const detail = await openCard(canvas, 'Check-out');
    await userEvent.click(within(detail).getByRole('button', { name: 'Modifica' }));
    const dialog = await body.findByRole('dialog', { name: 'Aggiorna Informazione' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Caricamento delle traduzioni…',
    );
  },
};

export const UpdateTranslationsFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(TRANSLATIONS, () => new HttpResponse(null, { status: 500 })),
        ...guidebook,
      ],
    },
  },
  play: async ({ canvas }) => {
    const detail = await openCard(canvas, 'Check-out');
    await userEvent.click(within(detail).getByRole('button', { name: 'Modifica' }));
    const dialog = await body.findByRole('dialog', { name: 'Aggiorna Informazione' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le traduzioni.',
    );
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    const detail = await openCard(canvas, 'Cassaforte');
    await userEvent.click(within(detail).getByRole('button', { name: 'Elimina' }));
    await expect(
      await body.findByRole('alertdialog', { name: 'Elimina informazione' }),
    ).toHaveTextContent('Sei sicuro di voler eliminare «Cassaforte»?');
  },
};

export const DeleteFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete(`${GUIDEBOOK}:id/`, () => new HttpResponse(null, { status: 500 })),
        ...guidebook,
      ],
    },
  },
  play: async ({ canvas }) => {
    const detail = await openCard(canvas, 'Cassaforte');
    await userEvent.click(within(detail).getByRole('button', { name: 'Elimina' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Elimina informazione' });
    await userEvent.click(within(confirm).getAllByRole('button', { name: 'Elimina' })[0]);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      "Si è verificato un errore durante l'eliminazione dell'informazione.",
    );
  },
};
