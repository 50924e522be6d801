import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SEND_MESSAGES } from '../src/alloggiati/send.messages';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { sweepOrphans } from '../src/jobs/retention';
import { TestClient, type ApiResponse } from './api-client';
import { alloggiatiStay, sendCalls } from './factories.alloggiati';
import { createGuestStay, createOwner } from './factories';
import { makeImage, mediaFiles, sendForm } from './factories.guests';
import { testDbKind } from './helper';
import { UPSTREAM_HEADER } from './round-robin-proxy';
import { setupTwoProcesses, type TwoProcesses } from './two-processes';
import { checkWrites, runWriteLoad, summarize } from './write-load';

/**
 * Two real API processes (`npm start`'s command) on one PostgreSQL (and Redis when one answers)
 * and one S3 bucket (s3rver) behind one round-robin proxy behave as one service, and losing one
 * under write load loses no acknowledged write and leaves no orphan object. The photo and kill
 * cases run once more on one local media folder (processes of one machine). Runs in the
 * server-postgres project (DATABASE_URL); PGlite is one process by construction.
 */
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;

const upstreamOf = (res: ApiResponse) => Number(res.headers.get(UPSTREAM_HEADER));

/** Asks until `check` holds, for at most `ms` (notifications between processes take a moment). */
const eventually = async (ms: number, check: () => Promise<boolean>) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The cases that depend on the media store, for the processes of either describe below. */
const mediaTests = (two: TwoProcesses) => {
  const { on } = two;
  const [where, things] = two.media.kind === 's3' ? ['bucket', 'objects'] : ['folder', 'files'];

  it(`a document photo uploaded through one process is served by the other from the ${where}`, async () => {
    const stay = await createGuestStay(two.ctx);
    const [first, second] = [on(0), on(1)];
    const key = await first.login(stay.owner.username, stay.owner.password);
    second.token = key;
    const created = await sendForm(first, 'POST', '/api/guests-registration/', {
      checkin_profile: String(stay.profile.id),
      first_name: 'Anna',
      last_name: 'Rossi',
      date_of_birth: '1980-05-05',
      document_photo: { data: await makeImage('jpeg'), filename: 'front.jpg' },
    });
    expect([created.status, upstreamOf(created)]).toEqual([201, 0]);
    const [row] = await two.database.db
      .select({ photo: guestRegistrations.documentPhoto })
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, created.body.id));
    // The object is in the store both processes share; with a bucket, on no process's disk.
    expect(await two.media.names()).toContain(row.photo);
    if (two.media.kind === 's3') expect(mediaFiles(two.mediaDir)).toEqual([]);
    const photo = (c: TestClient) =>
      fetch(`${c.baseUrl}/api/media/guests/${created.body.id}/front/`, {
        headers: { authorization: `Token ${key}`, 'x-forwarded-for': c.ip },
      });
    const [fromFirst, fromSecond] = [await photo(first), await photo(second)];
    expect([fromSecond.status, fromSecond.headers.get('content-type')]).toEqual([
      200,
      'image/jpeg',
    ]);
    expect(fromSecond.headers.get(UPSTREAM_HEADER)).toBe('1');
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(
      Buffer.from(await fromFirst.arrayBuffer()),
    );
  });

  it(`SIGKILL of one process under write load: every acknowledged write is kept, no orphan in the ${where}, the other serves on`, async () => {
    const { service, database } = two;
    const stay = await createGuestStay(two.ctx);
    const owner = new TestClient(service.proxy.url);
    const token = await owner.login(stay.owner.username, stay.owner.password);
    const before = service.proxy.stats();
    const killed = service.processes[0];
    const run = await runWriteLoad({
      proxyUrl: service.proxy.url,
      ownerToken: token,
      profileId: stay.profile.id,
      photo: await makeImage('jpeg'),
      clients: 6,
      uploaders: 2,
      acksBeforeKill: 30,
      msAfterKill: 2000,
      acksAfterKill: 30,
      maxMs: 25_000,
      kill: () => killed.child.kill('SIGKILL'),
    });
    await killed.exited;
    const summary = summarize(run);
    const stats = service.proxy.stats();

    expect(run.killedAt).not.toBeNull();
    // Both processes took writes before the kill; only the survivor after it.
    const served = (from: number, to: number, upstream: number) =>
      run.outcomes.some((r) => r.startedAt >= from && r.endedAt < to && r.upstream === upstream);
    expect(served(0, run.killedAt!, 0) && served(0, run.killedAt!, 1)).toBe(true);
    expect(summary.acknowledgedAfterKill).toBeGreaterThanOrEqual(30);
    expect(summary.otherErrors).toBe(0);
    // Only writes in flight on the killed process (one per client at most, or a pooled
    // connection it had just closed) are left without an answer.
    expect(summary.unknown).toBeLessThanOrEqual(2 * 6);
    const last = [...run.outcomes].sort((a, b) => a.endedAt - b.endedAt).slice(-20);
    expect(last.map((r) => [r.status, r.upstream])).toEqual(last.map(() => [201, 1]));

    // The survivor goes on serving reads and writes, through the proxy as before.
    expect((await owner.get('/api/apartments/')).status).toBe(200);
    const after = await owner.post('/api/apartments/', {
      name: 'After the kill',
      address: 'Via Roma 1, Roma',
      CIN: 'IT010025C2ABCDEF',
    });
    expect([after.status, upstreamOf(after)]).toEqual([201, 1]);

    // The store's own listing (ListObjectsV2 for the bucket) against the rows.
    const store = two.media.store();
    const check = await checkWrites(database.db, store, run);
    expect(check.lost).toEqual([]);
    expect(check.missing).toEqual([]);
    // An object left behind can only be an upload the killed process was committing, unanswered.
    const unansweredUploads = run.outcomes.filter(
      (r) => r.kind === 'guest' && (r.status === 502 || r.status === 0),
    ).length;
    expect(check.orphans.length).toBeLessThanOrEqual(unansweredUploads);
    // The sweep every process runs at start and hourly (here without its age margin, as no
    // upload is in progress) removes them, and only them.
    const swept = await sweepOrphans({ db: database.db, store, minAgeMinutes: 0 });
    const afterSweep = await checkWrites(database.db, store, run);
    expect([swept, afterSweep.orphans, afterSweep.missing]).toEqual([check.orphans.length, [], []]);
    expect(afterSweep.stored).toBeGreaterThan(0);

    console.log(
      `two processes on one ${where}, SIGKILL under write load (throttles in ` +
        `${two.redisUrl ? 'Redis' : 'PostgreSQL'}): ${summary.acknowledged} writes acknowledged ` +
        `(${summary.acknowledgedAfterKill} after the kill), 0 lost, ${summary.unknown} unanswered ` +
        `(${unansweredUploads} of them uploads), ${stats.rerouted - before.rerouted} rerouted, ` +
        `orphan ${things} swept: ${swept}, then ${afterSweep.stored} ${things} all named by rows, ` +
        `last failure ${summary.recoveryMs} ms after the kill`,
    );
  }, 60_000);
};

