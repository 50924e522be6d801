import type { AlloggiatiActionResult, AlloggiatiStayStatus } from '@soglia/api-client';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { detailError, notFound } from '../http';
import { withJobLock } from '../jobs';
import { mediaStoreOf, type MediaStore } from '../media';
import type { Cipher } from '../security';
import { clientFor, serviceError } from './account.client';
import type { AccountRow } from './account.serializer';
import { AlloggiatiError, type LineOutcome } from './client';
import { deleteAcceptedPhotos } from './photos';
import { nothingSummary, SEND_MESSAGES, sendSummary, testSummary } from './send.messages';
import { planStay, type LoadedStay, type SendUnit } from './stay-status';
import type { AlloggiatiRepositories } from './repositories';

export interface SenderDeps {
  db: Db;
  cipher: Cipher;
  config: AppConfig;
  repos: AlloggiatiRepositories;
  store?: MediaStore;
}

type Outcome = AlloggiatiActionResult['outcomes'][number];

/**
 * Verifica, Invia and the owner's resolution of uncertain records. Invia holds a lease on the
 * stay (a second Send of it meanwhile: 409), then for each unit claims its guests (`sending`,
 * atomically: see records.table.ts), makes one Send call and records each line's outcome. A call
 * that may have reached the service without an answer leaves its lines `uncertain`, never
 * resent until the owner says they were not received.
 */
