import {
  IdentificationError,
  openIdentificationSocket,
  type IdentificationServerMessage,
  type IdentificationSocket,
} from '@soglia/api-client/realtime';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../src/config';
import { apartments } from '../src/db/tables/apartments.table';
import { identificationStay } from './factories.identification';
import { setupTestApp } from './helper';

/**
 * api-client's identification socket (what the console and the guest app use) against the real
 * server: it signs in with the token as a subprotocol, matches answers by ref, hears the rings,
 * and gets the server's refusals as errors with their code.
 */
const ctx = setupTestApp(
  () =>
    ({
      identification: {
        stunUrls: [],
        turnUrls: [],
        turnSecret: '',
        turnTtlSeconds: 600,
        ringSeconds: 30,
        maxCallSeconds: 1800,
      },
    }) as Partial<AppConfig>,
);
const sockets: IdentificationSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const open = (token: string) => {
  const socket = openIdentificationSocket({ token, baseUrl: ctx.baseUrl, maxRetryMs: 200 });
  sockets.push(socket);
  return socket;
};
const next = (socket: IdentificationSocket, type: IdentificationServerMessage['type']) =>
  new Promise<IdentificationServerMessage>((resolve) => {
    const off = socket.subscribe((message) => {
      if (message.type !== type) return;
      off();
      resolve(message);
    });
  });

it('a guest starts a call with a request answered by ref; the host hears it ring and answers', async () => {
  const stay = await identificationStay(ctx);
  const host = open(stay.hostToken);
  const hello = next(host, 'hello');
  expect(await hello).toMatchObject({ kind: 'owner', ring_seconds: 30 });
  expect(host.state).toBe('open');

  const guest = open(stay.guestToken);
  const ringing = next(host, 'call.ringing');
  // Sent while the guest's socket still connects: it waits in the socket's queue.
  const started = await guest.request({ type: 'call.start', door_id: stay.door.id, cpc: stay.cpc });
  expect(started).toMatchObject({ type: 'call.started', ring_seconds: 30 });
  const callId = (started as { call_id: number }).call_id;
  expect(await ringing).toMatchObject({ call_id: callId, door_name: 'Portone' });

  const answered = next(guest, 'call.answered');
  host.send({ type: 'call.answer', call_id: callId });
  expect(await answered).toMatchObject({ call_id: callId });
});

it('a refusal rejects the request with the server code; pong answers ping', async () => {
  const stay = await identificationStay(ctx);
  const guest = open(stay.guestToken);
  await expect(
    guest.request({ type: 'call.start', door_id: stay.door.id, cpc: '0000' }),
  ).rejects.toBeInstanceOf(IdentificationError);
  await expect(
    guest.request({ type: 'call.start', door_id: stay.door.id, cpc: '0000' }),
  ).rejects.toMatchObject({ code: 'wrong_cpc' });
  await expect(guest.request({ type: 'ping' })).resolves.toMatchObject({ type: 'pong' });
});

it("a refused sign-in reads as offline (the app's REST calls sign it out); close() stops it", async () => {
  const socket = open('not-a-token');
  await new Promise<void>((resolve) => {
    const off = socket.onState((state) => {
      if (state === 'offline' || state === 'signed-out') {
        off();
        resolve();
      }
    });
  });
  // The server refuses the upgrade (401): a browser sees only a failed connection.
  expect(socket.state).toBe('offline');
  socket.close();
  expect(socket.state).toBe('closed');
});

it('rings for the time the host set on the apartment, then both sides hear it was missed', async () => {
  const stay = await identificationStay(ctx);
  const refused = await stay.host.request('PUT', `/api/apartments/${stay.apartment.id}/`, {
    body: {
      name: stay.apartment.name,
      address: stay.apartment.address,
      CIN: 'IT058091C2ABCDEF12',
      identification_ring_seconds: 20,
    },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.identification_ring_seconds).toEqual(['Almeno 30 secondi.']);
  const saved = await stay.host.request('PUT', `/api/apartments/${stay.apartment.id}/`, {
    body: {
      name: stay.apartment.name,
      address: stay.apartment.address,
      CIN: 'IT058091C2ABCDEF12',
      identification_ring_seconds: 300,
    },
  });
  expect(saved.status).toBe(200);
  expect(saved.body.identification_ring_seconds).toBe(300);
  // Longer than the installation allows (30 s here): the installation's limit holds.
  const guest = open(stay.guestToken);
  const long = await guest.request({ type: 'call.start', door_id: stay.door.id, cpc: stay.cpc });
  expect(long).toMatchObject({ type: 'call.started', ring_seconds: 30 });

  // Two seconds (below what the form allows, to keep the test short) ring for two seconds.
  await ctx.db
    .update(apartments)
    .set({ identificationRingSeconds: 2 })
    .where(eq(apartments.id, stay.apartment.id));
  const host = open(stay.hostToken);
  await next(host, 'hello');
  const started = Date.now();
  const short = await guest.request({ type: 'call.start', door_id: stay.door.id, cpc: stay.cpc });
  expect(short).toMatchObject({ type: 'call.started', ring_seconds: 2 });
  const missed = await next(guest, 'call.missed');
  expect(missed).toMatchObject({ call_id: (short as { call_id: number }).call_id });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
}, 20_000);
