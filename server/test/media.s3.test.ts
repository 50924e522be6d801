import { count, eq } from 'drizzle-orm';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { sweepOrphans } from '../src/jobs/retention';
import { MediaStoreError } from '../src/media/media.store';
import { createS3MediaStore } from '../src/media/s3.store';
import { TestClient } from './api-client';
import { createGuestStay } from './factories';
import { guestFields, makeImage, sendForm } from './factories.guests';
import { setupTestApp } from './helper';
import { startS3Server, type TestS3Server } from './media-backends';

// What only the S3 store has: pages of keys, a shared bucket, an outage of its server (last: it
// stops the server).
const SECRET = 'a-secret-that-never-shows-0123456789';
const logs: string[] = [];
let s3: TestS3Server;
const settings = () => ({
  ...s3.settings,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
});

beforeAll(async () => {
  s3 = await startS3Server();
}, 30_000);
afterAll(async () => {
  await s3?.cleanup();
});
const ctx = setupTestApp(() => ({ mediaStore: 's3', s3: settings() }), {
  logger: { level: 'debug', stream: { write: (line: string) => logs.push(line) } },
});

const photo = (ext: 'jpg' | 'png' | 'pdf' = 'jpg') => ({ buffer: Buffer.from('%PDF'), ext });

describe('the S3 media store', () => {
  it('lists every page of keys under its prefix, and only its own names', async () => {
    const store = createS3MediaStore({ ...s3.settings, prefix: 'paged/' }, { listPageSize: 2 });
    const saved = [];
    for (let i = 0; i < 5; i += 1) saved.push(await store.save(photo()));
    // Same bucket, other prefixes and foreign names: not this store's.
    const other = createS3MediaStore({ ...s3.settings, prefix: 'other/' });
    await other.save(photo('png'));
    const listed = await store.list();
    expect(listed.map((f) => f.name).sort()).toEqual(saved.sort());
    for (const file of listed) {
      expect(file.temporary).toBe(false);
      expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    }
    expect(await store.remove(saved)).toEqual([]);
    expect(await store.list()).toEqual([]);
    expect(await other.list()).toHaveLength(1);
  });

  it('reads a missing or malformed name as nothing, and streams a stored one whole', async () => {
    const store = createS3MediaStore(s3.settings);
    expect(await store.read('0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(await store.read('../secret.jpg')).toBeNull();
    const name = await store.save({ buffer: Buffer.from('%PDF-1.4 whole'), ext: 'pdf' });
    const file = await store.read(name);
    expect(file).toMatchObject({ size: 14, ext: 'pdf', contentType: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 whole');
  });

  it('names the bucket and the reason when it cannot be listed, never the secret', async () => {
    const store = createS3MediaStore({
      ...s3.settings,
      bucket: 'no-such-bucket',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
    });
    expect(store.describe()).toBe(`s3://no-such-bucket/guests/ at ${s3.settings.endpoint}`);
    // What the API runs before it listens: it does not start, and says why.
    const sweep = sweepOrphans({ db: ctx.db, store, minAgeMinutes: 10 });
    await expect(sweep).rejects.toThrow(MediaStoreError);
    await expect(sweep).rejects.toThrow(
      `could not list s3://no-such-bucket/guests/ at ${s3.settings.endpoint}: NoSuchBucket`,
    );
    await expect(sweep).rejects.not.toThrow(SECRET);
  });
});

describe('an S3 server that stops answering', () => {
  it('turns readiness 503 and answers uploads and photos 503, keeping nothing', async () => {
    const store = createS3MediaStore(settings());
    const ready = () => new TestClient(ctx.baseUrl).get('/api/health/ready');
    expect((await ready()).status).toBe(200);
    // The probe leaves no object behind.
    expect((await store.list()).filter((file) => file.temporary)).toEqual([]);

    const stay = await createGuestStay(ctx, { requireDocumentPhoto: true });
    const guest = new TestClient(ctx.baseUrl);
    await guest.login(stay.username, stay.password);
    const upload = async (data: Buffer) =>
      sendForm(guest, 'POST', '/api/guests-registration/', {
        ...guestFields({ document_type: 'passport' }),
        document_photo: { data, filename: 'p.png', type: 'image/png' },
      });
    const first = await upload(await makeImage('png'));
    expect(first.status).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, first.body.id));

    await s3.stop();

    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', media: 'unavailable' },
    });
    expect(JSON.stringify(res.body)).not.toContain(String(s3.settings.endpoint));

    const unavailable = {
      detail: 'Document photos cannot be stored or read right now. Please try again.',
      code: 'media_unavailable',
    };
    const read = await guest.get(first.body.document_photo);
    expect(read.status).toBe(503);
    expect(read.body).toEqual(unavailable);
    expect(read.headers.get('retry-after')).toBe('5');

    const refused = await upload(await makeImage('png'));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(unavailable);
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(guestRegistrations)
      .where(eq(guestRegistrations.checkinProfileId, stay.profile.id));
    expect(n).toBe(1);
    // An empty file is still refused as bad input: the checks come before the store.
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
    // A removal that fails is answered, for the caller to leave it to the orphan sweep.
    expect(await store.remove([row.documentPhoto])).toEqual([row.documentPhoto]);

    const logged = logs.join('');
    expect(logged).toContain('readiness: media not ready');
    expect(logged).toContain('media store not available');
    expect(logged).not.toContain(SECRET);
  });
});
