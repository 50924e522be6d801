import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { atBothWidths, checkScreen } from '../support/screens.ts';
import { startProduct, type Product } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';

// Strutture in Chromium against the real API and the Shelly Cloud simulator: the host builds an
// apartment with a remote lock from nothing (doors of every access type, an English
// instruction, a room linking two doors), watches the device status go from OK to Non OK,
// edits without changes, deletes with confirmations; bad input is refused on screen.

interface Apartment {
  id: number;
  name: string;
  shelly: boolean;
  server_uri: string;
  auth_key: string;
  has_auth_key: boolean;
  google_maps_link: string;
}
interface Door {
  id: number;
  name: string;
  access_type: string;
  id_device: string;
  check_position_code: string;
  channel_device: number;
  access_code: string;
}
interface Room {
  id: number;
  name: string;
  doors: number[];
}

const MAPS = 'https://maps.app.goo.gl/';
const KEY = 'demo-auth-key';

let product: Product;
let browser: Browser;
let api: ApiSession;

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  api = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

/** A device of the simulator, online or not (POST /__sim/devices creates or updates it). */
async function simulatorDevice(id: string, online: boolean) {
  const res = await fetch(`${product.shellyUrl}/__sim/devices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, auth_key: KEY, channels: 1, online }),
  });
  assert.equal(res.status, 201);
}

const apartmentsOnServer = () => api.get<Apartment[]>('/api/apartments/');
const doorsOnServer = (apartmentId: number) =>
  api.get<Door[]>(`/api/doors/?apartment=${apartmentId}`);
const roomsOnServer = (apartmentId: number) =>
  api.get<Room[]>(`/api/rooms/?apartment=${apartmentId}`);

async function openConsole(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
  await page.waitForURL('**/owners');
  await page.getByRole('heading', { level: 1, name: 'Strutture' }).waitFor();
  return { context, page };
}

/** Axe and a screenshot of the page as it is, at 375 and 1280 px. */
async function lookAt(page: Page, name: string) {
  await atBothWidths(page, async () => {
    await expectAxeClean(page, name);
    await checkScreen(page, name);
  });
}

const notice = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The accessible description of a control: what sits next to it (error, hint, counter). */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

interface NewDoor {
  name: string;
  type: 'Shelly (apertura remota)' | 'Codice' | 'Solo istruzioni';
  device?: string;
  cpc?: string;
  code?: string;
  priority: string;
}

async function createDoor(page: Page, door: NewDoor) {
  await page.getByRole('button', { name: 'Crea Porta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea Porta' });
  await field(dialog, 'Nome della porta').fill(door.name);
  await dialog
    .getByRole('combobox', { name: 'Tipo di accesso' })
    .selectOption({ label: door.type });
  if (door.device) await field(dialog, 'ID dispositivo').fill(door.device);
  if (door.cpc) await field(dialog, 'Codice di posizione \\(CPC\\)').fill(door.cpc);
  if (door.code) await field(dialog, 'Codice di accesso').fill(door.code);
  await dialog.getByRole('spinbutton', { name: /^Priorità/ }).fill(door.priority);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await notice(page, 'Porta creata con successo.');
  await dialog.waitFor({ state: 'detached' });
}

describe('owner Strutture', () => {
  test('the host builds an apartment with a remote lock, its doors and rooms', async () => {
    const { context, page } = await openConsole();
    // The demo apartment uses Shelly: the device-status button shows, the check ran on arrival.
    await page.getByRole('button', { name: 'Casa Soglia' }).waitFor();
    await page.getByRole('button', { name: 'Stato dispositivi' }).waitFor();
    await lookAt(page, 'owner-structures-list');

    // Crea Struttura: required fields, a wrong maps link and a server URI that is not a URL.
    await page.getByRole('button', { name: 'Crea Struttura' }).click();
    const create = page.getByRole('dialog', { name: 'Crea Struttura' });
    await create.getByRole('button', { name: 'Salva' }).click();
    assert.match(await description(field(create, 'Nome')), /Campo obbligatorio\./);
    assert.match(await description(field(create, 'Indirizzo')), /Campo obbligatorio\./);
    assert.match(await description(field(create, 'CIN')), /Campo obbligatorio\./);
    await field(create, 'Nome').fill('Villa Aurelia');
    await field(create, 'Indirizzo').fill('Via Aurelia Antica 8, 00165 Roma');
    await field(create, 'CIN').fill('IT058091C2AURE0008');
    await field(create, 'Telefono').fill('+39 06 555 0101');
    const maps = field(create, 'Link di Google Maps');
    await maps.fill('https://www.google.com/maps/place/Roma');
    const remote = create.getByRole('switch', { name: 'Dispositivi di apertura remota (Shelly)' });
    await remote.click();
    const uri = field(create, 'Server URI');
    await uri.fill('non è un url');
    await create.getByRole('button', { name: 'Salva' }).click();
    assert.match(
      await description(maps),
      /Il link deve iniziare con 'https:\/\/maps\.app\.goo\.gl\/'\./,
    );
    assert.match(await description(uri), /URL non valido/);
    assert.match(
      await description(create.getByLabel(/^Chiave di autenticazione/)),
      /Campo obbligatorio\./,
    );
    await lookAt(page, 'owner-structures-create-errors');
    assert.equal((await apartmentsOnServer()).length, 1, 'nothing saved');

    await maps.fill(`${MAPS}VillaAurelia`);
    await uri.fill(product.shellyUrl);
    await create.getByLabel(/^Chiave di autenticazione/).fill(KEY);
    await create.getByRole('checkbox', { name: 'Chiedi i dati degli ospiti' }).check();
    await create.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('heading', { level: 1, name: 'Villa Aurelia' }).waitFor();
    const villa = (await apartmentsOnServer()).find((a) => a.name === 'Villa Aurelia')!;
    assert.ok(page.url().endsWith(`/owners/apartments/${villa.id}/structure`));
    assert.equal(villa.shelly, true);
    assert.equal(villa.has_auth_key, true);
    assert.equal(villa.auth_key, '', 'the key never comes back');

    // The Struttura tab: the address as a maps link, the device notice without the key.
    const address = page.getByRole('link', { name: /Via Aurelia Antica 8/ });
    assert.equal(await address.getAttribute('href'), `${MAPS}VillaAurelia`);
    await page.getByText(product.shellyUrl).waitFor();
    await page.getByText('Impostata', { exact: true }).waitFor();
    assert.equal(await page.getByText(KEY).count(), 0);
    await lookAt(page, 'owner-structures-structure');

    // Porte: empty, then one door of each access type.
    await page.getByRole('tab', { name: 'Porte' }).click();
    await page.getByText('Non ci sono porte per questa struttura.').waitFor();
    assert.ok(page.url().endsWith(`/owners/apartments/${villa.id}/doors`));
    await page.getByRole('button', { name: 'Crea Porta' }).click();
    const doorForm = page.getByRole('dialog', { name: 'Crea Porta' });
    // Defaults of §9: instructions only, so no device or code fields.
    assert.equal(
      await doorForm.getByRole('combobox', { name: 'Tipo di accesso' }).inputValue(),
      'solo istruzioni',
    );
    assert.equal(await field(doorForm, 'ID dispositivo').count(), 0);
    assert.equal(await field(doorForm, 'Codice di accesso').count(), 0);
    await doorForm
      .getByRole('combobox', { name: 'Tipo di accesso' })
      .selectOption({ label: 'Shelly (apertura remota)' });
    assert.equal(await doorForm.getByRole('spinbutton', { name: /^Canale/ }).inputValue(), '0');
    await field(doorForm, 'ID dispositivo').waitFor();
    await lookAt(page, 'owner-structures-door-create');
    await doorForm.getByRole('button', { name: 'Annulla' }).click();

    await simulatorDevice('villa-relay-2', true);
    await createDoor(page, {
      name: 'Portone Villa',
      type: 'Shelly (apertura remota)',
      device: 'demo-relay-1',
      cpc: '1234',
      priority: '1',
    });
    await createDoor(page, {
      name: 'Cancello Villa',
      type: 'Shelly (apertura remota)',
      device: 'villa-relay-2',
      cpc: '5678',
      priority: '2',
    });
    await createDoor(page, { name: 'Porta interna', type: 'Codice', code: '4321#', priority: '3' });
    await createDoor(page, { name: 'Garage', type: 'Solo istruzioni', priority: '4' });
    const doors = await doorsOnServer(villa.id);
    assert.deepEqual(
      doors.map((d) => [d.name, d.access_type, d.id_device, d.access_code]),
      [
        ['Portone Villa', 'shelly', 'demo-relay-1', ''],
        ['Cancello Villa', 'shelly', 'villa-relay-2', ''],
        ['Porta interna', 'codice', '', '4321#'],
        ['Garage', 'solo istruzioni', '', ''],
      ],
    );
    await lookAt(page, 'owner-structures-doors');

    // Modifica Porta: an English instruction, a second English one refused, no-change save.
    await page.getByRole('button', { name: /^Garage/ }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica Porta' });
    const add = edit.getByRole('form', { name: "Aggiungi un'istruzione" });
    await add.getByRole('combobox', { name: 'Lingua' }).selectOption('Inglese');
    await field(add, 'Nome della porta tradotto').fill('Garage door');
    await add.getByRole('textbox', { name: /^Istruzioni tradotte/ }).fill('Push the door open.');
    await add.getByRole('button', { name: 'Aggiungi istruzione' }).click();
    await notice(page, 'Istruzione aggiunta con successo.');
    await edit.getByRole('button', { name: 'Inglese' }).waitFor();
    await add.getByRole('combobox', { name: 'Lingua' }).selectOption('Inglese');
    await field(add, 'Nome della porta tradotto').fill('Again');
    await add.getByRole('button', { name: 'Aggiungi istruzione' }).click();
    assert.match(
      await description(add.getByRole('combobox', { name: 'Lingua' })),
      /Esiste già un'istruzione per questa lingua\./,
    );
    await lookAt(page, 'owner-structures-door-edit');
    const garage = doors.find((d) => d.name === 'Garage')!;
    const instructions = await api.get<{ code: string; door_name: string }[]>(
      `/api/language-instructions/?door_id=${garage.id}`,
    );
    assert.deepEqual(
      instructions.map(({ code, door_name }) => [code, door_name]),
      [['en', 'Garage door']],
    );
    await edit.getByRole('button', { name: 'Salva', exact: true }).click();
    await page.getByText('Nessuna modifica apportata.').waitFor();
    await edit.waitFor({ state: 'detached' });

    // Camere: a room linking two doors.
    await page.getByRole('tab', { name: 'Camere' }).click();
    await page.getByText('Non ci sono camere per questa struttura.').waitFor();
    await page.getByRole('button', { name: 'Crea Camera' }).click();
    const roomForm = page.getByRole('dialog', { name: 'Crea Camera' });
    await field(roomForm, 'Nome della camera').fill('Camera Azzurra');
    await roomForm.getByRole('checkbox', { name: 'Portone Villa' }).check();
    await roomForm.getByRole('checkbox', { name: 'Porta interna' }).check();
    await lookAt(page, 'owner-structures-room-create');
    await roomForm.getByRole('button', { name: 'Salva' }).click();
    await notice(page, 'Camera creata con successo.');
    await page.getByRole('button', { name: /^Camera Azzurra/ }).waitFor();
    const [room] = await roomsOnServer(villa.id);
    const idOf = (name: string) => doors.find((d) => d.name === name)!.id;
    assert.deepEqual(
      [...room.doors].sort((a, b) => a - b),
      [idOf('Portone Villa'), idOf('Porta interna')].sort((a, b) => a - b),
    );
    await lookAt(page, 'owner-structures-rooms');

    // A reload on the deep URL lands on the same tab; back leaves a modal behind closed.
    await page.reload();
    await page.getByRole('tab', { name: 'Camere', selected: true }).waitFor();
    await page.getByRole('button', { name: /^Camera Azzurra/ }).waitFor();
    await page.getByRole('button', { name: 'Crea Camera' }).click();
    await page.getByRole('dialog', { name: 'Crea Camera' }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Porte', selected: true }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);

    // Device status: every remote-lock door OK, then one device goes offline.
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.getByRole('heading', { level: 1, name: 'Strutture' }).waitFor();
    await page.getByRole('button', { name: 'Stato dispositivi' }).click();
    const status = page.getByRole('dialog', { name: 'Stato dei dispositivi' });
    const card = (name: string) => status.getByRole('listitem').filter({ hasText: name });
    await card('Cancello Villa').getByText('OK', { exact: true }).waitFor();
    await card('Portone Villa').getByText('OK', { exact: true }).waitFor();
    await card('Portone Villa').getByText('Villa Aurelia').waitFor();
    assert.equal(
      await page.getByRole('alert').filter({ hasText: 'Alcuni dispositivi' }).count(),
      0,
    );
    await lookAt(page, 'owner-structures-status');
    await status.getByRole('button', { name: 'Chiudi', exact: true }).last().click();

    await simulatorDevice('villa-relay-2', false);
    await page.getByRole('button', { name: 'Stato dispositivi' }).click();
    await card('Cancello Villa').getByText('Non OK', { exact: true }).waitFor();
    await card('Portone Villa').getByText('OK', { exact: true }).waitFor();
    await status.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Alcuni dispositivi di apertura remota' });
    await banner.waitFor();
    await lookAt(page, 'owner-structures-banner');
    await banner.getByRole('button', { name: 'Chiudi' }).click();
    await banner.waitFor({ state: 'detached' });

    // Modifica Struttura without changes; the remote-lock switch off clears URI and key.
    await page.getByRole('button', { name: 'Villa Aurelia' }).click();
    await page.getByRole('button', { name: 'Modifica Struttura' }).click();
    const update = page.getByRole('dialog', { name: 'Modifica Struttura' });
    await field(update, 'Server URI').waitFor();
    await lookAt(page, 'owner-structures-update');
    await update.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Nessuna modifica apportata.').waitFor();
    await update.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Modifica Struttura' }).click();
    const toggle = update.getByRole('switch', { name: 'Dispositivi di apertura remota (Shelly)' });
    await toggle.click();
    assert.equal(await field(update, 'Server URI').count(), 0);
    await toggle.click();
    assert.equal(await field(update, 'Server URI').inputValue(), '');
    await update.getByRole('button', { name: 'Annulla' }).click();

    // Deletes, each after its confirmation: a door, the room, the apartment.
    await page.getByRole('tab', { name: 'Porte' }).click();
    await page.getByRole('button', { name: /^Porta interna/ }).click();
    await page
      .getByRole('dialog', { name: 'Modifica Porta' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    const confirmDoor = page.getByRole('alertdialog', { name: 'Elimina porta' });
    await confirmDoor
      .getByText('Sei sicuro di voler cancellare la porta «Porta interna»?')
      .waitFor();
    await lookAt(page, 'owner-structures-door-delete');
    await confirmDoor.getByRole('button', { name: 'Elimina' }).click();
    await notice(page, 'Porta eliminata con successo.');
    await page.getByRole('button', { name: /^Porta interna/ }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Camere' }).click();
    await page.getByRole('button', { name: /^Camera Azzurra/ }).click();
    await page
      .getByRole('dialog', { name: 'Modifica Camera' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    const confirmRoom = page.getByRole('alertdialog', { name: 'Elimina camera' });
    await confirmRoom.getByRole('button', { name: 'Elimina' }).click();
    await page.getByText('Non ci sono camere per questa struttura.').waitFor();
    assert.deepEqual(await roomsOnServer(villa.id), []);

    await page.getByRole('tab', { name: 'Struttura' }).click();
    await page.getByRole('button', { name: 'Modifica Struttura' }).click();
    await update.getByRole('button', { name: 'Elimina' }).click();
    const confirmApartment = page.getByRole('alertdialog', { name: 'Elimina struttura' });
    await confirmApartment
      .getByText('Sei sicuro di voler cancellare questo appartamento?')
      .waitFor();
    await lookAt(page, 'owner-structures-delete');
    await confirmApartment.getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('heading', { level: 1, name: 'Strutture' }).waitFor();
    await page.getByRole('button', { name: 'Villa Aurelia' }).waitFor({ state: 'detached' });
    assert.deepEqual(
      (await apartmentsOnServer()).map((a) => a.name),
      ['Casa Soglia'],
    );
    await context.close();
  });

  test('bad input on the door and room forms is refused on screen, nothing saved', async () => {
    const apartment = await api.post<{ id: number }>('/api/apartments/', {
      name: 'Loft Testaccio',
      address: 'Via Marmorata 40, 00153 Roma',
      CIN: 'IT058091C2TEST0040',
      // Not about identification: like an apartment created before the rule.
      identification_required: false,
    });
    const { context, page } = await openConsole();
    await page.goto(`${product.shellUrl}/owners/apartments/${apartment.id}/doors`);
    await page.getByText('Non ci sono porte per questa struttura.').waitFor();

    await page.getByRole('button', { name: 'Crea Porta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crea Porta' });
    const name = field(dialog, 'Nome della porta');
    await name.fill('N'.repeat(50));
    assert.equal((await name.inputValue()).length, 40);
    await dialog.getByText('Hai raggiunto il limite massimo di 40 caratteri.').waitFor();
    assert.match(await description(name), /0 caratteri rimanenti/);
    await name.fill('');
    const type = dialog.getByRole('combobox', { name: 'Tipo di accesso' });
    await type.selectOption({ label: 'Shelly (apertura remota)' });
    await dialog.getByRole('button', { name: 'Salva' }).click();
    assert.match(await description(name), /Campo obbligatorio\./);
    assert.match(await description(field(dialog, 'ID dispositivo')), /Campo obbligatorio\./);
    assert.match(
      await description(field(dialog, 'Codice di posizione \\(CPC\\)')),
      /Campo obbligatorio\./,
    );
    await type.selectOption({ label: 'Codice' });
    const code = field(dialog, 'Codice di accesso');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    assert.match(await description(code), /Campo obbligatorio\./);
    await code.fill('9'.repeat(25));
    assert.equal((await code.inputValue()).length, 20);
    await dialog.getByText('Hai raggiunto il limite massimo di 20 caratteri.').waitFor();
    const text = dialog.getByRole('textbox', { name: /^Descrizione/ });
    await text.fill('D'.repeat(250));
    assert.equal((await text.inputValue()).length, 200);
    await lookAt(page, 'owner-structures-door-errors');
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    await page.getByRole('tab', { name: 'Camere' }).click();
    await page.getByRole('button', { name: 'Crea Camera' }).click();
    const room = page.getByRole('dialog', { name: 'Crea Camera' });
    await room.getByText('Questa struttura non ha ancora porte.').waitFor();
    await room.getByRole('button', { name: 'Salva' }).click();
    assert.match(await description(field(room, 'Nome della camera')), /Campo obbligatorio\./);
    await room.getByRole('button', { name: 'Annulla' }).click();

    assert.deepEqual(await doorsOnServer(apartment.id), []);
    assert.deepEqual(await roomsOnServer(apartment.id), []);
    await context.close();
  });
});
