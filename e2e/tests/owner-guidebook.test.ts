import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { atBothWidths, checkScreen } from '../support/screens.ts';
import { startProduct, type Product } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';

// Informazioni in Chromium against the real API: the host writes a guidebook of every type for
// an apartment arranged through the API, translates, edits and deletes entries, and bad input
// is refused on screen with nothing saved.

interface InfoEntry {
  id: number;
  title: string;
  type: string;
  info: string;
  google_link: string;
  room: number | null;
}
interface Translation {
  id: number;
  code: string;
  title: string;
}

const MAPS = 'https://maps.app.goo.gl/';

let product: Product;
let browser: Browser;
let api: ApiSession;
let apartmentId: number;
let roomId: number;

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  api = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  const apartment = await api.post<{ id: number }>('/api/apartments/', {
    name: 'Villa Gianicolo',
    address: 'Via Garibaldi 33, 00153 Roma',
    CIN: 'IT058091C2VILLA0033',
    // Not about identification: like an apartment created before the rule.
    identification_required: false,
  });
  apartmentId = apartment.id;
  const room = await api.post<{ id: number }>('/api/rooms/', {
    name: 'Camera Rossa',
    apartment: apartmentId,
  });
  roomId = room.id;
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

const infosOnServer = () => api.get<InfoEntry[]>(`/api/apartment-info/?apartment=${apartmentId}`);
const translationsOnServer = (entryId: number) =>
  api.get<Translation[]>(`/api/language-informations/?apartment_info=${entryId}`);

async function openGuidebook(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
  await page.waitForURL('**/owners');
  await page.goto(`${product.shellUrl}/owners/infos?apartment=${apartmentId}`);
  await page.getByRole('heading', { level: 1, name: 'Informazioni' }).waitFor();
  return { context, page };
}

