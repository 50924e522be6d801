import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { atBothWidths, checkScreen } from '../support/screens.ts';
import { startProduct, type Product } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
import { romeDate } from '../support/stays.ts';

// Bookings arrive by themselves: in Chromium against the real API and the calendar feed
// simulator, a host connects an apartment's Airbnb calendar, reads it, completes one of its two
// bookings in Accessi and shares its credentials; the channel then moves that booking's dates
// and cancels the other, and after Sincronizza ora the host sees both changes.

interface Profile {
  surname: string;
  status: string;
  guest_number: number;
  calendar: { reservation_code: string } | null;
}

const FEED_PATH = '/airbnb/loft-trastevere.ics';
const FIRST = { uid: 'loft-first@airbnb.com', code: 'HMLOFT0001', phoneLast4: '4821' };
const SECOND = { uid: 'loft-second@airbnb.com', code: 'HMLOFT0002', phoneLast4: '7730' };

let product: Product;
let browser: Browser;
let host: ApiSession;
let apartmentId: number;

const display = (iso: string) => iso.split('-').reverse().join('/');

/** What the channel's calendar holds now (the simulator writes it as Airbnb does). */
async function channelHas(events: object[]) {
  const res = await fetch(`${product.calendarUrl}/__sim/feeds${FEED_PATH}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel: 'airbnb', events }),
  });
  assert.equal(res.status, 200);
}

const searchBySurname = async (surname: string) =>
  (
    await host.get<{ search_results: Profile[] }>(
      `/api/checkin-profiles/?surname=${encodeURIComponent(surname)}`,
    )
  ).search_results;

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  host = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  const apartment = await host.post<{ id: number }>('/api/apartments/', {
    name: 'Loft Trastevere',
    address: 'Via della Scala 21, 00153 Roma',
    CIN: 'IT058091C2LOFT0021',
    identification_required: false,
    phone: '+39 347 555 0199',
    email: 'ospiti@lofttrastevere.example',
  });
  apartmentId = apartment.id;
  await host.post('/api/rooms/', { name: 'Camera Verde', apartment: apartmentId });
  await channelHas([
    { ...FIRST, start: romeDate(), end: romeDate(3) },
    { ...SECOND, start: romeDate(5), end: romeDate(8) },
  ]);
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

/** Axe and a screenshot of the page as it is, at 375 and 1280 px. */
async function lookAt(page: Page, name: string) {
  await atBothWidths(page, async () => {
    await expectAxeClean(page, name);
    await checkScreen(page, name);
  });
}

const notice = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The accessible description of a control: its hint and its error. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** A card of Accessi, found by the reservation code its channel gave or by the guest. */
const stayCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function openCalendars(page: Page) {
  await page.getByRole('button', { name: 'Strutture' }).first().click();
  await page.getByRole('button', { name: /^Loft Trastevere/ }).click();
  await page.getByRole('tab', { name: 'Calendari' }).click();
  await page.waitForURL(`**/owners/apartments/${apartmentId}/calendars`);
}

async function syncNow(page: Page) {
  const card = page.getByRole('article', { name: 'Airbnb, Tutta la struttura' });
  const sync = card.getByRole('button', {
    name: 'Sincronizza ora il calendario Airbnb, Tutta la struttura',
  });
  await sync.click();
  await notice(page, 'Calendario letto.');
  return card;
}

async function openCheckinProfiles(page: Page) {
  await page.getByRole('button', { name: 'Accessi' }).first().click();
  await page.waitForURL('**/owners/checkins');
  await page.getByRole('heading', { name: 'Soggiorni in corso e arrivi di oggi' }).waitFor();
}

describe('calendar import', () => {
  test('bookings arrive from the channel, are completed, moved and cancelled', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: product.shellUrl,
    });
    const page = await context.newPage();
    await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
    await page.waitForURL('**/owners');

    // Calendari: nothing connected yet, Soglia's own calendar not created.
    await openCalendars(page);
    await page.getByText('Nessun calendario collegato.').waitFor();
    await page.getByText('Il calendario di Soglia non è ancora stato creato.').waitFor();
    await lookAt(page, 'owner-calendars-empty');

    // Aggiungi calendario: an address off the channels' hosts is refused under its field.
    await page.getByRole('button', { name: 'Aggiungi calendario' }).click();
    const form = page.getByRole('form', { name: 'Nuovo calendario' });
    const url = form.getByRole('textbox', { name: /^Indirizzo del calendario/ });
    await url.fill('https://calendar.example.com/loft.ics');
    await form.getByRole('button', { name: 'Salva' }).click();
    await form.getByText(/^Indirizzo non consentito/).waitFor();
    assert.match(await description(url), /Indirizzo non consentito: usa il link del calendario/);
    await lookAt(page, 'owner-calendars-refused');
    await url.fill(`${product.calendarUrl}${FEED_PATH}`);
    await form.getByRole('button', { name: 'Salva' }).click();
    await notice(page, 'Calendario aggiunto');

    // Sincronizza ora: two bookings found.
    const card = await syncNow(page);
    await card.getByText('2 prenotazioni · 0 periodi bloccati · 0 da decidere').waitFor();
    await card.getByText('Letto', { exact: true }).waitFor();
    await lookAt(page, 'owner-calendars-synced');

    // Soglia's calendar for the channels: created, its address has no guest data behind it.
    const own = page.getByRole('region', { name: 'Calendario di Soglia' });
    await own.getByRole('button', { name: 'Crea' }).click();
    const address = own.getByRole('textbox', { name: /^Indirizzo segreto/ });
    await address.waitFor();
    const exported = await address.inputValue();
    assert.ok(exported.startsWith(`${product.shellUrl}/api/calendar/`), exported);
    const ics = await (await fetch(exported)).text();
    assert.match(ics, /SUMMARY:Soglia – occupato/);
    assert.doesNotMatch(ics, /Ospite|HMLOFT/);

    // Accessi: both bookings wait for their details, first.
    await openCheckinProfiles(page);
    const toComplete = page.getByRole('region', { name: 'Prenotazioni da completare' });
    const first = stayCard(page, FIRST.code);
    const second = stayCard(page, SECOND.code);
    await toComplete.locator('article').filter({ hasText: FIRST.code }).waitFor();
    await toComplete.locator('article').filter({ hasText: SECOND.code }).waitFor();
    await first.getByText('Da completare', { exact: true }).waitFor();
    await first.getByText(`termina con ${FIRST.phoneLast4}`).waitFor();
    const reservation = first.getByRole('link', { name: FIRST.code });
    assert.equal(
      await reservation.getAttribute('href'),
      `https://www.airbnb.com/hosting/reservations/details/${FIRST.code}`,
    );
    assert.match((await reservation.getAttribute('rel')) ?? '', /noopener/);
    assert.equal(await first.getByRole('button', { name: /^Condividi/ }).count(), 0);
    await lookAt(page, 'owner-accessi-to-complete');

    // Completa: name, surname, guests, Segna come completato.
    await first.getByRole('button', { name: 'Completa Ospite Airbnb' }).click();
    const dialog = page.getByRole('dialog', { name: 'Completa la prenotazione' });
    await dialog.getByText(/^Arrivata dal calendario di Airbnb/).waitFor();
    await dialog.getByRole('option', { name: 'Camera Verde' }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Nome', { exact: true }).fill('Chiara');
    await dialog.getByLabel('Cognome', { exact: true }).fill('Colombo');
    await dialog.getByLabel('Numero di ospiti', { exact: true }).fill('2');
    await lookAt(page, 'owner-accessi-complete');
    await dialog.getByRole('button', { name: 'Segna come completato' }).click();
    await notice(page, 'Prenotazione completata: ora puoi condividere le credenziali.');
    await dialog.waitFor({ state: 'detached' });

    // Its credentials, to share as always.
    const chiara = page.getByRole('article', { name: 'Chiara Colombo' });
    await chiara.getByText('Completato', { exact: true }).waitFor();
    await chiara.getByRole('group', { name: 'Credenziali' }).waitFor();
    await chiara
      .getByRole('button', { name: 'Condividi le credenziali di Chiara Colombo' })
      .click();
    await notice(page, 'Messaggio con le credenziali copiato');
    const message = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(message, /Ciao Chiara!/);
    assert.match(message, /Loft Trastevere/);
    const [completed] = await searchBySurname('Colombo');
    assert.equal(completed.status, 'active');
    assert.equal(completed.guest_number, 2);
    assert.equal(completed.calendar?.reservation_code, FIRST.code);
    await lookAt(page, 'owner-accessi-completed');

    // The channel moves the first booking's check-out and cancels the second.
    await channelHas([
      { ...FIRST, start: romeDate(), end: romeDate(4) },
      { ...SECOND, start: romeDate(5), end: romeDate(8), cancelled: true },
    ]);
    await openCalendars(page);
    const read = await syncNow(page);
    await read.getByText('1 prenotazione · 0 periodi bloccati · 0 da decidere').waitFor();

    // Accessi: the moved dates on today's stay; the cancelled one is no longer to complete.
    await openCheckinProfiles(page);
    const moved = page.getByRole('article', { name: 'Chiara Colombo' });
    await moved
      .getByText(`Date cambiate: prima dal ${display(romeDate())} al ${display(romeDate(3))}.`)
      .waitFor();
    await moved.getByText(`${display(romeDate(4))} · 10:00`).waitFor();
    assert.equal(await toComplete.locator('article').filter({ hasText: SECOND.code }).count(), 0);
    await lookAt(page, 'owner-accessi-moved');

    // Searched by its arrival day: cancelled by the channel, nothing to share.
    const search = page.getByRole('search', { name: 'Cerca check-in' });
    await search.getByLabel('Data di check-in').fill(romeDate(5));
    await search.getByRole('button', { name: 'Cerca' }).click();
    await page.getByRole('heading', { name: 'Risultati della ricerca' }).waitFor();
    await second.getByText('Annullato dal canale', { exact: true }).waitFor();
    await second.getByText(/^Il canale ha annullato la prenotazione il/).waitFor();
    assert.equal(await second.getByRole('button', { name: /^Condividi/ }).count(), 0);
    assert.equal(await second.getByRole('group', { name: 'Credenziali' }).count(), 0);
    await lookAt(page, 'owner-accessi-cancelled');

    await context.close();
  });
});
