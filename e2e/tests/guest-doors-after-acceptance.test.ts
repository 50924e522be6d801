import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { launchChromium } from '../support/browser.ts';
import { chooseIdPhotos } from '../support/documents.ts';
import { choosePlace } from '../support/places.ts';
import { ALLOGGIATI_ACCOUNT, startProduct, type Product } from '../support/product.ts';
import { createStay, romeDate, withoutIdentification } from '../support/stays.ts';
import { demo, fillLogin } from '../support/session.ts';

// A guest's check-in stays complete when the police accept the record and its document photos
// are deleted: the doors, their codes and the remote opening stay available. In Chromium against
// the real API, the Alloggiati Web simulator (automatic sending) and the Shelly Cloud simulator.

const PHONE = { width: 375, height: 812 };
const today = romeDate(0);
/** The guest arrives at the start of this hour (Rome): the doors are open from then on. */
const arrival = `${new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  hourCycle: 'h23',
}).format(new Date())}:00`;

let product: Product;
let browser: Browser;
let owner: ApiSession;

before(async () => {
  product = await startProduct();
  browser = await launchChromium();
  owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  await withoutIdentification(owner);
  await owner.put('/api/alloggiati/account/', {
    user: ALLOGGIATI_ACCOUNT.user,
    password: ALLOGGIATI_ACCOUNT.password,
    ws_key: ALLOGGIATI_ACCOUNT.wsKey,
  });
  const [apartment] = await owner.get<{ id: number }[]>('/api/apartments/');
  await owner.put(`/api/alloggiati/apartments/${apartment.id}/`, { auto_send: true });
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

interface OwnerGuest {
  document_photo: string | null;
  document_photo_back: string | null;
}

/** The stay's guests as the host reads them. */
async function guestsOf(stayId: number): Promise<OwnerGuest[]> {
  const stays = await owner.get<{ id: number; guests: OwnerGuest[] }[]>(
    `/api/owner-checkin-details/?start_date=${today}&end_date=${today}`,
  );
  return stays.find((stay) => stay.id === stayId)?.guests ?? [];
}

async function relayEvents(): Promise<{ output: boolean; source: string }[]> {
  const state = await (await fetch(`${product.shellyUrl}/__sim/state`)).json();
  return state.devices.find((d: { id: string }) => d.id === 'demo-relay-1').events[0];
}

describe('doors after the record is accepted', () => {
  test('a guest who checked in with photos keeps the doors once automatic sending deleted them', async () => {
    const stay = await createStay(owner, 'Emma', 'Schulz', 0, 1, arrival);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await fillLogin(page, product.shellUrl, stay.username, stay.psw);
    await page.getByRole('button', { name: 'English' }).click();
    const consent = page.getByRole('dialog');
    await consent.waitFor();
    await consent.getByRole('button').last().click();
    await page.waitForURL('**/guest');

    const guestType = page.getByRole('region', { name: 'Who is travelling?' });
    await guestType.getByRole('combobox', { name: 'Guest type' }).selectOption('ospite singolo');
    await guestType.getByRole('button', { name: 'Submit' }).click();
    await guestType.waitFor({ state: 'detached' });

    const form = page.getByRole('region', { name: 'Guest registration' });
    await form.getByRole('heading', { name: 'Guest 1' }).waitFor();
    await form.getByRole('textbox', { name: 'First name' }).fill('Emma');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Schulz');
    await form.getByLabel('Date of birth').fill('1991-03-14');
    await choosePlace(form, 'Place of birth', 'germ', 'Germany Country');
    await choosePlace(form, 'Citizenship', 'germ', 'Germany Country');
    await form.getByRole('combobox', { name: 'Gender' }).selectOption('F');
    await form.getByRole('combobox', { name: 'Document type' }).selectOption('passport');
    await form.getByRole('textbox', { name: 'Document number' }).fill('C5T8W2K4X');
    await choosePlace(form, 'Place of issue', 'germ', 'Germany Country');
    await chooseIdPhotos(page, form, 'Emma Schulz', [
      ['Document photo (front)', 'PASSPORT'],
      ['Document photo (back)', 'BACK'],
    ]);
    await form
      .getByText(/Ready to send: \d+ KB\./)
      .nth(1)
      .waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'Form submitted successfully!' }).waitFor();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Camera Blu' }).waitFor();

    // Sent by itself right after the registration, accepted: the photos are deleted.
    let guests: OwnerGuest[] = [];
    for (let i = 0; i < 50; i += 1) {
      guests = await guestsOf(stay.id);
      if (guests.length === 1 && guests[0].document_photo === null) break;
      await sleep(200);
    }
    assert.deepEqual(
      guests.map((g) => [g.document_photo, g.document_photo_back]),
      [[null, null]],
      'the photos were deleted once the record was accepted',
    );
    const record = await owner.get<{ state: string }>(`/api/alloggiati/stays/${stay.id}/`);
    assert.equal(record.state, 'sent');

    // The guest comes back to the page: still the doors, the code, and the remote door opens.
    await page.reload();
    await page.getByRole('heading', { name: 'Camera Blu' }).waitFor();
    assert.equal(await page.getByText('Still missing:').count(), 0);
    await page.getByRole('button', { name: 'Door 2: Porta appartamento' }).click();
    const codeDoor = page.getByRole('article', { name: 'Porta appartamento' });
    assert.equal(await codeDoor.getByTestId('access-code').textContent(), '1357#');
    const shellyDoor = page.getByRole('article', { name: 'Portone' });
    const before = (await relayEvents()).length;
    await shellyDoor.getByRole('textbox', { name: 'Check-position code (CPC)' }).fill('2468');
    await shellyDoor.getByRole('button', { name: 'Open' }).click();
    await shellyDoor.getByRole('status').filter({ hasText: 'OPENED!' }).waitFor();
    const events = await relayEvents();
    assert.deepEqual(
      { output: events[before]?.output, source: events[before]?.source },
      { output: true, source: 'cloud' },
    );
    await context.close();
  });
});
