import crypto from 'node:crypto';
import type { AppConfig } from '../src/config';
import { identificationStay } from './factories.identification';
import { setupTestApp } from './helper';
import { allocateUdp } from './turn-client';
import { startTurnServer, turnserverInstalled, type RunningTurnServer } from './turnserver';

/**
 * The API's TURN credentials against a real coturn (`turnserver`, Debian's `coturn` package) set
 * up as docs/deploy.md sets it up (`use-auth-secret` with Soglia's TURN_SECRET): the credentials
 * of GET /api/identification/ice-servers/ get a relay, and nothing else does.
 */
const SECRET = crypto.randomBytes(24).toString('hex');
const TTL_SECONDS = 600;
const installed = turnserverInstalled();
if (!installed) {
  console.warn(
    "identification.turn.test.ts SKIPPED: coturn's turnserver is not installed " +
      '(apt-get install coturn; .ci/run installs it).',
  );
}

let turn: RunningTurnServer;
// Before the API's own beforeAll (registered by setupTestApp below): its settings name the port.
beforeAll(async () => {
  if (installed) turn = await startTurnServer(SECRET);
}, 30_000);
afterAll(async () => {
  await turn?.stop();
});

const ctx = setupTestApp(
  () =>
    ({
      identification: {
        stunUrls: installed ? [`stun:127.0.0.1:${turn.port}`] : [],
        turnUrls: installed ? [`turn:127.0.0.1:${turn.port}?transport=udp`] : [],
        turnSecret: SECRET,
        turnTtlSeconds: TTL_SECONDS,
        ringSeconds: 60,
        maxCallSeconds: 1800,
      },
    }) as Partial<AppConfig>,
);

/** The TURN entry of the ICE servers the API gives the stay's guest. */
const guestTurnServer = async () => {
  const stay = await identificationStay(ctx, 1);
  const answer = await stay.guest.get('/api/identification/ice-servers/');
  expect(answer.status).toBe(200);
  const turnEntry = (
    answer.body.ice_servers as { urls: string[]; username?: string; credential?: string }[]
  ).find((server) => server.urls.some((url) => url.startsWith('turn:')));
  return {
    stay,
    url: turnEntry!.urls[0],
    username: turnEntry!.username!,
    password: turnEntry!.credential!,
  };
};

/** coturn's REST API credential for `username`: base64(HMAC-SHA1(secret, username)). */
const credentialFor = (username: string, secret = SECRET) =>
  crypto.createHmac('sha1', secret).update(username).digest('base64');

const suite = installed
  ? describe
  : (title: string, body: () => void) =>
      describe.skip(`${title} (SKIPPED: turnserver is not installed)`, body);

suite('coturn with the API’s TURN credentials', () => {
  it('relays for the credentials the API hands out, until their expiry', async () => {
    const { url, username, password } = await guestTurnServer();
    const expiry = Number(username.split(':')[0]);
    expect(expiry - Date.now() / 1000).toBeGreaterThan(TTL_SECONDS - 30);
    expect(expiry - Date.now() / 1000).toBeLessThanOrEqual(TTL_SECONDS);

    const allocation = await allocateUdp(url, username, password);
    expect(allocation).toMatchObject({ ok: true, relayed: { address: '127.0.0.1' } });
    if (!allocation.ok) throw new Error(turn.output());
    expect(allocation.relayed.port).toBeGreaterThan(turn.port);
    expect(allocation.relayed.port).toBeLessThanOrEqual(turn.port + 10);
    expect(allocation.lifetime).toBeGreaterThan(0);
  });

  it('refuses a wrong password (401)', async () => {
    const { url, username, password } = await guestTurnServer();
    const wrong = `${password.slice(0, -4)}AAA=`;
    expect(await allocateUdp(url, username, wrong)).toMatchObject({ ok: false, code: 401 });
    expect(
      await allocateUdp(url, username, credentialFor(username, 'not-the-secret')),
    ).toMatchObject({ ok: false, code: 401 });
  });

  it('refuses a username whose expiry has passed, even with its right HMAC', async () => {
    const { url, stay } = await guestTurnServer();
    const now = Math.floor(Date.now() / 1000);
    // The same credential a minute ahead is accepted: only the time differs.
    const valid = `${now + 60}:g${stay.profile.id}`;
    expect(await allocateUdp(url, valid, credentialFor(valid))).toMatchObject({ ok: true });
    const expired = `${now - 60}:g${stay.profile.id}`;
    expect(await allocateUdp(url, expired, credentialFor(expired))).toMatchObject({
      ok: false,
      code: 401,
    });
  });
});
