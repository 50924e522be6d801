/**
 * Writes through the proxy by several clients at once while one API process is killed, and the
 * check that every acknowledged write is in the database and the media store (a folder or a bucket)
 * holds exactly the files its rows name. Used by scale.two-process.test.ts and `npm run bench:scale`.
 */
import { inArray, isNotNull, or } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import type { Db } from '../src/db/client';
import { guestRegistrations } from '../src/db/tables/guests.table';
import type { MediaStore } from '../src/media/media.store';
import { TestClient } from './api-client';
import { sendForm } from './factories.guests';
import { UPSTREAM_HEADER } from './round-robin-proxy';

export interface WriteOutcome {
  kind: 'apartment' | 'guest';
  /** The HTTP status, or 0 when the client got no answer at all. */
  status: number;
  /** The created row's id, for a 201. */
  id: number | null;
  upstream: number | null;
  startedAt: number;
  endedAt: number;
}

export interface WriteLoadOptions {
  proxyUrl: string;
  ownerToken: string;
  /** A stay of the owner: the uploading clients add guests with a document photo to it. */
  profileId: number;
  photo: Buffer;
  clients: number;
  /** How many of the clients upload guests with a photo (the others create apartments). */
  uploaders: number;
  /** Acknowledged writes before `kill` is called. */
  acksBeforeKill: number;
  /** After the kill the load goes on at least this long and until this many more acks. */
  msAfterKill: number;
  acksAfterKill: number;
  /** Bounds the whole run whatever happens. */
  maxMs: number;
  kill: () => void;
}

export interface WriteLoadRun {
  outcomes: WriteOutcome[];
  /** When `kill` was called (epoch ms), or null when the load ended before. */
  killedAt: number | null;
  ms: number;
}

const APARTMENT = { address: 'Via Roma 1, Roma', CIN: 'IT010025C2ABCDEF' };

