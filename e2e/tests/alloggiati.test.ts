import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { choosePlace } from '../support/places.ts';
import { chooseIdPhotos, idCardJpeg } from '../support/documents.ts';
import { ALLOGGIATI_ACCOUNT, startProduct, type Product } from '../support/product.ts';
import { atBothWidths, checkScreen } from '../support/screens.ts';
import { demo, fillLogin } from '../support/session.ts';
import { createStay, registerAsGuest, romeDate } from '../support/stays.ts';

// Reporting guests to the Polizia di Stato through Alloggiati Web, in Chromium against the real
// API and the Alloggiati Web simulator: the host's portal account, a German guest's check-in on a
// phone, Verifica and Invia, a Send the service never answers (each guest still arrives once),
// and the next day's receipt.

const PHONE = { width: 375, height: 812 };
const GERMANY = '100000216';
const DAY_MS = 24 * 60 * 60 * 1000;

let product: Product;
let browser: Browser;
let owner: ApiSession;
/** The host's token, to read a document photo as the owner console does. */
let ownerToken: string;
let page: Page;

/** dd/mm/yyyy of a yyyy-mm-dd. */
const display = (iso: string) => iso.split('-').reverse().join('/');
const today = romeDate(0);
/**
 * The guests arrive at the start of this hour (Rome): the deadline, 24 h later, is then always
 * within the 24 hours the Scadenze list looks ahead, whatever the hour the suite runs at.
 */
const romeHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  hourCycle: 'h23',
}).format(new Date());
const arrival = `${romeHour}:00`;

interface Person {
  last: string;
  first: string;
  sex: '1' | '2';
  born: string;
  passport: string;
}

/**
 * The 168-character record of a single guest (16) born abroad, with a passport issued by the
 * same state, for a stay of three nights arriving today (manual WS_ALLOGGIATI, Tabella 1).
 */
function expectedLine({ last, first, sex, born, passport }: Person, state = GERMANY): string {
  const line = [
    '16',
    display(today),
    '03',
    last.padEnd(50),
    first.padEnd(30),
    sex,
    display(born),
    ' '.repeat(9 + 2),
    state,
    state,
    'PASOR',
    passport.padEnd(20),
    state,
  ].join('');
  assert.equal(line.length, 168);
  return line;
}

interface SimState {
  clock: { offset_days: number; today: string };
  lines_by_user: Record<string, Record<string, string[]>>;
}

