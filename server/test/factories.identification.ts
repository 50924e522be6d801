import WebSocket from 'ws';
import { guestRegistrations } from '../src/db';
import { SOCKET_PATH, SOCKET_PROTOCOL } from '../src/identification/socket-auth';
import { addDays, localDate } from '../src/lib/time';
import { TestClient } from './api-client';
import { createDoor } from './factories.door-access';
import { createGuestStay } from './factories';
import type { TestContext } from './helper';

/**
 * A stay inside its window (yesterday → in two days), a door of its room with a CPC, and
 * `guests` registered guests; the host and the guest signed in.
 */
export const identificationStay = async (ctx: TestContext, guests = 2, cpc = '4321') => {
  const today = localDate(new Date(), 'Europe/Rome');
  const stay = await createGuestStay(ctx, {
    checkInDate: addDays(today, -1),
    checkOutDate: addDays(today, 2),
  });
  const door = await createDoor(
    ctx,
    { ownerId: stay.owner.id, apartmentId: stay.apartment.id, roomIds: [stay.room.id] },
    { name: 'Portone', accessType: 'codice', checkPositionCode: cpc },
  );
  const registered = guests
    ? await ctx.db
        .insert(guestRegistrations)
        .values(
          Array.from({ length: guests }, (_, i) => ({
            checkinProfileId: stay.profile.id,
            firstName: `Ospite${i + 1}`,
            lastName: 'Bianchi',
          })),
        )
        .returning()
    : [];
  const host = new TestClient(ctx.baseUrl);
  const guest = new TestClient(ctx.baseUrl);
  const hostToken = await host.login(stay.owner.username, stay.owner.password);
  const guestToken = await guest.login(stay.username, stay.password);
  return { ...stay, door, cpc, registered, host, guest, hostToken, guestToken };
};

export interface TestSocket {
  ws: WebSocket;
  /** Every message received so far. */
  received: Record<string, unknown>[];
  send(msg: object): void;
  /** The next message of this type (already received or to come), within `ms`. */
  next(type: string, ms?: number): Promise<Record<string, any>>;
  /** Whether a message of this type arrives within `ms`. */
  gets(type: string, ms?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens the socket the way a browser does: the token as a subprotocol, the page's Origin. */
export const openSocket = async (
  baseUrl: string,
  token: string | null,
  options: { header?: boolean; origin?: string } = {},
): Promise<TestSocket> => {
  const url = `${baseUrl.replace(/^http/, 'ws')}${SOCKET_PATH}`;
  const protocols = [SOCKET_PROTOCOL, ...(token && !options.header ? [`token.${token}`] : [])];
  const headers: Record<string, string> = {};
  if (token && options.header) headers.authorization = `Token ${token}`;
  if (options.origin) headers.origin = options.origin;
  const ws = new WebSocket(url, protocols, { headers });
  const received: Record<string, any>[] = [];
  const consumed = new Set<number>();
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`socket refused: ${res.statusCode}`));
    });
    ws.once('error', reject);
  });
  const find = (type: string) => received.findIndex((m, i) => m.type === type && !consumed.has(i));
  const next = async (type: string, ms = 5000) => {
    const until = Date.now() + ms;
    for (;;) {
      const i = find(type);
      if (i >= 0) {
        consumed.add(i);
        return received[i];
      }
      if (Date.now() > until) {
        throw new Error(`no ${type} within ${ms} ms; got ${JSON.stringify(received)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    ws,
    received,
    send: (msg) => ws.send(JSON.stringify(msg)),
    next,
    gets: (type, ms = 500) =>
      next(type, ms).then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (ws.readyState === ws.CLOSED) return;
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.close();
      await closed;
    },
  };
};

/** The status a refused upgrade answers. */
export const refusedStatus = (baseUrl: string, token: string | null, options = {}) =>
  openSocket(baseUrl, token, options).then(
    async (s) => {
      await s.close();
      return 101;
    },
    (error: Error) => Number(/refused: (\d+)/.exec(error.message)?.[1] ?? 0),
  );
