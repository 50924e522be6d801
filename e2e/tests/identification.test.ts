import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiSession } from '../support/api.ts';
import { expectAxeClean } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { idCardJpeg } from '../support/documents.ts';
import {
  FAKE_MEDIA_ARGS,
  recordPeerConnections,
  videoSize,
  waitForMediaFlow,
} from '../support/media.ts';
import { availablePostgres, startProduct, type Product } from '../support/product.ts';
import { checkScreen } from '../support/screens.ts';
import { demo, fillLogin } from '../support/session.ts';
import { createStay, registerAsGuest } from '../support/stays.ts';

// Identification at the door, in two Chromium windows with Chromium's fake camera and
// microphone: the host's console (1280 px) on one API process, the guest's phone (390 px) on
// another, both on one PostgreSQL. The guest types the CPC posted at the door and starts the
// call; the host's console rings, the host answers, video and sound flow both ways, the host
// confirms each guest and only then does the door open. A second host's console never rings.

const HOST_VIEW = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const OTHER_OWNER = { username: 'altro.host', password: 'another-long-passphrase' };
const arrival = `${new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  hourCycle: 'h23',
}).format(new Date())}:00`;
const repo = resolve(import.meta.dirname, '../..');

let postgresUrl: string | null = null;
let product: Product;
let browser: Browser;
let owner: ApiSession;
const contexts: BrowserContext[] = [];

before(async () => {
  postgresUrl = await availablePostgres();
  if (!postgresUrl) return;
  product = await startProduct({ postgresUrl, secondApi: true });
  browser = await launchChromium(FAKE_MEDIA_ARGS);
  owner = await ApiSession.login(product.apiUrl, demo.owner.username, demo.owner.password);
  // A second host of the same installation, created as an operator would (the CLI).
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/cli/create-owner.ts',
      '--username',
      OTHER_OWNER.username,
      '--password',
      OTHER_OWNER.password,
    ],
    { cwd: repo, env: { ...process.env, DATABASE_URL: databaseUrlOf(product) } },
  );
});

after(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await product?.stop();
});