export const createAlloggiatiSender = ({ db, cipher, config, repos, store }: SenderDeps) => {
  const media = store ?? mediaStoreOf(config);
  // GenerateToken and Send, twice when the token is refused: a claim older than that belongs
  // to a process that died in the middle.
  const callMs = 4 * config.alloggiatiTimeoutMs;
  const staleMs = callMs + 60_000;

  const load = async (ownerId: number, stayId: number): Promise<LoadedStay> => {
    const stay = await repos.stays.owned(ownerId, stayId);
    if (!stay) throw notFound();
    return stay;
  };

  const accountOf = async (stay: LoadedStay): Promise<AccountRow> => {
    const row = stay.account ? await repos.accounts.findById(stay.account.id) : null;
    if (!row)
      throw detailError(
        'alloggiati_nothing_to_send',
        nothingSummary(planStay(stay, new Date(), staleMs).status, false),
      );
    return row;
  };

  const status = async (ownerId: number, stayId: number, now = new Date()) =>
    planStay(await load(ownerId, stayId), now, staleMs).status;

  const { claim, release, markUncertain, recordOutcomes } = repos.records;

  /** Each line's outcome; accepted guests lose their photos. */
  const record = async (unit: SendUnit, lines: LineOutcome[]) =>
    deleteAcceptedPhotos(db, media, await recordOutcomes(unit, lines));

  const sendUnits = async (
    stay: LoadedStay,
    units: SendUnit[],
    now: Date,
  ): Promise<{ detail: string; outcomes: Outcome[] }> => {
    const account = await accountOf(stay);
    const client = clientFor(account, cipher, config);
    const answered: (Outcome & { name: string })[] = [];
    let calls = 0;
    let stop: string | null = null;
    for (const unit of units) {
      if (!(await claim(unit, account, now))) {
        if (calls === 0) throw detailError('alloggiati_in_progress', SEND_MESSAGES.inFlight);
        stop = SEND_MESSAGES.stopped(SEND_MESSAGES.inFlight);
        break;
      }
      try {
        const result = await client.send(unit.guests.map((g) => g.line));
        calls += 1;
        await record(unit, result.lines);
        unit.guests.forEach((g, i) => {
          const o = result.lines[i];
          if (o) answered.push({ guest: g.id, name: g.name, ...o });
        });
      } catch (err) {
        // Anything else (a database failure after the answer) leaves the rows `sending`: they
        // read as uncertain once stale, and are never resent blindly.
        if (!(err instanceof AlloggiatiError)) throw err;
        if (err.operation === 'Send' && err.maybeReceived) {
          calls += 1;
          await markUncertain(unit);
          stop = SEND_MESSAGES.noAnswer(unit.guests.length);
          break;
        }
        await release(unit);
        if (calls === 0) throw serviceError(err);
        stop = SEND_MESSAGES.stopped(err.message);
        break;
      }
    }
    return {
      detail: sendSummary(answered, stop),
      outcomes: answered.map(({ name: _, ...o }) => o),
    };
  };

  /**
   * Invia. `onlyWhenDue`: the auto-send, which sends only a stay whose state is `to_send` and
   * answers null for any other (or one being sent).
   */
  const send = async (
    ownerId: number,
    stayId: number,
    { now = new Date(), onlyWhenDue = false }: { now?: Date; onlyWhenDue?: boolean } = {},
  ): Promise<AlloggiatiActionResult | null> => {
    const before = planStay(await load(ownerId, stayId), now, staleMs);
    if (before.sending) {
      if (onlyWhenDue) return null;
      throw detailError('alloggiati_in_progress', SEND_MESSAGES.inFlight);
    }
    const units = Math.max(1, before.units.length);
    const leaseSeconds = Math.ceil((units * (callMs + 5000)) / 1000) + 30;
    const run = await withJobLock(db, `alloggiati-send:${stayId}`, leaseSeconds, async () => {
      // Again under the lease: another Send may have finished in between.
      const stay = await load(ownerId, stayId);
      const plan = planStay(stay, now, staleMs);
      if (onlyWhenDue && (plan.status.state !== 'to_send' || plan.units.length === 0)) return null;
      if (plan.sending) throw detailError('alloggiati_in_progress', SEND_MESSAGES.inFlight);
      if (plan.units.length === 0)
        throw detailError('alloggiati_nothing_to_send', nothingSummary(plan.status, false));
      const result = await sendUnits(stay, plan.units, now);
      return { ...result, stay: await status(ownerId, stayId, now) };
    });
    if (!run.ran) {
      if (onlyWhenDue) return null;
      throw detailError('alloggiati_in_progress', SEND_MESSAGES.inFlight);
    }
    return run.result;
  };

  /** Verifica: the service's Test on every line Invia would send now; nothing is recorded. */
  const test = async (
    ownerId: number,
    stayId: number,
    now = new Date(),
  ): Promise<AlloggiatiActionResult> => {
    const stay = await load(ownerId, stayId);
    const plan = planStay(stay, now, staleMs);
    const guests = plan.units.flatMap((u) => u.guests);
    if (guests.length === 0)
      throw detailError('alloggiati_nothing_to_send', nothingSummary(plan.status, true));
    const client = clientFor(await accountOf(stay), cipher, config);
    let lines: LineOutcome[];
    try {
      ({ lines } = await client.test(guests.map((g) => g.line)));
    } catch (err) {
      if (err instanceof AlloggiatiError) throw serviceError(err);
      throw err;
    }
    const outcomes = guests.flatMap((g, i) => (lines[i] ? [{ guest: g.id, ...lines[i] }] : []));
    return { detail: testSummary(outcomes), outcomes, stay: plan.status };
  };

  /**
   * The owner checked the portal. `received`: the guest is there (a Send without an answer, or
   * a record entered on the portal): accepted, photos deleted. `not_received`: an uncertain
   * guest is sendable again.
   */
  const resolve = async (
    ownerId: number,
    stayId: number,
    guestId: number,
    outcome: 'received' | 'not_received',
    now = new Date(),
  ): Promise<AlloggiatiStayStatus> => {
    const stay = await load(ownerId, stayId);
    const guest = planStay(stay, now, staleMs).status.guests.find((g) => g.guest === guestId);
    if (!guest) throw notFound();
    if (guest.status === 'accepted')
      throw detailError('alloggiati_already_accepted', SEND_MESSAGES.alreadyAccepted);
    if (guest.status === 'sending')
      throw detailError('alloggiati_in_progress', SEND_MESSAGES.inFlight);
    const uncertain = guest.status === 'uncertain';
    if (outcome === 'not_received' && !uncertain)
      throw detailError('alloggiati_not_uncertain', SEND_MESSAGES.notUncertain);
    // Only from the state just read: a concurrent change makes this a no-op, answered 409.
    const changed = await repos.records.resolve({
      guestId,
      stored: stay.records.get(guestId)?.status ?? null,
      outcome,
      uncertain,
      line: guest.line ?? '',
      now,
    });
    if (!changed) throw detailError('alloggiati_in_progress', SEND_MESSAGES.inFlight);
    if (outcome === 'received') await deleteAcceptedPhotos(db, media, [guestId]);
    return status(ownerId, stayId, now);
  };

  return { status, send, test, resolve, staleMs };
};

export type AlloggiatiSender = ReturnType<typeof createAlloggiatiSender>;