const writeOnce = async (
  client: TestClient,
  kind: WriteOutcome['kind'],
  n: number,
  o: WriteLoadOptions,
) => {
  const startedAt = Date.now();
  try {
    const res =
      kind === 'apartment'
        ? await client.post('/api/apartments/', { ...APARTMENT, name: `Load ${n}` })
        : await sendForm(client, 'POST', '/api/guests-registration/', {
            checkin_profile: String(o.profileId),
            first_name: `Load${n}`,
            last_name: 'Rossi',
            date_of_birth: '1980-05-05',
            document_photo: { data: o.photo, filename: 'front.jpg' },
          });
    const upstream = res.headers.get(UPSTREAM_HEADER);
    return {
      kind,
      status: res.status,
      id: res.status === 201 ? Number(res.body.id) : null,
      upstream: upstream === null ? null : Number(upstream),
      startedAt,
      endedAt: Date.now(),
    };
  } catch {
    return { kind, status: 0, id: null, upstream: null, startedAt, endedAt: Date.now() };
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the load, calls `kill` after `acksBeforeKill` acknowledged writes, and stops by itself. */
export const runWriteLoad = async (o: WriteLoadOptions): Promise<WriteLoadRun> => {
  const outcomes: WriteOutcome[] = [];
  const started = Date.now();
  let stop = false;
  let n = 0;
  const acks = () => outcomes.filter((r) => r.status === 201).length;
  const worker = async (index: number) => {
    const client = new TestClient(o.proxyUrl);
    client.token = o.ownerToken;
    await client.fetchCsrf();
    const kind = index < o.uploaders ? 'guest' : 'apartment';
    while (!stop) outcomes.push(await writeOnce(client, kind, (n += 1), o));
  };
  const workers = Array.from({ length: o.clients }, (_, i) => worker(i));
  let killedAt: number | null = null;
  try {
    while (Date.now() - started < o.maxMs) {
      if (killedAt === null && acks() >= o.acksBeforeKill) {
        killedAt = Date.now();
        o.kill();
      }
      const acked = outcomes.filter(
        (r) => killedAt !== null && r.status === 201 && r.startedAt > killedAt,
      );
      if (
        killedAt !== null &&
        Date.now() - killedAt >= o.msAfterKill &&
        acked.length >= o.acksAfterKill
      ) {
        break;
      }
      await sleep(20);
    }
  } finally {
    stop = true;
    await Promise.all(workers);
  }
  return { outcomes, killedAt, ms: Date.now() - started };
};

export interface WriteLoadSummary {
  acknowledged: number;
  acknowledgedAfterKill: number;
  /** Writes without an answer from an API process (the proxy's 502, or none at all). */
  unknown: number;
  /** Answers other than 201 and 502 (none expected). */
  otherErrors: number;
  /** From the kill to the end of the last failed write (0 when none failed). */
  recoveryMs: number;
  writesPerSecond: number;
}

export const summarize = (run: WriteLoadRun): WriteLoadSummary => {
  const killedAt = run.killedAt ?? Number.POSITIVE_INFINITY;
  const failed = run.outcomes.filter((r) => r.status !== 201);
  const lastFailure = Math.max(0, ...failed.map((r) => r.endedAt));
  return {
    acknowledged: run.outcomes.filter((r) => r.status === 201).length,
    acknowledgedAfterKill: run.outcomes.filter((r) => r.status === 201 && r.startedAt > killedAt)
      .length,
    unknown: failed.filter((r) => r.status === 502 || r.status === 0).length,
    otherErrors: failed.filter((r) => r.status !== 502 && r.status !== 0).length,
    recoveryMs:
      run.killedAt !== null && lastFailure > run.killedAt ? lastFailure - run.killedAt : 0,
    writesPerSecond: (run.outcomes.length * 1000) / run.ms,
  };
};

export interface WriteCheck {
  /** Acknowledged writes whose row is not in the database (must be none). */
  lost: WriteOutcome[];
  /** Files (objects) a row names that are not in the store (must be none). */
  missing: string[];
  /** Files (objects) in the store that no row names (temp ones included). */
  orphans: string[];
  /** Everything the store lists. */
  stored: number;
}

/** Compares what the clients were told with the database, and the rows with the store's list. */
export const checkWrites = async (
  db: Db,
  store: MediaStore,
  run: WriteLoadRun,
): Promise<WriteCheck> => {
  const acked = run.outcomes.filter((r) => r.status === 201);
  const ids = (kind: WriteOutcome['kind']) =>
    acked.filter((r) => r.kind === kind).map((r) => r.id!);
  const apartmentIds = ids('apartment');
  const guestIds = ids('guest');
  const foundApartments = apartmentIds.length
    ? await db
        .select({ id: apartments.id })
        .from(apartments)
        .where(inArray(apartments.id, apartmentIds))
    : [];
  const foundGuests = guestIds.length
    ? await db
        .select({ id: guestRegistrations.id, photo: guestRegistrations.documentPhoto })
        .from(guestRegistrations)
        .where(inArray(guestRegistrations.id, guestIds))
    : [];
  const present = new Set([
    ...foundApartments.map((r) => `apartment:${r.id}`),
    ...foundGuests.filter((r) => r.photo).map((r) => `guest:${r.id}`),
  ]);
  const rows = await db
    .select({ front: guestRegistrations.documentPhoto, back: guestRegistrations.documentPhotoBack })
    .from(guestRegistrations)
    .where(
      or(
        isNotNull(guestRegistrations.documentPhoto),
        isNotNull(guestRegistrations.documentPhotoBack),
      ),
    );
  const referenced = new Set(
    rows.flatMap((r) => [r.front, r.back]).filter((n): n is string => !!n),
  );
  const files = new Set((await store.list()).map((file) => file.name));
  return {
    lost: acked.filter((r) => !present.has(`${r.kind}:${r.id}`)),
    missing: [...referenced].filter((name) => !files.has(name)).sort(),
    orphans: [...files].filter((name) => !referenced.has(name)).sort(),
    stored: files.size,
  };
};