async function simulator<T = SimState>(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${product.alloggiatiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.ok, `simulator ${method} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Every line the simulator holds for the account, of every day, in the order it got them. */
async function linesAtTheService(): Promise<string[]> {
  const { lines_by_user } = await simulator('GET', '/__sim/state');
  return Object.values(lines_by_user[ALLOGGIATI_ACCOUNT.user] ?? {}).flat();
}

interface RecordOfGuest {
  guest: number;
  name: string;
  status: string;
  line: string | null;
}
const alloggiatiOf = (stayId: number) =>
  owner.get<{ state: string; guests: RecordOfGuest[] }>(`/api/alloggiati/stays/${stayId}/`);

interface OwnerGuest {
  id: number;
  first_name: string;
  document_number: string;
  document_photo: string | null;
  document_photo_back: string | null;
}
async function guestsOf(stayId: number): Promise<OwnerGuest[]> {
  const stays = await owner.get<{ id: number; guests: OwnerGuest[] }[]>(
    `/api/owner-checkin-details/?start_date=${today}&end_date=${today}`,
  );
  return stays.find((stay) => stay.id === stayId)?.guests ?? [];
}

/** The status of a document photo's URL for the host (200 while it is kept). */
async function photoStatus(path: string): Promise<number> {
  const res = await fetch(`${product.apiUrl}${path}`, {
    headers: { Authorization: `Token ${ownerToken}` },
  });
  await res.arrayBuffer();
  return res.status;
}

/** The text lines a PDF draws (its compressed content streams, hex strings of Tj). */
function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

const main = () => page.getByRole('main');
const notice = (text: string) => page.getByText(text, { exact: true });
const panel = () => page.getByRole('region', { name: 'Alloggiati Web' });
const records = () => panel().getByRole('list', { name: 'Schedine degli ospiti' });
const record = (name: string) => records().getByRole('listitem').filter({ hasText: name });

async function lookAt(name: string, settle?: () => Promise<void>) {
  await atBothWidths(page, async () => {
    await settle?.();
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeClean(page, name);
    await checkScreen(page, name);
  });
}

async function openStay(stayId: number, name: string) {
  await page.goto(`${product.shellUrl}/owners/stays/${stayId}?from=${today}&to=${today}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await panel()
    .getByText(/^Termine: /)
    .waitFor();
}

/** Invia in the panel, then Invia in its confirmation (which names the stay and the count). */
async function send(confirmation: string) {
  await panel().getByRole('button', { name: 'Invia', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Inviare le schedine?' });
  await confirm.getByText(confirmation).waitFor();
  await confirm.getByRole('button', { name: 'Invia', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** Types part of a place and chooses it from the list the real places search answers. */
before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  ({ key: ownerToken } = await owner.post<{ key: string }>('/api/auth/login/', demo.owner));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
  await page.waitForURL(/\/owners/);
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

describe('Alloggiati Web', () => {
  const lena: Person = {
    last: 'MULLER',
    first: 'LENA',
    sex: '2',
    born: '1990-04-23',
    passport: 'C01X00T47',
  };
  const lenaLine = expectedLine(lena);
  const karlLine = expectedLine({
    last: 'WEBER',
    first: 'KARL',
    sex: '1',
    born: '1975-01-30',
    passport: 'C4J7K2M9P',
  });
  const annaLine = expectedLine({
    last: 'WEBER',
    first: 'ANNA',
    sex: '2',
    born: '1978-08-12',
    passport: 'C8L3N5R1T',
  });

  test('the host enters the portal account and verifies it', async () => {
    await page.goto(`${product.shellUrl}/owners/stays/alloggiati/account`);
    const form = page.getByRole('form', { name: 'Account principale' });
    await main().getByText('Non impostato', { exact: true }).waitFor();
    await form.getByRole('textbox', { name: 'Utente' }).fill(ALLOGGIATI_ACCOUNT.user);
    await form.getByLabel('Password').fill(ALLOGGIATI_ACCOUNT.password);
    await form.getByLabel('WsKey').fill(ALLOGGIATI_ACCOUNT.wsKey);
    await form.getByRole('button', { name: 'Salva' }).click();
    await notice('Account salvato.').waitFor();
    await main().getByText('Impostato', { exact: true }).waitFor();
    // Password and WsKey are never read back: the fields are empty, 'kept' says they are stored.
    assert.equal(await form.getByLabel('Password').inputValue(), '');
    assert.equal(
      await form.getByText('Impostata: lascia vuoto per mantenerla.').count(),
      2,
      'password and WsKey stored',
    );
    await form.getByRole('button', { name: 'Verifica' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Credenziali Alloggiati Web verificate.' })
      .waitFor();
    await expectAxeClean(page, 'alloggiati-account');
  });

  test('a German guest checks in on a phone; the host verifies and sends her record once', async () => {
    const stay = await createStay(owner, 'Lena', 'Müller', 0, 1, arrival);
    const lenaStay = stay.id;

    // The guest, on a phone, in German.
    const guestContext = await browser.newContext({ viewport: PHONE });
    const guest = await guestContext.newPage();
    await fillLogin(guest, product.shellUrl, stay.username, stay.psw);
    await guest.getByRole('button', { name: 'Deutsch' }).click();
    const consent = guest.getByRole('dialog');
    await consent.waitFor();
    await consent.getByRole('button').last().click();
    await guest.waitForURL('**/guest');

    const guestType = guest.getByRole('region', { name: 'Wer reist?' });
    await guestType.getByRole('combobox', { name: 'Gästetyp' }).selectOption('ospite singolo');
    await guestType.getByRole('button', { name: 'Absenden' }).click();
    await guestType.waitFor({ state: 'detached' });

    const form = guest.getByRole('region', { name: 'Gästeanmeldung' });
    await form.getByRole('heading', { name: 'Gast 1' }).waitFor();
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Müller');
    await form.getByLabel('Geburtsdatum').fill(lena.born);
    // Born in Germany: abroad, so the place of birth is the state, named in her language.
    await choosePlace(form, 'Geburtsort', 'deutsch', 'Deutschland Staat');
    await choosePlace(form, 'Staatsangehörigkeit', 'deu', 'Deutschland Staat');
    await form.getByRole('combobox', { name: 'Geschlecht' }).selectOption('F');
    await form.getByRole('combobox', { name: 'Dokumenttyp' }).selectOption('passport');
    await form.getByRole('textbox', { name: 'Dokumentnummer' }).fill(lena.passport);
    await choosePlace(form, 'Ausstellungsort', 'deutsch', 'Deutschland Staat');
    await chooseIdPhotos(guest, form, 'Lena Müller', [
      ['Ausweisfoto (Vorderseite)', 'REISEPASS'],
      ['Ausweisfoto (Rückseite)', 'RÜCKSEITE'],
    ]);
    await form
      .getByText(/Bereit zum Senden: \d+ KB\./)
      .nth(1)
      .waitFor();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await guest.getByRole('status').filter({ hasText: 'Formular erfolgreich gesendet!' }).waitFor();
    await form.waitFor({ state: 'detached' });
    await guestContext.close();

    const [registered] = await guestsOf(lenaStay);
    assert.ok(registered.document_photo && registered.document_photo_back, 'photos kept');
    assert.equal(await photoStatus(registered.document_photo), 200);

    // The host's due list: her stay to send, with the time left.
    await page.goto(`${product.shellUrl}/owners/stays/alloggiati/due`);
    const due = page.getByRole('list', { name: 'Soggiorni in scadenza' });
    const card = due.getByRole('listitem').filter({ hasText: 'Lena Müller' });
    await card.getByText(/^Da inviare · entro \d+ h( \d+ min)?$/).waitFor();
    await card.getByText(`Casa Soglia · Arrivo il ${display(today)} alle ${arrival}`).waitFor();
    await lookAt('alloggiati-due');

    // Her stay: the deadline (arrival + 24 h), Verifica, then Invia.
    await card.getByRole('link', { name: 'Apri il soggiorno di Lena Müller' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lena Müller' }).waitFor();
    await panel()
      .getByText(`Termine: ${display(romeDate(1))} alle ${arrival}`, { exact: true })
      .waitFor();
    await panel()
      .getByText(/^Da inviare · entro /)
      .waitFor();
    await record('Lena Müller').getByText('Non inviata').waitFor();
    const api = await alloggiatiOf(lenaStay);
    assert.equal(api.state, 'to_send');
    assert.equal(api.guests[0].line, lenaLine, 'the record the server built');

    await panel().getByRole('button', { name: 'Verifica' }).click();
    await notice('Tutte le schedine sono corrette.').waitFor();
    await record('Lena Müller').getByText('Verifica: Corretta').waitFor();
    assert.deepEqual(await linesAtTheService(), [], 'Verifica keeps nothing');
    await lookAt('alloggiati-stay-panel', () =>
      notice('Tutte le schedine sono corrette.').waitFor({ state: 'detached' }),
    );

    await send('Stai per inviare la schedina di Lena Müller alla Polizia di Stato.');
    await notice('Inviata 1 schedina su 1.').waitFor();
    await panel()
      .getByText(/^Inviata il \d\d\/\d\d\/\d{4} alle \d\d:\d\d$/)
      .waitFor();
    await record('Lena Müller').getByText('Ricevuta', { exact: true }).waitFor();
    assert.equal(await panel().getByRole('button', { name: 'Invia', exact: true }).count(), 0);

    // The service holds exactly the line the server built, once, on today's date.
    const { lines_by_user } = await simulator('GET', '/__sim/state');
    assert.deepEqual(lines_by_user, { [ALLOGGIATI_ACCOUNT.user]: { [today]: [lenaLine] } });
    assert.equal((await alloggiatiOf(lenaStay)).state, 'sent');

    // Her document photos are gone; her data stays.
    assert.equal(await photoStatus(registered.document_photo), 404);
    assert.equal(await photoStatus(registered.document_photo_back!), 404);
    const [kept] = await guestsOf(lenaStay);
    assert.deepEqual(
      [kept.document_number, kept.document_photo, kept.document_photo_back],
      [lena.passport, null, null],
    );
    await page.getByRole('table', { name: 'Ospiti' }).getByText(lena.passport).waitFor();
  });

  test('a Send without an answer: the host checks the portal, and each guest arrives once', async () => {
    const stay = await createStay(owner, 'Karl', 'Weber', 0, 2, arrival);
    const karlStay = stay.id;
    const guest = await ApiSession.login(product.apiUrl, stay.username, stay.psw);
    await guest.patch(`/api/update-guest-type/${karlStay}/`, { guest_type: 'ospite singolo' });
    for (const [first, born, sex, passport] of [
      ['Karl', '1975-01-30', 'M', 'C4J7K2M9P'],
      ['Anna', '1978-08-12', 'F', 'C8L3N5R1T'],
    ]) {
      const photo = await idCardJpeg(page, 'REISEPASS', `${first} Weber`);
      await registerAsGuest(
        product.apiUrl,
        stay,
        {
          first_name: first,
          last_name: 'Weber',
          date_of_birth: born,
          gender: sex,
          citizenship: 'Germania',
          citizenship_code: GERMANY,
          place_of_birth: 'Germania',
          place_of_birth_code: GERMANY,
          document_type: 'passport',
          document_number: passport,
          place_of_issue: 'Germania',
          place_of_issue_code: GERMANY,
        },
        { document_photo: photo },
      );
    }

    // The service keeps the first Send's line but never answers it.
    await simulator('POST', '/__sim/faults', { mode: 'timeout_in_send', times: 1 });
    await openStay(karlStay, 'Karl Weber');
    await panel()
      .getByText(/^Da inviare · entro /)
      .waitFor();
    await send('Stai per inviare 2 schedine di Karl Weber alla Polizia di Stato.');
    const noAnswer =
      "Il servizio non ha risposto all'invio di 1 schedina: potrebbe essere arrivata. " +
      'Controllare sul portale Alloggiati Web e indicare per ciascun ospite se è stato ricevuto.';
    await page.getByRole('alert').filter({ hasText: noAnswer }).waitFor();
    await panel()
      .getByText(/^Esito incerto · entro /)
      .waitFor();
    await panel()
      .getByText(/^Un invio non ha avuto risposta dal servizio: .* controlla sul portale/)
      .waitFor();
    await record('Karl Weber')
      .getByText(/^Inviata il .* senza risposta\. Sul portale Alloggiati Web risulta ricevuta\?$/)
      .waitFor();
    await record('Anna Weber').getByText('Non inviata').waitFor();
    // Nothing is sent blindly again while the host has not checked the portal.
    assert.equal(await panel().getByRole('button', { name: 'Invia', exact: true }).count(), 0);
    assert.deepEqual(await linesAtTheService(), [lenaLine, karlLine]);
    await lookAt('alloggiati-stay-uncertain', () =>
      page.getByRole('alert').filter({ hasText: noAnswer }).waitFor({ state: 'detached' }),
    );

    // Karl is on the portal: the host says so; then Invia sends only Anna.
    await record('Karl Weber')
      .getByRole('button', { name: 'Risulta ricevuta (Karl Weber)' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Schedina ricevuta?' });
    await confirm
      .getByText(/^Confermi che la schedina di Karl Weber risulta ricevuta sul portale/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Risulta ricevuta' }).click();
    await notice('Schedina di Karl Weber segnata come ricevuta.').waitFor();
    await record('Karl Weber').getByText('Ricevuta', { exact: true }).waitFor();
    await panel()
      .getByText(/^Da inviare · entro /)
      .waitFor();

    await send('Stai per inviare la schedina di Karl Weber alla Polizia di Stato.');
    await notice('Inviata 1 schedina su 1.').waitFor();
    await panel()
      .getByText(/^Inviata il /)
      .waitFor();
    await record('Anna Weber').getByText('Ricevuta', { exact: true }).waitFor();

    const api = await alloggiatiOf(karlStay);
    assert.deepEqual(
      api.guests.map((g) => [g.name, g.status, g.line]),
      [
        ['Karl Weber', 'accepted', karlLine],
        ['Anna Weber', 'accepted', annaLine],
      ],
    );
    assert.deepEqual(await linesAtTheService(), [lenaLine, karlLine, annaLine]);
    // Both marked received or accepted: no document photo is left.
    for (const registered of await guestsOf(karlStay)) {
      assert.equal(registered.document_photo, null, `${registered.first_name}'s photo`);
    }
  });

  test("the next day the host downloads the day's receipt as a PDF", async () => {
    // Tomorrow for the service and for the host's browser: today's receipt exists now.
    await simulator('POST', '/__sim/clock', { offset_days: 1 });
    await page.clock.setFixedTime(new Date(Date.now() + DAY_MS));
    await page.goto(`${product.shellUrl}/owners/stays/alloggiati/receipts`);
    await main().getByText('Nessuna ricevuta in questo periodo.').waitFor();
    const table = page.getByRole('table', { name: 'Ricevute' });

    const fetchForm = page.getByRole('region', { name: 'Scarica dal servizio' });
    assert.equal(await fetchForm.getByLabel(/^Giorno/).inputValue(), today, 'yesterday by default');
    await fetchForm.getByRole('button', { name: 'Scarica dal servizio' }).click();
    await notice(`Scaricata la ricevuta del ${display(today)}.`).waitFor();
    const row = table.getByRole('row').filter({ hasText: display(today) });
    await row.getByText(ALLOGGIATI_ACCOUNT.user).waitFor();
    await expectAxeClean(page, 'alloggiati-receipts');

    const downloading = page.waitForEvent('download');
    await row
      .getByRole('button', {
        name: `Scarica PDF della ricevuta del ${display(today)} (${ALLOGGIATI_ACCOUNT.user})`,
      })
      .click();
    const download = await downloading;
    assert.equal(
      download.suggestedFilename(),
      `ricevuta-alloggiati-${today}-${ALLOGGIATI_ACCOUNT.user}.pdf`,
    );
    const pdf = await readFile(await download.path());
    assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF');
    // The simulator's receipt lists the records it kept that day: the three guests.
    const text = pdfTextLines(pdf);
    assert.ok(text.includes(`Data: ${display(today)}`), text.join('\n'));
    assert.ok(text.includes('Schedine acquisite: 3'), text.join('\n'));
  });
});
