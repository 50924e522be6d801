import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { routePatterns } from '../shared/routing';
import { API, forever, InConsole, structures, unavailable } from '../testing/structuresStories';
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

const meta = {
  title: 'Owner/Screens/Struttura (dettaglio)',
  component: ApartmentDetailScreen,
  render: at('/apartments/1/structure'),
  parameters: { layout: 'fullscreen', msw: { handlers: structures } },
} satisfies Meta<typeof ApartmentDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Structure: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('https://shelly-49-eu.shelly.cloud')).toBeVisible();
    await expect(canvas.getByText('Impostata')).toBeVisible();
  },
};

export const StructureWithoutDevices: Story = {
  render: at('/apartments/2/structure'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessun dispositivo di apertura remota.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(API.apartments, forever)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Caricamento della struttura…',
    );
  },
};

export const NotFound: Story = {
  render: at('/apartments/99/structure'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Struttura non trovata.')).toBeVisible();
  },
};

export const ModifyStructure: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifica Struttura' }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Struttura' });
    await expect(within(dialog).getByRole('textbox', { name: /^Server URI/ })).toHaveValue(
      'https://shelly-49-eu.shelly.cloud',
    );
  },
};

/** Another comune chosen: its ISTAT digits are not in the CIN, which says so before saving. */
export const ComuneAndCin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifica Struttura' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Modifica Struttura' }));
    const comune = dialog.getByRole('combobox', { name: /^Comune/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancella' }));
    await userEvent.type(comune, 'mila');
    await userEvent.click(await dialog.findByRole('option', { name: 'Milano (MI) Comune' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    await expect(
      await dialog.findByText(
        "Le cifre del comune nel CIN non corrispondono al comune dell'appartamento.",
      ),
    ).toBeVisible();
  },
};

export const ComuneAndCinPhone: Story = {
  ...ComuneAndCin,
  globals: { viewport: { value: 'phone' } },
};

export const NoChange: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifica Struttura' }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Struttura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await expect(await body.findByText('Nessuna modifica apportata.')).toBeVisible();
  },
};

export const DeleteStructure: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifica Struttura' }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Struttura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Sei sicuro di voler cancellare questo appartamento?',
    );
  },
};

export const Doors: Story = {
  render: at('/apartments/1/doors'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Cancello/ })).toBeVisible();
  },
};

export const DoorsEmpty: Story = {
  render: at('/apartments/2/doors'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Non ci sono porte per questa struttura.')).toBeVisible();
  },
};

export const DoorsLoading: Story = {
  render: at('/apartments/1/doors'),
  parameters: { msw: { handlers: [http.get(API.doors, forever), ...structures] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Caricamento delle porte…');
  },
};

export const DoorsFailure: Story = {
  render: at('/apartments/1/doors'),
  parameters: { msw: { handlers: [http.get(API.doors, unavailable), ...structures] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le porte.',
    );
  },
};

export const CreateShellyDoor: Story = {
  render: at('/apartments/1/doors'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Crea Porta' }));
    const dialog = await body.findByRole('dialog', { name: 'Crea Porta' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Tipo di accesso/ }),
      'shelly',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await expect(
      within(dialog).getByRole('textbox', { name: /^ID dispositivo/ }),
    ).toHaveAccessibleDescription('Campo obbligatorio.');
  },
};

export const EditDoorWithInstructions: Story = {
  render: at('/apartments/1/doors'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Portone Shelly/ }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Porta' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Inglese' }));
    await expect(within(dialog).getByRole('form', { name: 'Istruzione Inglese' })).toBeVisible();
  },
};

export const EditDoorTranslationsFailure: Story = {
  render: at('/apartments/1/doors'),
  parameters: { msw: { handlers: [http.get(API.instructions, unavailable), ...structures] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Portone Shelly/ }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Porta' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le istruzioni.',
    );
  },
};

export const DeleteDoor: Story = {
  render: at('/apartments/1/doors'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Cancello/ }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Porta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Sei sicuro di voler cancellare la porta «Cancello»?',
    );
  },
};

export const Rooms: Story = {
  render: at('/apartments/1/rooms'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Portone, Porta appartamento')).toBeVisible();
  },
};

export const RoomsEmpty: Story = {
  render: at('/apartments/2/rooms'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Non ci sono camere per questa struttura.')).toBeVisible();
  },
};

export const RoomsFailure: Story = {
  render: at('/apartments/1/rooms'),
  parameters: { msw: { handlers: [http.get(API.rooms, unavailable), ...structures] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le camere.',
    );
  },
};

export const CreateRoom: Story = {
  render: at('/apartments/1/rooms'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Crea Camera' }));
    const dialog = await body.findByRole('dialog', { name: 'Crea Camera' });
    await expect(await within(dialog).findByRole('checkbox', { name: 'Cancello' })).toBeVisible();
  },
};

export const EditRoom: Story = {
  render: at('/apartments/1/rooms'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Camera Blu/ }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Camera' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Portone' })).toBeChecked();
  },
};

export const DeleteRoom: Story = {
  render: at('/apartments/1/rooms'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Camera Blu/ }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Camera' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Sei sicuro di voler cancellare la camera «Camera Blu»?',
    );
  },
};

export const SaveFailure: Story = {
  render: at('/apartments/1/rooms'),
  parameters: {
    msw: {
      handlers: [
        http.put(`${API.rooms}:id/`, () => new HttpResponse(null, { status: 500 })),
        ...structures,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Camera Blu/ }));
    const dialog = await body.findByRole('dialog', { name: 'Modifica Camera' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome della camera/ }), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await expect(
      await within(dialog).findByText('Errore nella modifica della camera.'),
    ).toBeVisible();
  },
};
