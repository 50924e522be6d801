import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { atBothWidths, checkScreen } from '../support/screens.ts';
import { startProduct, type Product } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
import { romeDate } from '../support/stays.ts';

// The guest's guidebook in Chromium at a phone viewport, against the real API: a stay of a new
// apartment starts with empty sections; the host writes infos (some with a maps link, some
// translated into German) through the API; the guest reads them grouped by section, opens and
// closes a long text, finds the host's contacts, and switching to Deutsch from the header asks
// the guidebook again in German.

const MAPS = 'https://maps.app.goo.gl/';

interface Credentials {
  username: string;
  psw: string;
}

let product: Product;
let browser: Browser;
let host: ApiSession;
let apartmentId: number;
let blueRoom: number;
let greenRoom: number;
let guest: Credentials;

async function stayIn(apartment: number, room: number, surname: string): Promise<Credentials> {
  return host.post<Credentials>('/api/register/checkin/', {
    name: 'Lena',
    surname,
    source: 'Airbnb',
    guest_number: 1,
    check_in_date: romeDate(0),
    check_out_date: romeDate(2),
    check_in_time: '15:00',
    check_out_time: '10:00',
    password: 'GUIDA2026',
    apartment,
    room,
    require_registration_form: false,
    require_document_photo: false,
    require_billing_info: false,
  });
}

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  host = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  const apartment = await host.post<{ id: number }>('/api/apartments/', {
    name: 'Casa Trastevere',
    address: 'Via della Scala 21, 00153 Roma',
    CIN: 'IT058091C2TRAST0021',
    // Not about identification: like an apartment created before the rule.
    identification_required: false,
    phone: '+39 347 555 0199',
    email: 'ospiti@casatrastevere.example',
  });
  apartmentId = apartment.id;
  blueRoom = (
    await host.post<{ id: number }>('/api/rooms/', { name: 'Camera Blu', apartment: apartmentId })
  ).id;
  greenRoom = (
    await host.post<{ id: number }>('/api/rooms/', { name: 'Camera Verde', apartment: apartmentId })
  ).id;
  guest = await stayIn(apartmentId, blueRoom, 'Weber');
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

/** A logged-in guest in Italian at a phone viewport, consent already given, on the stay card. */
async function guestPage(
  credentials: Credentials,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies([
    { name: 'language', value: 'it', url: product.shellUrl },
    { name: 'privacy_consent', value: 'accepted', url: product.shellUrl },
  ]);
  const page = await context.newPage();
  await fillLogin(page, product.shellUrl, credentials.username, credentials.psw);
  await page.waitForURL('**/guest');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page };
}

const open = async (page: Page, section: string) => {
  await page.getByRole('navigation').getByRole('button', { name: section }).click();
  // The section's code and data have arrived: nothing in the main area is loading any more.
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && !main.querySelector('[role="status"]') && !!main.textContent?.trim();
  });
};

/**
 * Axe and a screenshot of the page as it is, at 375 and 1280 px; then at 320 px with the text
 * at 200 % (WCAG 1.4.4 and 1.4.10): still no sideways scroll (saved as <name>-zoom-320.png).
 */
async function lookAt(page: Page, name: string) {
  await atBothWidths(page, async () => {
    await expectAxeClean(page, name);
    await checkScreen(page, name);
  });
  const original = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  try {
    await checkScreen(page, `${name}-zoom`);
  } finally {
    await page.evaluate(() => (document.documentElement.style.fontSize = ''));
    if (original) await page.setViewportSize(original);
  }
}

const main = (page: Page) => page.getByRole('main');
const titlesIn = (region: Locator) =>
  region.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

/** The guidebook requests the page sends, as their `language` query. */
function recordInfoRequests(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/apartment-info/')
      languages.push(url.searchParams.get('language') ?? '');
  });
  return languages;
}

