import { eq } from 'drizzle-orm';
import { apartments } from '../src/db/tables/apartments.table';
import { checkinProfiles } from '../src/db/tables/checkin-profiles.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { releaseJobLock, tryAcquireJobLock } from '../src/jobs/job-lock';
import { RETENTION_JOB, runRetention } from '../src/jobs/retention';
import { decoderOf } from '../src/media/decoder';
import { zonedInstant } from '../src/lib/time';
import { deleteProfileMedia } from '../src/media/profile-media';
import { sanitizeUpload } from '../src/media/sanitize';
import { createGuestStay } from './factories';
import { makeImage } from './factories.guests';
import { setupTestApp } from './helper';
import { MEDIA_STORE_KINDS, setupMediaBackend } from './media-backends';

const HOUR = 3600_000;

describe.each(MEDIA_STORE_KINDS)('with the %s media store', (kind) => {
  const backend = setupMediaBackend(kind);
  const ctx = setupTestApp(() => backend.config());
  const store = () => backend.store();
  const files = () => backend.names();

  const sanitize = (image: Buffer) =>
    sanitizeUpload(image, { decoder: decoderOf(ctx.config), signal: new AbortController().signal });

  const run = (now: Date) =>
    runRetention({ db: ctx.db, store: store(), graceHours: 24, orphanMinAgeMinutes: 60, now });

  /** A stay ending on `checkOutDate` at 10:00 (apartment zone) with one guest holding two photos. */
  const stayWithPhotos = async (checkOutDate: string, timeZone = 'Europe/Rome') => {
    const stay = await createGuestStay(ctx, { checkInDate: '2030-01-01', checkOutDate });
    await ctx.db.update(apartments).set({ timeZone }).where(eq(apartments.id, stay.apartment.id));
    const front = await store().save(await sanitize(await makeImage('jpeg')));
    const back = await store().save(await sanitize(await makeImage('png')));
    const [guest] = await ctx.db
      .insert(guestRegistrations)
      .values({
        checkinProfileId: stay.profile.id,
        firstName: 'Anna',
        lastName: 'Rossi',
        documentPhoto: front,
        documentPhotoBack: back,
      })
      .returning();
    const checkOut = zonedInstant(checkOutDate, '10:00:00', timeZone);
    return { stay, guest, front, back, checkOut };
  };

  const guestRow = async (id: number) =>
    (await ctx.db.select().from(guestRegistrations).where(eq(guestRegistrations.id, id)))[0];

  describe('retention job', () => {
    it('removes photos and references once check-out + grace has passed, idempotently', async () => {
      const ended = await stayWithPhotos('2030-01-05');
      const later = await stayWithPhotos('2030-01-20');

      const early = await run(new Date(ended.checkOut.getTime() + 23 * HOUR));
      expect(early).toMatchObject({ ran: true, guestsCleared: 0 });
      expect(await files()).toEqual(expect.arrayContaining([ended.front, ended.back]));

      const due = await run(new Date(ended.checkOut.getTime() + 24 * HOUR + 1000));
      expect(due).toMatchObject({ ran: true, guestsCleared: 1, filesRemoved: 2 });
      const row = await guestRow(ended.guest.id);
      expect([row.documentPhoto, row.documentPhotoBack]).toEqual([null, null]);
      expect(row.firstName).toBe('Anna');
      expect(await files()).not.toContain(ended.front);
      expect(await files()).not.toContain(ended.back);
      expect(await files()).toEqual(expect.arrayContaining([later.front, later.back]));
      expect((await guestRow(later.guest.id)).documentPhoto).toBe(later.front);

      const again = await run(new Date(ended.checkOut.getTime() + 25 * HOUR));
      expect(again).toMatchObject({ ran: true, guestsCleared: 0, filesRemoved: 0 });
    });

    it("uses the apartment's time zone for check-out", async () => {
      const tokyo = await stayWithPhotos('2031-03-10', 'Asia/Tokyo');
      const losAngeles = await stayWithPhotos('2031-03-10', 'America/Los_Angeles');
      // 10:00 in Tokyo is 17 hours before 10:00 in Los Angeles.
      const report = await run(new Date(tokyo.checkOut.getTime() + 24 * HOUR + HOUR));
      expect(report.guestsCleared).toBeGreaterThanOrEqual(1);
      expect((await guestRow(tokyo.guest.id)).documentPhoto).toBeNull();
      expect((await guestRow(losAngeles.guest.id)).documentPhoto).toBe(losAngeles.front);
    });

    it('sweeps orphan files (deleted profiles, leftovers) but not fresh uploads', async () => {
      const deleted = await stayWithPhotos('2032-01-05');
      await ctx.db.delete(checkinProfiles).where(eq(checkinProfiles.id, deleted.stay.profile.id));
      const leftover = '.tmp-0123456789abcdef0123456789abcdef.jpg';
      await backend.put(leftover);
      const kept = await stayWithPhotos('2040-01-05');

      const now = new Date();
      const young = await run(now);
      expect(young.orphansRemoved).toBe(0);
      expect(await files()).toEqual(expect.arrayContaining([deleted.front, leftover]));

      const report = await run(new Date(now.getTime() + 2 * HOUR));
      expect(report.orphansRemoved).toBeGreaterThanOrEqual(3);
      const left = await files();
      expect(left).not.toContain(deleted.front);
      expect(left).not.toContain(deleted.back);
      expect(left).not.toContain(leftover);
      expect(left).toEqual(expect.arrayContaining([kept.front, kept.back]));
    });
  });

  describe('deleteProfileMedia', () => {
    it('clears the references and removes the files of the profiles', async () => {
      const one = await stayWithPhotos('2033-01-05');
      const other = await stayWithPhotos('2033-01-05');
      const removed = await deleteProfileMedia(ctx.db, ctx.config, [one.stay.profile.id]);
      expect(removed).toBe(2);
      expect((await guestRow(one.guest.id)).documentPhoto).toBeNull();
      expect(await files()).not.toContain(one.front);
      expect(await files()).toEqual(expect.arrayContaining([other.front, other.back]));
    });
  });

  // The lease does not depend on the store: checked once.
  if (kind === 'local') {
    describe('the retention lease', () => {
      it('runs on one process at a time', async () => {
        const holder = 'other-process:1:abcd';
        expect(await tryAcquireJobLock(ctx.db, RETENTION_JOB, holder, 60)).toBe(true);
        expect((await run(new Date())).ran).toBe(false);
        await releaseJobLock(ctx.db, RETENTION_JOB, holder);
        expect((await run(new Date())).ran).toBe(true);

        // Two processes asking at the same moment: the lease is taken by exactly one of them.
        const both = await Promise.all([
          tryAcquireJobLock(ctx.db, RETENTION_JOB, 'process-a:1:aaaa', 60),
          tryAcquireJobLock(ctx.db, RETENTION_JOB, 'process-b:1:bbbb', 60),
        ]);
        expect(both.filter(Boolean)).toHaveLength(1);
        await releaseJobLock(
          ctx.db,
          RETENTION_JOB,
          both[0] ? 'process-a:1:aaaa' : 'process-b:1:bbbb',
        );
      });

      it('takes over a lease whose holder died', async () => {
        expect(await tryAcquireJobLock(ctx.db, RETENTION_JOB, 'crashed:1:dead', 0)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect((await run(new Date())).ran).toBe(true);
      });
    });
  }
});
