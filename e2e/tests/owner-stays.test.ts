import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { idCardJpeg, passportPdf } from '../support/documents.ts';
import { atBothWidths, checkScreen } from '../support/screens.ts';
import { startProduct, type Product } from '../support/product.ts';
import { demo, fillLogin } from '../support/session.ts';
import { createStay, registerAsGuest, romeDate, type Stay } from '../support/stays.ts';
import { choosePlace } from '../support/places.ts';

let product: Product;
let browser: Browser;
let owner: ApiSession;
let page: Page;

const display = (iso: string) => iso.split('-').reverse().join('/');
const range = { from: romeDate(0), to: romeDate(5) };

async function staysInRange(): Promise<Stay[]> {
  return owner.get<Stay[]>(
    `/api/owner-checkin-details/?start_date=${range.from}&end_date=${range.to}`,
  );
}
const stayOf = async (surname: string) =>
  (await staysInRange()).find((stay) => stay.surname === surname)!;

const dialog = () => page.getByRole('dialog');
const main = () => page.getByRole('main');
const notice = (text: string) => page.getByText(text, { exact: true });

async function checkBothWidths(name: string, settle?: () => Promise<void>) {
  await atBothWidths(page, async () => {
    await settle?.();
    await expectAxeClean(page, name);
    await checkScreen(page, name);
  });
}

async function fill(scope: Locator, values: [RegExp, string][]) {
  for (const [label, value] of values) await scope.getByLabel(label).fill(value);
}

/** Types part of a place and chooses it from the list the real places search answers. */
interface CodedGuest {
  first_name: string;
  place_of_birth: string;
  place_of_birth_code: string;
  citizenship_code: string;
  place_of_issue: string;
  place_of_issue_code: string;
  places_to_review: string[];
}
const guestOf = async (surname: string, firstName: string) =>
  (await stayOf(surname)).guests.find(
    (guest) => guest.first_name === firstName,
  ) as unknown as CodedGuest;

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Which object URLs the page made and revoked, to check none outlives its photo.
  await context.addInitScript(() => {
    const record = { created: [] as string[], revoked: [] as string[] };
    Object.defineProperty(window, '__objectUrls', { value: record });
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = create(blob);
      record.created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      record.revoked.push(url);
      revoke(url);
    };
  });
  page = await context.newPage();

  const ferri = await createStay(owner, 'Martina', 'Ferri', 0, 3);
  const conti = await createStay(owner, 'Paolo', 'Conti', 1, 1);
  await registerAsGuest(
    product.apiUrl,
    ferri,
    {
      first_name: 'Martina',
      last_name: 'Ferri',
      date_of_birth: '1988-05-12',
      citizenship: 'Italia',
      place_of_birth: 'Roma',
      gender: 'F',
      document_type: 'identity card',
      document_number: 'CA00000AA',
      place_of_issue: 'Roma',
    },
    {
      document_photo: await idCardJpeg(page, 'FRONTE', 'Martina Ferri'),
      document_photo_back: await idCardJpeg(page, 'RETRO', 'Martina Ferri'),
    },
  );
  await registerAsGuest(
    product.apiUrl,
    ferri,
    {
      first_name: 'Andrea',
      last_name: 'Ferri',
      date_of_birth: '1985-02-03',
      citizenship: 'Italia',
      place_of_birth: 'Milano',
      gender: 'M',
      document_type: 'passport',
      document_number: 'YA7654321',
      place_of_issue: 'Milano',
    },
    { document_photo: passportPdf('PASSAPORTO - Andrea Ferri') },
  );
  await registerAsGuest(
    product.apiUrl,
    conti,
    {
      first_name: 'Paolo',
      last_name: 'Conti',
      date_of_birth: '1979-09-30',
      citizenship: 'Italia',
      place_of_birth: 'Napoli',
      gender: 'M',
      document_type: 'passport',
      document_number: 'YB1112223',
      // Typed freely (no place has that name): the host is asked to choose it.
      place_of_issue: 'Questura di Napoli',
    },
    { document_photo: await idCardJpeg(page, 'PASSAPORTO', 'Paolo Conti') },
  );
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

