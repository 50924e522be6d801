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

// Accessi: a host hands out a guest's credentials, finds them again, changes and deletes them.

interface Profile {
  id: number;
  name: string;
  surname: string;
  username: string;
  psw: string;
  guest_number: number;
  check_in_date: string;
  room_name: string;
  require_registration_form: boolean;
  require_document_photo: boolean;
  require_billing_info: boolean;
}
interface Apartment {
  id: number;
  name: string;
  get_guest_info: boolean;
  get_document_photo: boolean;
  get_billing_info: boolean;
}

let product: Product;
let browser: Browser;
let host: ApiSession;
let apartment: Apartment;
let roomId: number;

const display = (iso: string) => iso.split('-').reverse().join('/');

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  host = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  const apartments = await host.get<Apartment[]>('/api/apartments/');
  apartment = apartments.find((candidate) => candidate.name === 'Casa Soglia')!;
  const rooms = await host.get<{ id: number }[]>(`/api/rooms/?apartment=${apartment.id}`);
  roomId = rooms[0].id;
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

async function ownerPage(): Promise<{ context: BrowserContext; page: Page }> {
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
  await page.getByText('Casa Soglia').first().waitFor();
  return { context, page };
}

const searchBy = (surname: string) =>
  host.get<{ search_results: Profile[] }>(
    `/api/checkin-profiles/?surname=${encodeURIComponent(surname)}`,
  );

const card = (page: Page, guest: string) => page.getByRole('article', { name: guest });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const notice = (page: Page, text: string) => page.getByText(text, { exact: true });

async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => field.page().locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