/** Axe and a screenshot of the page as it is, at 375 and 1280 px. */
async function lookAt(page: Page, name: string) {
  await atBothWidths(page, async () => {
    await expectAxeClean(page, name);
    await checkScreen(page, name);
  });
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The accessible description of a control: what sits next to it (error, hint, counter). */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

interface NewInfo {
  type: string;
  title: string;
  info: string;
  room?: string;
  link?: string;
}

async function createInfo(page: Page, entry: NewInfo) {
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea Informazione' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: entry.type });
  if (entry.room) {
    await dialog.getByRole('combobox', { name: 'Camera' }).selectOption({ label: entry.room });
  }
  await dialog.getByRole('textbox', { name: 'Titolo' }).fill(entry.title);
  await dialog.getByRole('textbox', { name: 'Testo' }).fill(entry.info);
  if (entry.link) {
    await dialog.getByRole('textbox', { name: 'Link di Google Maps' }).fill(entry.link);
  }
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await toast(page, 'Informazione aggiunta con successo.');
  await dialog.waitFor({ state: 'detached' });
}

describe('owner Informazioni', () => {
  test('the host writes a guidebook: every type, a translation, an edit, a delete', async () => {
    const { context, page } = await openGuidebook();
    await page.getByText('Nessuna informazione per questa struttura.').waitFor();
    assert.equal(
      await page.getByRole('combobox', { name: 'Struttura' }).inputValue(),
      String(apartmentId),
    );
    await lookAt(page, 'owner-guidebook-empty');

    // The create modal as the host first sees it, with the room field of a room entry.
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    const create = page.getByRole('dialog', { name: 'Crea Informazione' });
    await create
      .getByRole('combobox', { name: 'Tipo' })
      .selectOption({ label: 'Informazioni Camera' });
    await create.getByRole('combobox', { name: 'Camera' }).waitFor();
    await lookAt(page, 'owner-guidebook-create');
    await create.getByRole('button', { name: 'Annulla' }).click();

    const entries: NewInfo[] = [
      { type: 'Generale', title: 'Wi-Fi', info: 'Rete "Gianicolo", password sul router.' },
      {
        type: 'Informazioni Parcheggio',
        title: 'Parcheggio su strada',
        info: 'Strisce blu in Via Garibaldi, gratis la domenica.',
      },
      {
        type: 'Ristoranti',
        title: 'Trattoria Da Lucia',
        info: 'Cucina romana in Vicolo del Mattonato 2.',
        link: `${MAPS}DaLucia`,
      },
      { type: 'Nei Paraggi', title: 'Forno', info: 'Pizza bianca dalle 7.' },
      {
        type: 'Cosa Visitare',
        title: 'Fontanone',
        info: 'La Fontana dell’Acqua Paola, 5 minuti a piedi.',
      },
      { type: 'Informazioni Appartamento', title: 'Check-out', info: 'Entro le 10:00.' },
      {
        type: 'Informazioni Camera',
        title: 'Aria condizionata',
        info: 'Telecomando nel cassetto.',
        room: 'Camera Rossa',
      },
    ];
    for (const entry of entries) await createInfo(page, entry);

    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    assert.deepEqual(
      groups.map((text) => text.replace(/\d+ informazion[ei]$/, '')),
      [
        'Generale',
        'Informazioni Parcheggio',
        'Ristoranti',
        'Nei Paraggi',
        'Cosa Visitare',
        'Informazioni Appartamento',
        'Informazioni Camera',
      ],
    );
    await page.getByRole('heading', { level: 3, name: /^Camera Rossa/ }).waitFor();
    const saved = await infosOnServer();
    assert.equal(saved.length, 7);
    assert.equal(saved.find((info) => info.type === 'room_info')?.room, roomId);
    assert.equal(saved.find((info) => info.type === 'restaurants')?.google_link, `${MAPS}DaLucia`);

    // Collapsible headers.
    const restaurants = page.getByRole('button', { name: /^Ristoranti/ });
    await restaurants.click();
    assert.equal(await restaurants.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByText('Trattoria Da Lucia').isVisible(), false);
    await restaurants.click();
    await page.getByText('Trattoria Da Lucia').waitFor();
    await lookAt(page, 'owner-guidebook-list');

    // The detail view.
    await page.getByRole('button', { name: /Trattoria Da Lucia/ }).click();
    const detail = page.getByRole('dialog', { name: 'Trattoria Da Lucia' });
    await detail.getByText('Ristoranti').waitFor();
    assert.equal(
      await detail.getByRole('link', { name: 'Apri in Google Maps' }).getAttribute('href'),
      `${MAPS}DaLucia`,
    );
    await lookAt(page, 'owner-guidebook-detail');

    // Modifica: a translation into English, then an edit of the entry itself.
    await detail.getByRole('button', { name: 'Modifica' }).click();
    const update = page.getByRole('dialog', { name: 'Aggiorna Informazione' });
    const add = update.getByRole('form', { name: 'Aggiungi una traduzione' });
    await add.getByRole('combobox', { name: 'Lingua' }).selectOption('Inglese');
    await add.getByRole('textbox', { name: 'Titolo tradotto' }).fill('Da Lucia trattoria');
    await add
      .getByRole('textbox', { name: 'Testo tradotto' })
      .fill('Roman cooking, Vicolo del Mattonato 2.');
    await add.getByRole('button', { name: 'Aggiungi traduzione' }).click();
    await toast(page, 'Informazione aggiunta con successo.');
    await update.getByRole('button', { name: 'Inglese' }).click();
    await update.getByRole('form', { name: 'Traduzione Inglese' }).waitFor();
    await lookAt(page, 'owner-guidebook-update');
    const lucia = saved.find((info) => info.type === 'restaurants')!;
    assert.deepEqual(
      (await translationsOnServer(lucia.id)).map(({ code, title }) => ({ code, title })),
      [{ code: 'en', title: 'Da Lucia trattoria' }],
    );
    const title = update.getByRole('textbox', { name: /^Titolo( \*)?$/ });
    await title.fill('Trattoria Da Lucia a Trastevere');
    await update.getByRole('button', { name: 'Salva', exact: true }).click();
    await toast(page, 'Informazione aggiornata con successo.');
    const edited = page.getByRole('dialog', { name: 'Trattoria Da Lucia a Trastevere' });
    await edited.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await edited.waitFor({ state: 'detached' });
    assert.equal(
      (await infosOnServer()).find((info) => info.id === lucia.id)?.title,
      'Trattoria Da Lucia a Trastevere',
    );

    // Delete: confirmed once, sent once, and gone.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await page.getByRole('button', { name: /Fontanone/ }).click();
    await page
      .getByRole('dialog', { name: 'Fontanone' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Elimina informazione' });
    await confirm
      .getByText('Sei sicuro di voler eliminare «Fontanone»?', { exact: false })
      .waitFor();
    await lookAt(page, 'owner-guidebook-delete');
    await confirm.getByRole('button', { name: 'Elimina' }).dblclick();
    await toast(page, 'Informazione eliminata con successo!');
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Fontanone/ }).waitFor({ state: 'detached' });
    assert.equal(deletes.length, 1, `one DELETE, not ${deletes.join(', ')}`);
    const fontanone = saved.find((info) => info.title === 'Fontanone')!;
    assert.equal(
      (await infosOnServer()).some((info) => info.id === fontanone.id),
      false,
    );
    await assert.rejects(api.delete(`/api/apartment-info/${fontanone.id}/`), /answered 404/);
    assert.equal(await page.getByRole('heading', { level: 2, name: /^Cosa Visitare/ }).count(), 0);

    // A reload keeps the apartment (it is not the first one, which the screen would pick).
    await page.reload();
    await page.getByRole('button', { name: /Trattoria Da Lucia a Trastevere/ }).waitFor();
    assert.equal(
      await page.getByRole('combobox', { name: 'Struttura' }).inputValue(),
      String(apartmentId),
    );
    assert.ok(page.url().endsWith(`/owners/infos?apartment=${apartmentId}`));
    await context.close();
  });

  test('bad input: required fields, length limits and wrong maps links are refused on screen', async () => {
    const existing = await api.post<InfoEntry>('/api/apartment-info/', {
      title: 'Gelateria del Viale',
      type: 'nearby',
      info: 'Gelato artigianale in Viale Trastevere.',
      google_link: `${MAPS}Gelateria`,
      apartment: apartmentId,
      room: null,
    });
    await api.post('/api/language-informations/', {
      apartment_info: existing.id,
      language: 'Inglese',
      code: 'en',
      title: 'Ice cream',
      info: 'Home-made ice cream.',
    });
    const before = await infosOnServer();
    const { context, page } = await openGuidebook();
    await page.getByRole('button', { name: /Gelateria del Viale/ }).waitFor();

    // Crea Informazione: required fields.
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    const create = page.getByRole('dialog', { name: 'Crea Informazione' });
    await create.getByRole('button', { name: 'Salva' }).click();
    const type = create.getByRole('combobox', { name: 'Tipo' });
    const title = create.getByRole('textbox', { name: 'Titolo' });
    const text = create.getByRole('textbox', { name: 'Testo' });
    assert.match(await description(type), /Seleziona il tipo\./);
    assert.match(await description(title), /Inserisci il titolo\./);
    assert.match(await description(text), /Inserisci il testo\./);
    await type.selectOption({ label: 'Informazioni Camera' });
    await title.fill('Cassaforte');
    await text.fill('Nell’armadio.');
    await create.getByRole('button', { name: 'Salva' }).click();
    assert.match(
      await description(create.getByRole('combobox', { name: 'Camera' })),
      /Seleziona la camera\./,
    );

    // Title 255 and text 5000: the field stops there, the counter says so, the notice shows.
    await title.fill('T'.repeat(300));
    assert.equal((await title.inputValue()).length, 255);
    assert.match(await description(title), /0 caratteri rimanenti/);
    await create.getByText('Hai raggiunto il limite massimo di 255 caratteri.').waitFor();
    await text.fill('I'.repeat(5001));
    assert.equal((await text.inputValue()).length, 5000);
    assert.match(await description(text), /0 caratteri rimanenti/);

    // A link that is not a maps share link (create message).
    await type.selectOption({ label: 'Ristoranti' });
    const link = create.getByRole('textbox', { name: 'Link di Google Maps' });
    await link.fill('https://www.google.com/maps/place/Roma');
    await create.getByRole('button', { name: 'Salva' }).click();
    assert.match(await description(link), /Il link deve essere un link di Google Maps'\./);
    await lookAt(page, 'owner-guidebook-create-errors');
    await create.getByRole('button', { name: 'Annulla' }).click();

    // Aggiorna Informazione: the update message, a required title, a duplicate language.
    await page.getByRole('button', { name: /Gelateria del Viale/ }).click();
    await page
      .getByRole('dialog', { name: 'Gelateria del Viale' })
      .getByRole('button', { name: 'Modifica' })
      .click();
    const update = page.getByRole('dialog', { name: 'Aggiorna Informazione' });
    const updateLink = update.getByRole('textbox', { name: 'Link di Google Maps' });
    await updateLink.fill('maps.app.goo.gl/Gelateria');
    const updateTitle = update.getByRole('textbox', { name: /^Titolo( \*)?$/ });
    await updateTitle.fill('   ');
    await update.getByRole('button', { name: 'Salva', exact: true }).click();
    assert.match(
      await description(updateLink),
      /Il link deve iniziare con 'https:\/\/maps\.app\.goo\.gl\/'\./,
    );
    assert.match(await description(updateTitle), /Inserisci il titolo\./);
    const add = update.getByRole('form', { name: 'Aggiungi una traduzione' });
    await add.getByRole('button', { name: 'Aggiungi traduzione' }).click();
    assert.match(
      await description(add.getByRole('combobox', { name: 'Lingua' })),
      /Seleziona la lingua\./,
    );
    await add.getByRole('combobox', { name: 'Lingua' }).selectOption('Inglese');
    await add.getByRole('textbox', { name: 'Titolo tradotto' }).fill('Gelato');
    await add.getByRole('textbox', { name: 'Testo tradotto' }).fill('Ice cream.');
    await add.getByRole('button', { name: 'Aggiungi traduzione' }).click();
    assert.match(
      await description(add.getByRole('combobox', { name: 'Lingua' })),
      /Esiste già un'informazione per questa lingua\./,
    );
    await lookAt(page, 'owner-guidebook-update-errors');

    // Nothing was saved.
    assert.deepEqual(await infosOnServer(), before);
    assert.deepEqual(
      (await translationsOnServer(existing.id)).map(({ code, title: t }) => [code, t]),
      [['en', 'Ice cream']],
    );
    await context.close();
  });
});