describe('owner Soggiorni', () => {
  test('the host finds the stays of a range; the search needs both dates', async () => {
    await fillLogin(page, product.shellUrl, demo.owner.username, demo.owner.password);
    await page.getByRole('button', { name: 'Soggiorni' }).first().click();
    await page.waitForURL('**/owners/stays');
    await page.getByRole('list', { name: 'Soggiorni trovati' }).waitFor();

    await page.getByLabel(/^Dal/).fill('');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.getByText('Indica la data di inizio.').waitFor();

    await page.getByLabel(/^Dal/).fill(range.from);
    await page.getByLabel(/^Al/).fill(range.to);
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(`**/owners/stays?from=${range.from}&to=${range.to}`);
    const count = (await staysInRange()).length;
    await page
      .getByText(`${count} soggiorni dal ${display(range.from)} al ${display(range.to)}`)
      .waitFor();
    const ferri = page.getByRole('button', { name: /Martina Ferri/ });
    await ferri.getByText(display(romeDate(0))).waitFor();
    await ferri.getByText('3 ospiti').waitFor();
    await checkBothWidths('owner-stays-list', () =>
      page.getByRole('button', { name: /Paolo Conti/ }).waitFor(),
    );

    // Reload keeps the range.
    await page.reload();
    await page.getByRole('button', { name: /Martina Ferri/ }).waitFor();
    assert.equal(await page.getByLabel(/^Al/).inputValue(), range.to);
  });

  test('adds a guest: bad input gets the §5 messages and saves nothing', async () => {
    await page.getByRole('button', { name: /Martina Ferri/ }).click();
    await page.waitForURL('**/owners/stays/*?from=*');
    await page.getByRole('heading', { level: 1, name: 'Martina Ferri' }).waitFor();
    await page.getByRole('table', { name: 'Ospiti' }).getByText('YA7654321').waitFor();
    await checkBothWidths('owner-stay-detail');

    await page.getByRole('button', { name: 'Aggiungi ospite' }).click();
    await dialog().getByRole('button', { name: 'Salva' }).click();
    await dialog().getByText('Il nome è obbligatorio.').waitFor();
    await dialog().getByText('Il cognome è obbligatorio.').waitFor();
    await dialog().getByText('La data di nascita è obbligatoria.').waitFor();
    await checkBothWidths('owner-stay-add-guest-errors');
    assert.equal((await stayOf('Ferri')).guests.length, 2, 'nothing saved on bad input');

    await fill(dialog(), [
      [/^Nome/, 'Giorgio'],
      [/^Cognome/, 'Ferri'],
      [/Data di nascita/, '2015-07-01'],
    ]);
    // A place typed but not chosen is refused; chosen from the list it carries its code.
    await dialog()
      .getByRole('combobox', { name: /Cittadinanza/ })
      .fill('Italiana');
    await dialog()
      .getByRole('status')
      .filter({ hasText: 'Nessuno stato con questo nome.' })
      .waitFor();
    await dialog().getByRole('button', { name: 'Salva' }).click();
    await dialog()
      .getByText('Scegli il luogo dall’elenco: scrivi qualche lettera e selezionalo.')
      .waitFor();
    await choosePlace(dialog(), /Cittadinanza/, 'ital', 'Italia Stato');
    await dialog()
      .getByRole('combobox', { name: /Luogo di nascita/ })
      .fill('roma');
    await dialog().getByRole('option', { name: 'Roma (RM) Comune', exact: true }).waitFor();
    await checkBothWidths('owner-stay-add-guest-places');
    await dialog().getByRole('option', { name: 'Roma (RM) Comune', exact: true }).click();
    await dialog().getByRole('button', { name: 'Salva' }).click();
    await notice('Ospite aggiunto con successo').waitFor();
    await page.getByRole('table', { name: 'Ospiti' }).getByText('Giorgio').waitFor();
    assert.deepEqual(
      (await stayOf('Ferri')).guests.map((guest) => guest.first_name),
      ['Martina', 'Andrea', 'Giorgio'],
    );
    const giorgio = await guestOf('Ferri', 'Giorgio');
    assert.deepEqual(
      [giorgio.place_of_birth, giorgio.place_of_birth_code, giorgio.citizenship_code],
      ['Roma (RM)', '412058091', '100000100'],
    );
  });

  test('adds, edits and deletes a billing row with the confirmation', async () => {
    await page.getByRole('button', { name: 'Aggiungi dati di fatturazione' }).click();
    await dialog().getByRole('button', { name: 'Salva' }).click();
    for (const text of [
      'Il nome è obbligatorio.',
      'Il cognome è obbligatorio.',
      "L'indirizzo è obbligatorio.",
      'La città è obbligatoria.',
      'Il CAP è obbligatorio.',
      'Il paese è obbligatorio.',
      "L'email è obbligatoria.",
    ]) {
      await dialog().getByText(text).waitFor();
    }
    await checkBothWidths('owner-stay-add-billing-errors');
    assert.deepEqual((await stayOf('Ferri')).billing_info, [], 'nothing saved on bad input');

    await fill(dialog(), [
      [/^Nome/, 'Martina'],
      [/^Cognome/, 'Ferri'],
      [/Codice fiscale/, 'FRRMTN88E52H501N'],
      [/Indirizzo/, 'Via dei Coronari 45'],
      [/Città/, 'Roma'],
      [/CAP/, '00186'],
      [/Paese/, 'Italia'],
      [/Email/, 'martina.ferri@example.it'],
    ]);
    await dialog().getByRole('button', { name: 'Salva' }).click();
    await notice('Dati di fatturazione aggiunti con successo').waitFor();
    const billing = page.getByRole('table', { name: 'Dati di fatturazione' });
    await billing.getByText('FRRMTN88E52H501N').waitFor();

    await page
      .getByRole('button', { name: 'Modifica i dati di fatturazione di Martina Ferri' })
      .click();
    await dialog().getByLabel(/Città/).fill('');
    await dialog().getByRole('button', { name: 'Salva' }).click();
    await dialog().getByText('La città è obbligatoria.').waitFor();
    await checkBothWidths('owner-stay-edit-billing');
    assert.equal((await stayOf('Ferri')).billing_info[0].city, 'Roma', 'nothing saved');
    await dialog().getByLabel(/Città/).fill('Fiumicino');
    await dialog().getByRole('button', { name: 'Salva' }).click();
    await notice('Informazioni di fatturazione aggiornate con successo').waitFor();
    await billing.getByText('Fiumicino').waitFor();
    assert.equal((await stayOf('Ferri')).billing_info[0].city, 'Fiumicino');

    await page
      .getByRole('button', { name: 'Elimina i dati di fatturazione di Martina Ferri' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Sei sicuro di voler eliminare questo elemento?').waitFor();
    await checkBothWidths('owner-stay-confirm-delete');
    await confirm.getByRole('button', { name: 'Annulla' }).last().click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal((await stayOf('Ferri')).billing_info.length, 1, 'Annulla keeps the row');

    await page
      .getByRole('button', { name: 'Elimina i dati di fatturazione di Martina Ferri' })
      .click();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await notice('Informazione di fatturazione cancellata con successo').waitFor();
    await billing.getByText('Ancora Nessuna informazione di fatturazione disponibile.').waitFor();
    assert.deepEqual((await stayOf('Ferri')).billing_info, []);

    await page.getByRole('button', { name: "Elimina l'ospite Giorgio Ferri" }).click();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await notice('Ospite cancellato con successo').waitFor();
    await page
      .getByRole('table', { name: 'Ospiti' })
      .getByText('Giorgio')
      .waitFor({ state: 'detached' });
    assert.equal((await stayOf('Ferri')).guests.length, 2);
  });

  test('walks the document comparison across guests and stays and sees each photo', async () => {
    // Let the notices of the previous steps go, so the screenshots show the screen itself.
    await notice('Ospite cancellato con successo').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Confronta il documento di Martina Ferri' }).click();
    await page.waitForURL('**/owners/stays/*/guests/*?from=*');
    await page.getByRole('heading', { level: 1, name: 'Martina Ferri' }).waitFor();
    const front = page.getByRole('img', { name: 'Foto del documento (Fronte)' });
    await front.waitFor();
    assert.ok(await front.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
    assert.match((await front.getAttribute('src')) ?? '', /^blob:/);
    await main().getByRole('button', { name: 'Retro', exact: true }).click();
    await page.getByRole('img', { name: 'Foto del documento (Retro)' }).waitFor();
    await checkBothWidths('owner-document-image', () =>
      page.getByRole('img', { name: /Foto del documento/ }).waitFor(),
    );
    // On a wide screen the photo is as tall as the details card.
    const cardHeight = await page
      .getByRole('form', { name: 'Dettagli Documento' })
      .evaluate((form) => form.parentElement!.getBoundingClientRect().height);
    const frameHeight = await page
      .getByTestId('document-frame')
      .evaluate((frame) => frame.getBoundingClientRect().height);
    assert.ok(Math.abs(cardHeight - frameHeight) <= 2, `${frameHeight} vs ${cardHeight}`);

    await main().getByRole('button', { name: 'Avanti', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Andrea Ferri' }).waitFor();
    const pdf = page.getByTitle('Documento PDF');
    await pdf.waitFor();
    assert.match((await pdf.getAttribute('src')) ?? '', /^blob:/);
    await page.locator('[data-testid="document-frame"]:not([aria-busy])').waitFor();
    assert.equal(await main().getByRole('button', { name: 'Retro', exact: true }).count(), 0);
    await checkBothWidths('owner-document-pdf');

    // Bad input saves nothing; a good edit is saved.
    const details = page.getByRole('form', { name: 'Dettagli Documento' });
    await details.getByLabel(/^Nome/).fill('');
    await details.getByRole('button', { name: 'Salva modifiche' }).click();
    await details.getByText('Il nome è obbligatorio.').waitFor();
    await details.getByLabel(/^Nome/).fill('Andrea');
    await choosePlace(details, /Luogo di rilascio/, 'bolog', 'Bologna (BO) Comune');
    await details.getByRole('button', { name: 'Salva modifiche' }).click();
    await notice('Dettagli aggiornati con successo').waitFor();
    const andrea = await guestOf('Ferri', 'Andrea');
    assert.deepEqual(
      [andrea.place_of_issue, andrea.place_of_issue_code],
      ['Bologna (BO)', '408037006'],
    );

    await main().getByRole('button', { name: 'Avanti', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Paolo Conti' }).waitFor();
    await page.getByText(/soggiorno di Paolo Conti/).waitFor();
    await page.getByRole('img', { name: 'Foto del documento (Fronte)' }).waitFor();

    // His place of issue was typed freely: to review, fixed by choosing it from the list.
    await details.getByText(/Luoghi da verificare: sono stati scritti a mano/).waitFor();
    assert.deepEqual((await guestOf('Conti', 'Paolo')).places_to_review, ['place_of_issue']);
    const issue = details.getByRole('combobox', { name: /Luogo di rilascio/ });
    assert.equal(await issue.inputValue(), 'Questura di Napoli');
    await issue.fill('napo');
    await details.getByRole('option', { name: 'Napoli (NA) Comune', exact: true }).waitFor();
    await checkBothWidths('owner-document-places-to-review');
    await details.getByRole('option', { name: 'Napoli (NA) Comune', exact: true }).click();
    await details.getByRole('button', { name: 'Salva modifiche' }).click();
    await notice('Dettagli aggiornati con successo').waitFor();
    await details.getByText(/Luoghi da verificare/).waitFor({ state: 'detached' });
    const paolo = await guestOf('Conti', 'Paolo');
    assert.deepEqual(
      [paolo.place_of_issue, paolo.place_of_issue_code, paolo.places_to_review],
      ['Napoli (NA)', '415063049', []],
    );

    // A reload keeps the guest; back returns to the previous one.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Paolo Conti' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Andrea Ferri' }).waitFor();
    await main().getByRole('button', { name: 'Chiudi', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Martina Ferri' }).waitFor();
    await page.getByRole('table', { name: 'Ospiti' }).waitFor();
    // Every object URL the comparison made (since the reload) was revoked once it was left.
    const urls = await page.evaluate(
      () =>
        (window as unknown as { __objectUrls: { created: string[]; revoked: string[] } })
          .__objectUrls,
    );
    assert.ok(urls.created.length >= 1, 'photos were shown through object URLs');
    assert.deepEqual(
      urls.created.filter((url) => !urls.revoked.includes(url)),
      [],
    );
  });

  test('a stay without guests shows the empty texts', async () => {
    await page.goto(`${product.shellUrl}/owners/stays?from=${range.from}&to=${range.to}`);
    await page.getByRole('button', { name: /Giulia Rossi/ }).click();
    await page.getByText('Ancora Nessun ospite registrato.', { exact: true }).waitFor();
    await page.getByText('Ancora Nessuna informazione di fatturazione disponibile.').waitFor();
  });
});