function databaseUrlOf(p: Product): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/soglia_e2e_${new URL(p.apiUrl).port}`;
  return url.toString();
}

async function relayEvents(): Promise<unknown[]> {
  const state = await (await fetch(`${product.shellyUrl}/__sim/state`)).json();
  return state.devices.find((d: { id: string }) => d.id === 'demo-relay-1').events[0];
}

async function newPage(
  shellUrl: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.grantPermissions(['camera', 'microphone'], { origin: shellUrl });
  await recordPeerConnections(context);
  return context.newPage();
}

async function signInAsHost(shellUrl: string, username: string, password: string) {
  const page = await newPage(shellUrl, HOST_VIEW);
  await fillLogin(page, shellUrl, username, password);
  await page.waitForURL('**/owners**');
  return page;
}

/** A stay of two guests who registered online with their documents: check-in complete. */
async function checkedInStay(photoPage: Page) {
  const stay = await createStay(owner, 'Laura', 'Conti', 0, 2, arrival);
  for (const [first, number] of [
    ['Laura', 'CA11111AA'],
    ['Pietro', 'CA22222BB'],
  ]) {
    await registerAsGuest(
      product.apiUrl,
      stay,
      {
        first_name: first,
        last_name: 'Conti',
        date_of_birth: '1986-07-09',
        citizenship: 'Italia',
        place_of_birth: 'Roma',
        gender: first === 'Laura' ? 'F' : 'M',
        document_type: 'identity card',
        document_number: number,
        place_of_issue: 'Roma',
      },
      {
        document_photo: await idCardJpeg(photoPage, 'FRONTE', `${first} Conti`),
        document_photo_back: await idCardJpeg(photoPage, 'RETRO', `${first} Conti`),
      },
    );
  }
  const guest = await ApiSession.login(product.apiUrl, stay.username, stay.psw);
  await guest.patch(`/api/update-guest-type/${stay.id}/`, { guest_type: 'famiglia' });
  return { stay, guest };
}

describe('identification at the door', () => {
  test('the host sees the guests live before the first opening, across two API processes', async (t) => {
    if (!postgresUrl) {
      t.skip('needs PostgreSQL (E2E_POSTGRES_URL or a local server on 5432) for two API processes');
      return;
    }
    const hostPage = await signInAsHost(product.shellUrl, demo.owner.username, demo.owner.password);
    const otherHost = await signInAsHost(
      product.shellUrl,
      OTHER_OWNER.username,
      OTHER_OWNER.password,
    );
    const { stay, guest: guestApi } = await checkedInStay(hostPage);
    const [apartment] = await owner.get<{ id: number }[]>('/api/apartments/');
    const [portone] = (
      await owner.get<{ id: number; name: string }[]>(`/api/doors/?apartment=${apartment.id}`)
    ).filter((door) => door.name === 'Portone');

    // The guest's phone reaches the second API process through the second shell.
    const phone = await newPage(product.secondShellUrl!, PHONE);
    await fillLogin(phone, product.secondShellUrl!, stay.username, stay.psw);
    await phone.getByRole('button', { name: 'English' }).click();
    const consent = phone.getByRole('dialog');
    await consent.waitFor();
    await consent.getByRole('button').last().click();
    await phone.waitForURL('**/guest');

    // Before the identification: no code, no opening, the door stays shut.
    const card = phone.getByRole('region', { name: 'Identification at the door' });
    await card.waitFor();
    assert.equal(await phone.getByRole('button', { name: 'Open' }).count(), 0);
    assert.equal(await phone.getByText('1357#').count(), 0);
    const eventsBefore = (await relayEvents()).length;
    await assert.rejects(
      guestApi.post('/api/check-cpc/', { door_id: portone.id, cpc: '2468' }),
      /403/,
    );
    assert.equal((await relayEvents()).length, eventsBefore, 'the door stayed shut');
    await expectAxeClean(phone, 'guest identification start');
    await checkScreen(phone, 'guest-identification-start');

    await card.getByLabel('Code posted at the door').fill('2468');
    const tapped = Date.now();
    await card.getByRole('button', { name: 'Start identification' }).click();
    await phone.getByText('Calling your host').waitFor();

    const incoming = hostPage.getByRole('alertdialog', { name: 'Chiamata in arrivo' });
    await incoming.waitFor();
    const ringMs = Date.now() - tapped;
    await incoming.getByText('Laura Conti').first().waitFor();
    await expectAxeClean(hostPage, 'host incoming call');
    await checkScreen(hostPage, 'host-identification-ringing');
    assert.equal(
      await otherHost.getByRole('alertdialog').count(),
      0,
      "another host's console never rings",
    );

    const answered = Date.now();
    await incoming.getByRole('button', { name: 'Rispondi' }).click();
    const call = hostPage.getByRole('dialog', { name: /Videochiamata con/ });
    await call.waitFor();

    // Frames and sound really flow both ways.
    const [hostFlow, guestFlow] = await Promise.all([
      waitForMediaFlow(hostPage),
      waitForMediaFlow(phone),
    ]);
    const firstFrameMs = Date.now() - answered;
    const guestVideo = await videoSize(hostPage, "Video dell'ospite");
    const hostVideo = await videoSize(phone, 'Your host’s camera');
    assert.ok(guestVideo.width > 0 && hostVideo.width > 0, 'both videos show frames');
    assert.ok(hostFlow.videoBytesReceived > 0 && guestFlow.videoBytesReceived > 0);
    await checkScreen(hostPage, 'host-identification-call');
    await checkScreen(phone, 'guest-identification-call');
    console.log(
      `identification: ring ${ringMs} ms after "Start identification"; first frames ${firstFrameMs} ms after "Rispondi" ` +
        `(host received ${hostFlow.videoBytesReceived} B video, guest ${guestFlow.videoBytesReceived} B; ` +
        `pair ${hostFlow.localCandidateType}/${hostFlow.remoteCandidateType})`,
    );

    // Still shut during the call, until the host confirms every guest.
    assert.equal((await relayEvents()).length, eventsBefore);
    for (const name of ['Laura Conti', 'Pietro Conti']) {
      const row = call.getByRole('listitem', { name });
      await row.getByRole('button', { name: 'Identificato' }).click();
      await row.getByRole('button', { name: 'Identificato', disabled: true }).waitFor();
    }
    await call.getByText('Soggiorno identificato').waitFor();
    await checkScreen(hostPage, 'host-identification-identified');
    // The guest's phone leaves the call as soon as the stay is identified (its doors show at
    // once): the host ends it, or closes it once the guest has.
    await call
      .getByRole('button', { name: /^(Termina chiamata|Chiudi)$/ })
      .first()
      .click();
    await call.waitFor({ state: 'detached' });

    // The guest's phone shows the doors at once; the door opens with the CPC.
    const door = phone.getByRole('article', { name: 'Portone' });
    await door.waitFor();
    await door.getByRole('textbox', { name: 'Check-position code (CPC)' }).fill('2468');
    await door.getByRole('button', { name: 'Open' }).click();
    await door.getByRole('status').filter({ hasText: 'OPENED!' }).waitFor();
    assert.equal((await relayEvents()).length, eventsBefore + 1, 'the door opened once');

    const identified = await owner.get<{ identified_at: string | null; method: string }>(
      `/api/identification/stays/${stay.id}/`,
    );
    assert.equal(identified.method, 'video_call');
    assert.ok(identified.identified_at);
    assert.equal(await otherHost.getByRole('alertdialog').count(), 0);
  });
});