describe('Accessi', () => {
  test('a host creates a check-in, shares, finds, edits, re-keys and deletes it', async () => {
    const { context, page } = await ownerPage();
    const today = romeDate();
    await page.getByRole('button', { name: 'Accessi' }).first().click();
    await page.waitForURL('**/owners/checkins');
    await page.getByRole('heading', { name: 'Soggiorni in corso e arrivi di oggi' }).waitFor();
    await card(page, 'Giulia Rossi').waitFor(); // the demo stay of today
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'Accessi, today');
      await checkScreen(page, 'owner-accessi');
    });

    // New Access: the only apartment is chosen, its rooms load, the flags are its own.
    await page.getByRole('button', { name: 'Nuovo Accesso' }).click();
    const form = dialog(page, 'Nuovo Accesso');
    await form.waitFor();
    assert.equal(
      await form.getByLabel('Struttura', { exact: true }).inputValue(),
      String(apartment.id),
    );
    await form.getByRole('option', { name: 'Camera Blu' }).waitFor({ state: 'attached' });
    assert.equal(await form.getByLabel('Camera', { exact: true }).inputValue(), String(roomId));
    assert.equal(
      await form.getByLabel('Richiedi i dati degli ospiti', { exact: true }).isChecked(),
      apartment.get_guest_info,
    );
    assert.equal(
      await form.getByLabel('Richiedi la foto del documento', { exact: true }).isChecked(),
      apartment.get_document_photo,
    );
    assert.equal(
      await form.getByLabel('Richiedi i dati di fatturazione', { exact: true }).isChecked(),
      apartment.get_billing_info,
    );
    const password = form.getByLabel("Password dell'ospite", { exact: true });
    const generated = await password.inputValue();
    assert.match(generated, /^[A-NP-Z1-9]{8}$/);
    await form.getByRole('button', { name: 'Genera nuova password' }).click();
    const regenerated = await password.inputValue();
    assert.match(regenerated, /^[A-NP-Z1-9]{8}$/);
    assert.notEqual(regenerated, generated);
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'Nuovo Accesso');
      await checkScreen(page, 'owner-accessi-new');
    });

    await form.getByLabel('Nome', { exact: true }).fill('Lorenzo');
    await form.getByLabel('Cognome', { exact: true }).fill('Esposito');
    await form.getByLabel('Provenienza della prenotazione', { exact: true }).fill('Airbnb');
    await form.getByLabel('Numero di ospiti', { exact: true }).fill('3');
    assert.equal(await form.getByLabel('Data di check-in', { exact: true }).inputValue(), today);
    await form.getByRole('button', { name: 'Registra check-in' }).click();
    await notice(page, 'Check-in registrato con successo!').waitFor();

    // The search moved to its arrival day: today, so the badge shows.
    await page.waitForURL(`**/owners/checkins?date=${today}`);
    await page.getByRole('heading', { name: 'Risultati della ricerca' }).waitFor();
    await page.getByText('Today', { exact: true }).waitFor();
    const created = card(page, 'Lorenzo Esposito');
    await created.getByText('Casa Soglia · Camera Blu').waitFor();
    await created.getByText(`${display(today)} · 15:00`).waitFor();
    await created.getByText(`${display(romeDate(1))} · 10:00`).waitFor();
    await created.getByText('lorenzo.esposito').waitFor();
    await created.getByText(regenerated).waitFor();
    const [saved] = (await searchBy('Esposito')).search_results;
    assert.equal(saved.psw, regenerated);
    assert.equal(saved.guest_number, 3);
    assert.equal(saved.require_registration_form, apartment.get_guest_info);
    assert.equal(saved.require_document_photo, apartment.get_document_photo);
    assert.equal(saved.require_billing_info, apartment.get_billing_info);
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'Accessi, search by date');
      await checkScreen(page, 'owner-accessi-created');
    });

    // Share: the message is on the clipboard, in Italian and English.
    await created
      .getByRole('button', { name: 'Condividi le credenziali di Lorenzo Esposito' })
      .click();
    await notice(
      page,
      "Messaggio con le credenziali copiato: incollalo nella chat con l'ospite.",
    ).waitFor();
    const message = await page.evaluate(() => navigator.clipboard.readText());
    for (const line of [
      `Accedi qui: ${product.shellUrl}/login`,
      'Utente: lorenzo.esposito',
      `Log in here: ${product.shellUrl}/login`,
      'Username: lorenzo.esposito',
      `Password: ${regenerated}`,
    ]) {
      assert.ok(message.includes(line), `the message has "${line}":\n${message}`);
    }
    assert.match(message, /Ciao Lorenzo!/);
    assert.match(message, /Hi Lorenzo!/);

    // Search by surname (part of it, any case); the URL keeps it across a reload.
    const search = page.getByRole('search', { name: 'Cerca check-in' });
    await search.getByRole('button', { name: 'Reimposta' }).click();
    await page.waitForURL('**/owners/checkins');
    await page.getByRole('heading', { name: 'Soggiorni in corso e arrivi di oggi' }).waitFor();
    await search.getByLabel('Cognome', { exact: true }).fill('espos');
    await search.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL('**/owners/checkins?surname=espos');
    await created.waitFor();
    assert.equal(await card(page, 'Giulia Rossi').count(), 0);
    assert.equal(await page.getByText('Today', { exact: true }).count(), 0);
    await page.reload();
    await created.waitFor();
    assert.equal(await search.getByLabel('Cognome', { exact: true }).inputValue(), 'espos');

    // Search by date; back returns to the surname search.
    await search.getByLabel('Cognome', { exact: true }).fill('');
    await search.getByLabel('Data di check-in', { exact: true }).fill(today);
    await search.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(`**/owners/checkins?date=${today}`);
    await page.getByText('Today', { exact: true }).waitFor();
    await created.waitFor();
    await card(page, 'Giulia Rossi').waitFor();
    await page.goBack();
    await page.waitForURL('**/owners/checkins?surname=espos');
    await page.getByText('Today', { exact: true }).waitFor({ state: 'detached' });
    assert.equal(await search.getByLabel('Cognome', { exact: true }).inputValue(), 'espos');
    await created.waitFor();

    // Edit: only the changed field travels.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
    });
    await created.getByRole('button', { name: 'Modifica Lorenzo Esposito' }).click();
    const edit = dialog(page, 'Modifica Check-in');
    await edit.getByRole('button', { name: 'Salva modifiche' }).click();
    await notice(page, 'Nessuna modifica apportata.').waitFor();
    assert.deepEqual(patches, []);
    await edit.getByLabel('Numero di ospiti', { exact: true }).fill('4');
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'Modifica Check-in');
      await checkScreen(page, 'owner-accessi-edit');
    });
    await edit.getByRole('button', { name: 'Salva modifiche' }).click();
    await notice(page, 'Modifiche salvate con successo!').waitFor();
    await edit.waitFor({ state: 'detached' });
    assert.deepEqual(
      patches.map((body) => JSON.parse(body)),
      [{ guest_number: 4 }],
    );
    await created.getByText('4', { exact: true }).waitFor();

    // A new password: the guest's session and old password stop working, the new one works.
    const guest = await ApiSession.login(product.apiUrl, 'lorenzo.esposito', regenerated);
    await guest.get('/api/checkin-profiles-guest/');
    await created.getByRole('button', { name: 'Modifica Lorenzo Esposito' }).click();
    await edit.getByRole('button', { name: 'Genera nuova password' }).click();
    const rekeyed = await edit.getByLabel("Password dell'ospite", { exact: true }).inputValue();
    assert.notEqual(rekeyed, regenerated);
    await edit.getByRole('button', { name: 'Salva modifiche' }).click();
    await notice(page, 'Modifiche salvate con successo!').waitFor();
    await created.getByText(rekeyed).waitFor();
    assert.deepEqual(JSON.parse(patches.at(-1)!), { password: rekeyed });
    await assert.rejects(guest.get('/api/checkin-profiles-guest/'), /401/);
    await assert.rejects(
      ApiSession.login(product.apiUrl, 'lorenzo.esposito', regenerated),
      /answered 400/,
    );
    const again = await ApiSession.login(product.apiUrl, 'lorenzo.esposito', rekeyed);
    const [own] = await again.get<{ name: string }[]>('/api/checkin-profiles-guest/');
    assert.equal(own.name, 'Lorenzo');

    // Delete, after the confirmation.
    await created.getByRole('button', { name: 'Modifica Lorenzo Esposito' }).click();
    await edit.getByRole('button', { name: 'Elimina' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminare il check-in?' });
    await confirm
      .getByText('Tutti i dati sugli ospiti verranno cancellati.', { exact: false })
      .waitFor();
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'delete confirmation');
      await checkScreen(page, 'owner-accessi-delete');
    });
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await notice(page, 'Profilo cancellato con successo!').waitFor();
    await created.waitFor({ state: 'detached' });
    await page.getByText('Nessun check-in corrisponde alla ricerca.').waitFor();
    assert.deepEqual((await searchBy('Esposito')).search_results, []);
    await context.close();
  });

  test('bad input gets messages next to its fields and saves nothing', async () => {
    const { context, page } = await ownerPage();
    await page.goto(`${product.shellUrl}/owners/checkins`);
    await page.getByRole('button', { name: 'Nuovo Accesso' }).click();
    const form = dialog(page, 'Nuovo Accesso');
    await form.getByRole('option', { name: 'Camera Blu' }).waitFor({ state: 'attached' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const submit = () => form.getByRole('button', { name: 'Registra check-in' }).click();

    // Every required field, empty.
    await field('Struttura').selectOption('');
    for (const label of [
      'Data di check-in',
      'Ora di check-in',
      'Data di check-out',
      'Ora di check-out',
      "Password dell'ospite",
    ]) {
      await field(label).fill('');
    }
    await submit();
    const required = [
      'Nome',
      'Cognome',
      'Provenienza della prenotazione',
      'Numero di ospiti',
      'Struttura',
      'Camera',
      'Data di check-in',
      'Ora di check-in',
      'Data di check-out',
      'Ora di check-out',
      "Password dell'ospite",
    ];
    for (const label of required) {
      assert.equal(await fieldError(field(label)), 'Campo obbligatorio.', label);
      assert.equal(await field(label).getAttribute('aria-invalid'), 'true', label);
    }
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'Nuovo Accesso with errors');
      await checkScreen(page, 'owner-accessi-new-errors');
    });

    // A wrong guest count and a short password: the form's own rules.
    await field('Nome').fill('Chiara');
    await field('Cognome').fill('Colombo');
    await field('Provenienza della prenotazione').fill('Booking.com');
    await field('Numero di ospiti').fill('0');
    await field('Struttura').selectOption(String(apartment.id));
    await form.getByRole('option', { name: 'Camera Blu' }).waitFor({ state: 'attached' });
    await field('Camera').selectOption(String(roomId));
    await field('Data di check-in').fill(romeDate(3));
    await field('Ora di check-in').fill('15:00');
    await field('Data di check-out').fill(romeDate(1));
    await field('Ora di check-out').fill('10:00');
    await field("Password dell'ospite").fill('ABC12');
    await submit();
    assert.equal(
      await fieldError(field('Numero di ospiti')),
      'Inserisci un numero intero di ospiti, da 1 a 500.',
    );
    assert.equal(
      await fieldError(field("Password dell'ospite")),
      'La password deve avere almeno 8 caratteri.',
    );

    // Check-out before check-in: the server's answer, under the field.
    await field('Numero di ospiti').fill('2');
    await field("Password dell'ospite").fill('ABCD2345');
    await submit();
    await notice(page, 'Errore nella registrazione del check-in.').waitFor();
    assert.equal(
      await fieldError(field('Data di check-out')),
      'La data di check-out non può precedere la data di check-in.',
    );
    // The same day, leaving before arriving.
    await field('Data di check-out').fill(romeDate(3));
    await field('Ora di check-out').fill('11:00');
    await submit();
    await form
      .getByText("L'orario di check-out deve essere successivo a quello di check-in.")
      .waitFor();
    assert.equal(
      await fieldError(field('Ora di check-out')),
      "L'orario di check-out deve essere successivo a quello di check-in.",
    );
    assert.deepEqual((await searchBy('Colombo')).search_results, []);
    await context.close();
  });

  test('a big host: 200 results paint in batches and the cap is said', async () => {
    const total = 200;
    const queue = Array.from({ length: total }, (_, i) => i);
    const post = async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        await host.post('/api/register/checkin/', {
          name: 'Anna',
          surname: 'Grandi',
          source: 'Booking.com',
          guest_number: 2,
          check_in_date: romeDate(10 + i),
          check_out_date: romeDate(12 + i),
          check_in_time: '15:00',
          check_out_time: '10:00',
          password: `GRANDI${String(i).padStart(3, '0')}`,
          apartment: apartment.id,
          room: roomId,
        });
      }
    };
    await Promise.all([post(), post(), post(), post()]);

    const { context, page } = await ownerPage();
    await page.goto(`${product.shellUrl}/owners/checkins`);
    await page.getByRole('heading', { name: 'Soggiorni in corso e arrivi di oggi' }).waitFor();
    await page.evaluate(() => {
      const long: number[] = [];
      Object.defineProperty(window, '__longTasks', { value: long });
      new PerformanceObserver((list) =>
        long.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask' });
    });
    const search = page.getByRole('search', { name: 'Cerca check-in' });
    await search.getByLabel('Cognome', { exact: true }).fill('grandi');
    const answered = page.waitForResponse((r) => r.url().includes('surname=grandi'));
    await search.getByRole('button', { name: 'Cerca' }).click();
    await answered;
    const shownAt = await page.evaluate(() => performance.now());
    await page
      .getByText('Sono mostrati i 200 risultati più recenti: restringi la ricerca.')
      .waitFor();
    await page.getByText('200 check-in', { exact: true }).waitFor();
    const firstBatchMs = await page.evaluate((start) => performance.now() - start, shownAt);
    const cards = page.getByRole('article');
    const firstPaint = await cards.count();
    const takeLongTasks = () =>
      page.evaluate(() => {
        const long = (window as unknown as { __longTasks: number[] }).__longTasks;
        return long.splice(0).map(Math.round);
      });
    const searchTasks = await takeLongTasks();
    console.log(
      `${total} results: from the answer to the first ${firstPaint} cards ` +
        `${Math.round(firstBatchMs)} ms, long tasks ${JSON.stringify(searchTasks)} ms`,
    );
    assert.ok(firstPaint < total, `the first paint renders a batch, not all ${total}`);
    // Newest first.
    await cards
      .first()
      .getByText(`${display(romeDate(10 + total - 1))} · 15:00`)
      .waitFor();
    await atBothWidths(page, async () => {
      await expectAxeClean(page, 'Accessi, 200 results');
      await checkScreen(page, 'owner-accessi-capped');
    });
    // Scrolling down brings the rest.
    await takeLongTasks();
    const scrollStart = await page.evaluate(() => performance.now());
    for (let rendered = firstPaint; rendered < total; rendered = await cards.count()) {
      await cards.last().scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (before) => document.querySelectorAll('article').length > before,
        rendered,
      );
    }
    await cards
      .last()
      .getByText(`${display(romeDate(10))} · 15:00`)
      .waitFor();
    const scrollMs = await page.evaluate((start) => performance.now() - start, scrollStart);
    const scrollTasks = await takeLongTasks();
    console.log(
      `scrolling through all ${total}: ${Math.round(scrollMs)} ms, ` +
        `long tasks ${JSON.stringify(scrollTasks)} ms`,
    );
    await context.close();
  });
});