describe('guest guidebook', () => {
  test('empty sections say so; contacts show what the host gave', async () => {
    const { context, page } = await guestPage(guest);
    const asked = recordInfoRequests(page);
    const empty: [string, string, string][] = [
      [
        'Informazioni generali',
        'Nessuna informazione generale disponibile.',
        'guest-general-empty',
      ],
      ['Parcheggio', 'Nessuna informazione sul parcheggio disponibile.', 'guest-parking-empty'],
      ['Ristoranti', 'Nessun ristorante consigliato disponibile.', 'guest-restaurants-empty'],
      [
        'Appartamento e camera',
        'Nessuna informazione sull’appartamento o sulla camera disponibile.',
        'guest-apartment-empty',
      ],
    ];
    for (const [section, text, shot] of empty) {
      await open(page, section);
      await main(page).getByText(text).waitFor();
      await lookAt(page, shot);
    }
    // The CIN shows even without articles.
    await main(page).getByText('IT058091C2TRAST0021').waitFor();
    // One request for all four sections.
    assert.deepEqual(asked, ['it']);
    await context.close();
  });

  test('the host’s infos appear grouped by section, with maps links, read more and contacts', async () => {
    const info = (entry: {
      title: string;
      type: string;
      info: string;
      google_link?: string;
      room?: number;
    }) =>
      host.post<{ id: number }>('/api/apartment-info/', {
        google_link: '',
        room: null,
        apartment: apartmentId,
        ...entry,
      });
    const german = (id: number, title: string, text: string) =>
      host.post('/api/language-informations/', {
        apartment_info: id,
        language: 'Tedesco',
        code: 'de',
        title,
        info: text,
      });
    const wifi = await info({
      type: 'general',
      title: 'Wi-Fi',
      info: 'Rete "Trastevere", password sul router.',
    });
    await german(wifi.id, 'WLAN', 'Netzwerk "Trastevere", das Passwort steht auf dem Router.');
    const longText =
      'Lasciate le chiavi sul tavolo della cucina e chiudete bene il portone. Prima di partire ' +
      'spegnete l’aria condizionata e le luci, chiudete le finestre e buttate la spazzatura negli ' +
      'appositi contenitori in cortile: umido, carta, plastica e vetro. Grazie e buon viaggio!';
    await info({ type: 'general', title: 'Check-out', info: longText });
    await info({
      type: 'nearby',
      title: 'Farmacia',
      info: 'Aperta dalle 8 alle 20.',
      google_link: `${MAPS}Farmacia`,
    });
    const church = await info({
      type: 'places_to_visit',
      title: 'Santa Maria in Trastevere',
      info: 'Mosaici del XII secolo.',
      google_link: `${MAPS}SantaMaria`,
    });
    await german(church.id, 'Kirche Santa Maria', 'Mosaike aus dem 12. Jahrhundert.');
    await info({
      type: 'parking_info',
      title: 'Garage Gianicolo',
      info: 'Aperto 24 ore su 24.',
      google_link: `${MAPS}Garage`,
    });
    await info({
      type: 'restaurants',
      title: 'Da Enzo',
      info: 'Cucina romana.',
      google_link: `${MAPS}DaEnzo`,
    });
    await info({ type: 'restaurants', title: 'Forno', info: 'Pizza al taglio.' });
    await info({
      type: 'apartment_info',
      title: 'Riscaldamento',
      info: 'Termostato nel corridoio.',
    });
    await info({ type: 'room_info', title: 'Cassaforte', info: 'Nell’armadio.', room: blueRoom });
    await info({
      type: 'room_info',
      title: 'Ventilatore',
      info: 'Sotto il letto.',
      room: greenRoom,
    });

    const { context, page } = await guestPage(guest);
    const asked = recordInfoRequests(page);

    // General: three groups, in order; Open in Maps only on the linked articles.
    await open(page, 'Informazioni generali');
    assert.deepEqual(await main(page).getByRole('heading', { level: 2 }).allTextContents(), [
      'Informazioni generali',
      'Servizi',
      'Cosa visitare',
    ]);
    assert.deepEqual(await titlesIn(page.getByRole('region', { name: 'Informazioni generali' })), [
      'Wi-Fi',
      'Check-out',
    ]);
    assert.deepEqual(await titlesIn(page.getByRole('region', { name: 'Servizi' })), ['Farmacia']);
    assert.deepEqual(await titlesIn(page.getByRole('region', { name: 'Cosa visitare' })), [
      'Santa Maria in Trastevere',
    ]);
    const maps = main(page).getByRole('link', { name: 'Apri in Maps' });
    assert.equal(await maps.count(), 2);
    const pharmacyMaps = page
      .getByRole('article', { name: 'Farmacia' })
      .getByRole('link', { name: 'Apri in Maps' });
    assert.equal(await pharmacyMaps.getAttribute('href'), `${MAPS}Farmacia`);
    assert.equal(await pharmacyMaps.getAttribute('target'), '_blank');
    assert.match((await pharmacyMaps.getAttribute('rel')) ?? '', /\bnoopener\b/);
    assert.equal(await page.getByRole('article', { name: 'Wi-Fi' }).getByRole('link').count(), 0);

    // Read more / read less on the long text.
    const checkout = page.getByRole('article', { name: 'Check-out' });
    assert.equal(await checkout.getByText('Grazie e buon viaggio!', { exact: false }).count(), 0);
    await lookAt(page, 'guest-general');
    await checkout.getByRole('button', { name: 'Leggi di più' }).click();
    await checkout.getByText('Grazie e buon viaggio!', { exact: false }).waitFor();
    await lookAt(page, 'guest-general-expanded');
    await checkout.getByRole('button', { name: 'Leggi di meno' }).click();
    await checkout.getByRole('button', { name: 'Leggi di più' }).waitFor();
    assert.equal(await checkout.getByText('Grazie e buon viaggio!', { exact: false }).count(), 0);

    // Parking and restaurants.
    await open(page, 'Parcheggio');
    assert.deepEqual(await titlesIn(page.getByRole('region', { name: 'Parcheggio' })), [
      'Garage Gianicolo',
    ]);
    assert.equal(
      await main(page).getByRole('link', { name: 'Apri in Maps' }).getAttribute('href'),
      `${MAPS}Garage`,
    );
    await lookAt(page, 'guest-parking');
    await open(page, 'Ristoranti');
    assert.deepEqual(await titlesIn(page.getByRole('region', { name: 'Dove mangiare' })), [
      'Da Enzo',
      'Forno',
    ]);
    assert.equal(
      await page
        .getByRole('article', { name: 'Da Enzo' })
        .getByRole('link', { name: 'Apri in Maps' })
        .count(),
      1,
    );
    assert.equal(await page.getByRole('article', { name: 'Forno' }).getByRole('link').count(), 0);
    await lookAt(page, 'guest-restaurants');

    // Apartment and room: the CIN, the apartment's articles, only the room of the stay.
    await open(page, 'Appartamento e camera');
    await main(page).getByText('IT058091C2TRAST0021').waitFor();
    assert.deepEqual(
      await titlesIn(page.getByRole('region', { name: 'Informazioni sull’appartamento' })),
      ['Riscaldamento'],
    );
    assert.deepEqual(
      await titlesIn(page.getByRole('region', { name: 'Informazioni sulla camera' })),
      ['Cassaforte'],
    );
    await lookAt(page, 'guest-apartment');

    // Contacts: call, chat, write, find.
    await open(page, 'Contatti');
    assert.equal(
      await main(page).getByRole('link', { name: '+39 347 555 0199' }).getAttribute('href'),
      'tel:+393475550199',
    );
    const chat = main(page).getByRole('link', { name: 'Chatta su WhatsApp' });
    assert.equal(await chat.getAttribute('href'), 'https://wa.me/393475550199');
    assert.match((await chat.getAttribute('rel')) ?? '', /\bnoopener\b/);
    assert.equal(
      await main(page)
        .getByRole('link', { name: 'ospiti@casatrastevere.example' })
        .getAttribute('href'),
      'mailto:ospiti@casatrastevere.example',
    );
    const find = main(page).getByRole('link', { name: 'Apri in Maps' });
    assert.equal(
      await find.getAttribute('href'),
      'https://www.google.com/maps/search/?api=1&query=Via%20della%20Scala%2021%2C%2000153%20Roma',
    );
    assert.equal(await find.getAttribute('target'), '_blank');
    await lookAt(page, 'guest-contacts');

    // All of it with one guidebook request.
    assert.deepEqual(asked, ['it']);

    // Deutsch from the header: the app in German and the guidebook asked again in German.
    await page.getByRole('button', { name: 'Cambia lingua: IT' }).click();
    const modal = page.getByRole('dialog', { name: 'Scegli la lingua' });
    await lookAt(page, 'guest-language-modal');
    await modal.getByRole('button', { name: 'Deutsch' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sprache ändern: DE' }).waitFor();
    await open(page, 'Allgemeine Informationen');
    await page
      .getByRole('article', { name: 'WLAN' })
      .getByText('Netzwerk "Trastevere"', { exact: false })
      .waitFor();
    assert.deepEqual(await main(page).getByRole('heading', { level: 2 }).allTextContents(), [
      'Allgemeine Informationen',
      'Dienstleistungen',
      'Sehenswürdigkeiten',
    ]);
    // Translated where the host translated, the original elsewhere.
    assert.deepEqual(await titlesIn(page.getByRole('region', { name: 'Sehenswürdigkeiten' })), [
      'Kirche Santa Maria',
    ]);
    assert.deepEqual(await titlesIn(page.getByRole('region', { name: 'Dienstleistungen' })), [
      'Farmacia',
    ]);
    assert.equal(await main(page).getByRole('link', { name: 'In Maps öffnen' }).count(), 2);
    await page
      .getByRole('article', { name: 'Check-out' })
      .getByRole('button', { name: 'Mehr lesen' })
      .waitFor();
    await lookAt(page, 'guest-general-de');
    assert.deepEqual(asked, ['it', 'de']);
    await open(page, 'Parken');
    await page
      .getByRole('region', { name: 'Parken' })
      .getByRole('article', { name: 'Garage Gianicolo' })
      .waitFor();
    assert.deepEqual(asked, ['it', 'de']);
    await context.close();
  });

  test('contacts without phone or email: only the address and its maps search', async () => {
    const plain = await host.post<{ id: number }>('/api/apartments/', {
      name: 'Monolocale Testaccio',
      address: 'Via Marmorata 40, 00153 Roma',
      CIN: 'IT058091C2TESTA0040',
      // Not about identification: like an apartment created before the rule.
      identification_required: false,
    });
    const room = await host.post<{ id: number }>('/api/rooms/', {
      name: 'Unica',
      apartment: plain.id,
    });
    const credentials = await stayIn(plain.id, room.id, 'Schmidt');
    const { context, page } = await guestPage(credentials);
    await open(page, 'Contatti');
    await main(page).getByText('Via Marmorata 40, 00153 Roma').waitFor();
    const links = await main(page)
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    assert.deepEqual(links, [
      'https://www.google.com/maps/search/?api=1&query=Via%20Marmorata%2040%2C%2000153%20Roma',
    ]);
    assert.equal(await main(page).getByText('Telefono').count(), 0);
    await lookAt(page, 'guest-contacts-address-only');
    await context.close();
  });
});
