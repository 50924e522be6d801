import { loadConfig } from '../src/config';
import { createMediaStore } from '../src/media/media.store';
import { problemsOf } from './config-problems';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('MEDIA_STORE and the S3 settings', () => {
  it('keeps files on disk by default, whatever S3 settings are around', () => {
    expect(loadConfig({})).toMatchObject({ mediaStore: 'local', s3: null });
    expect(loadConfig({ S3_BUCKET: 'photos' })).toMatchObject({ mediaStore: 'local', s3: null });
  });

  it('reads the bucket settings for MEDIA_STORE=s3', () => {
    const config = loadConfig({
      MEDIA_STORE: 'S3',
      S3_BUCKET: 'soglia-media',
      S3_REGION: 'eu-south-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'soglia/prod/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(config.mediaStore).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'soglia-media',
      region: 'eu-south-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'soglia/prod/',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: SECRET },
    });
    // Where the files are, for the banner and the logs: no secret.
    const where = createMediaStore(config).describe();
    expect(where).toBe('s3://soglia-media/soglia/prod/guests/ at http://127.0.0.1:9000');
  });

  it('leaves the credentials to the AWS SDK when no keys are set', () => {
    const config = loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'soglia-media', S3_PREFIX: 'a' });
    expect(config.s3).toMatchObject({
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      prefix: 'a/',
      credentials: null,
    });
    expect(createMediaStore(config).describe()).toBe('s3://soglia-media/a/guests/ (us-east-1)');
  });

  it.each([
    [
      { MEDIA_STORE: 's3' },
      'S3_BUCKET must name the bucket that keeps the media when MEDIA_STORE=s3',
    ],
    [{ MEDIA_STORE: 'gcs' }, "MEDIA_STORE must be one of local, s3, got 'gcs'"],
    [
      { S3_BUCKET: 'My_Bucket' },
      'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens, ' +
        "starting and ending with a letter or digit), got 'My_Bucket'",
    ],
    [
      { S3_REGION: 'Europe (Milan)' },
      "S3_REGION must be a region name such as eu-south-1, got 'Europe (Milan)'",
    ],
    [
      { S3_ENDPOINT: 'minio:9000' },
      "S3_ENDPOINT must be an http:// or https:// URL such as http://127.0.0.1:9000, got 'minio:9000'",
    ],
    [
      { S3_PREFIX: '/soglia' },
      expect.stringMatching(/^S3_PREFIX must be key segments .* got '\/soglia'$/),
    ],
    [{ S3_PREFIX: 'a/../b' }, expect.stringMatching(/^S3_PREFIX must be key segments/)],
    [
      { S3_FORCE_PATH_STYLE: 'sometimes' },
      "S3_FORCE_PATH_STYLE must be true or false, got 'sometimes'",
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('names a missing half of the keys, and never shows the secret', () => {
    const bucket = { MEDIA_STORE: 's3', S3_BUCKET: 'soglia-media' };
    const problems = problemsOf({ ...bucket, S3_SECRET_ACCESS_KEY: SECRET });
    expect(problems).toEqual([
      'S3_ACCESS_KEY_ID must be set too: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, ' +
        "or neither to use the AWS SDK's own credentials",
    ]);
    expect(problemsOf({ ...bucket, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })[0]).toMatch(
      /^S3_SECRET_ACCESS_KEY must be set too/,
    );
    for (const endpoint of [
      `https://AKIAEXAMPLE:${SECRET}@minio.example`,
      'https://AKIAEXAMPLE:plainsecret@minio.example',
    ]) {
      expect(problemsOf({ S3_ENDPOINT: endpoint })).toEqual([
        'S3_ENDPOINT must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead',
      ]);
    }
  });

  it('lists the missing bucket with the other problems at once', () => {
    expect(problemsOf({ MEDIA_STORE: 's3', SEED_DEMO: 'maybe' })).toEqual([
      "SEED_DEMO must be true or false, got 'maybe'",
      'S3_BUCKET must name the bucket that keeps the media when MEDIA_STORE=s3',
    ]);
  });
});