onPostgres('two API processes, one PostgreSQL, one S3 bucket, one proxy', () => {
  const two = setupTwoProcesses('s3');
  const { on } = two;

  it('a login made through one process works on the other', async () => {
    const owner = await createOwner(two.ctx);
    const key = await on(0).login(owner.username, owner.password);
    const other = on(1);
    other.token = key;
    const res = await other.get('/api/user_information/');
    expect(res.status).toBe(200);
    expect(upstreamOf(res)).toBe(1);
  });

  it('counts wrong passwords of both processes together: locked at the same try as on one', async () => {
    const tries = async (client: (i: number) => TestClient) => {
      const owner = await createOwner(two.ctx);
      const statuses: number[] = [];
      const served = new Set<number>();
      for (let i = 0; i < 11; i += 1) {
        const res = await client(i).post('/api/auth/login/', {
          username: owner.username,
          // the 11th try has the right password: refused all the same
          password: i < 10 ? 'wrong' : owner.password,
        });
        statuses.push(res.status);
        served.add(upstreamOf(res));
      }
      return { statuses, served: [...served].sort() };
    };
    const address = () => `10.99.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const alone = on(0, address());
    const onOne = await tries(() => alone);
    const shared = address();
    const pair = [on(0, shared), on(1, shared)];
    const alternating = await tries((i) => pair[i % 2]);
    expect(onOne.statuses).toEqual([...Array(10).fill(400), 429]);
    expect(alternating).toEqual({ statuses: onOne.statuses, served: [0, 1] });
  }, 60_000);

  it('a logout on one process ends the token on the other', async () => {
    const owner = await createOwner(two.ctx);
    const first = on(0);
    const key = await first.login(owner.username, owner.password);
    const second = on(1);
    second.token = key;
    // The other process has checked (and cached) the token before the logout.
    expect((await second.get('/api/user_information/')).status).toBe(200);
    expect((await first.post('/api/auth/logout/')).status).toBe(200);
    await eventually(5000, async () => (await second.get('/api/user_information/')).status === 401);
  });

  it("a new guest password set on one process ends the guest's session on the other", async () => {
    const stay = await createGuestStay(two.ctx);
    const guest = on(1);
    await guest.login(stay.username, stay.password);
    expect((await guest.get('/api/user_information/')).status).toBe(200);
    const owner = on(0);
    await owner.login(stay.owner.username, stay.owner.password);
    const changed = await owner.request('PATCH', `/api/register/checkin/${stay.profile.id}/`, {
      body: { password: 'NEWPASS8' },
    });
    expect(changed.status).toBe(200);
    await eventually(5000, async () => (await guest.get('/api/user_information/')).status === 401);
  });

  it('two Invia of one stay, one on each process: one Send to Alloggiati Web, the other 409', async () => {
    const stay = await alloggiatiStay(two.ctx, two.sim, { guestType: 'gruppo', guests: 2 });
    // Long enough that both requests are in the API while the first Send waits for its answer.
    two.sim.addFault({ mode: 'slow', ms: 3000, operation: 'Send' });
    const clients = [on(0), on(1)];
    for (const c of clients) c.token = stay.client.token;
    const url = `/api/alloggiati/stays/${stay.profile.id}/send/`;
    const answers = await Promise.all(clients.map((c) => c.post(url, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      detail: SEND_MESSAGES.inFlight,
      code: 'alloggiati_in_progress',
    });
    expect(answers.map(upstreamOf).sort()).toEqual([0, 1]);
    expect(sendCalls(two.sim)).toHaveLength(1);
  }, 60_000);

  mediaTests(two);
});

onPostgres('two API processes, one PostgreSQL, one local media folder, one proxy', () => {
  mediaTests(setupTwoProcesses('local'));
});
