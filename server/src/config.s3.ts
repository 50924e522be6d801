import type { z } from 'zod';
import { custom, flag, optionalText } from './config.settings';

// The settings of MEDIA_STORE=s3 (a section of their own in server/README.md).

const BUCKET_SHAPE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9!_.*'()-]+$/;

/** S3_BUCKET: S3's naming rules (the same for MinIO and most others). */
const bucketOf = (value: string | undefined): { value: string | null } | { error: string } => {
  if (value === undefined) return { value: null };
  if (BUCKET_SHAPE.test(value) && !value.includes('..')) return { value };
  return {
    error:
      `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens, ` +
      `starting and ending with a letter or digit), got '${value}'`,
  };
};

const regionOf = (value: string | undefined): { value: string } | { error: string } => {
  if (value === undefined) return { value: 'us-east-1' };
  if (REGION_SHAPE.test(value)) return { value };
  return { error: `S3_REGION must be a region name such as eu-south-1, got '${value}'` };
};

/** S3_ENDPOINT: an http(s) URL without credentials in it (those have their own settings). */
const endpointOf = (value: string | undefined): { value: string | null } | { error: string } => {
  if (value === undefined) return { value: null };
  // Checked before parsing: a malformed URL's text is shown, and must not show a secret.
  if (value.includes('@')) {
    return {
      error:
        'S3_ENDPOINT must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead',
    };
  }
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
    return {
      error: `S3_ENDPOINT must be an http:// or https:// URL such as http://127.0.0.1:9000, got '${value}'`,
    };
  }
  return { value };
};

/** S3_PREFIX: key segments; answered with a trailing slash ('' when unset). */
const prefixOf = (value: string | undefined): { value: string } | { error: string } => {
  if (value === undefined) return { value: '' };
  const segments = value.replace(/\/+$/, '').split('/');
  if (segments.every((segment) => PREFIX_SEGMENT.test(segment) && !/^\.+$/.test(segment))) {
    return { value: `${segments.join('/')}/` };
  }
  return {
    error:
      "S3_PREFIX must be key segments such as soglia or soglia/prod (letters, digits, ! - _ . * ' ( ), " +
      `separated by /), got '${value}'`,
  };
};

const s3 = 's3' as const;

export const s3SettingsFields = {
  S3_BUCKET: custom(bucketOf, {
    default: '–',
    meaning:
      'the bucket that keeps the files with `MEDIA_STORE=s3` (required then). It must exist and ' +
      'stay private: files are only ever served through the API',
    section: s3,
  }),
  S3_REGION: custom(regionOf, {
    default: '`us-east-1`',
    meaning: "the bucket's region (MinIO and most other S3-compatible servers accept the default)",
    section: s3,
  }),
  S3_ENDPOINT: custom(endpointOf, {
    default: '– (AWS)',
    meaning:
      'URL of another S3-compatible service (MinIO, Ceph, Garage, R2, …), e.g. ' +
      '`http://127.0.0.1:9000`',
    section: s3,
  }),
  S3_FORCE_PATH_STYLE: flag(false, {
    meaning:
      'address the bucket as `<endpoint>/<bucket>/…` instead of `<bucket>.<endpoint>` (MinIO ' +
      'usually needs `true`)',
    section: s3,
  }),
  S3_PREFIX: custom(prefixOf, {
    default: '–',
    meaning:
      'keys start with this folder (e.g. `soglia/prod`), so one bucket can serve several ' +
      'installations; photos are `<prefix>/guests/<random name>`',
    section: s3,
  }),
  S3_ACCESS_KEY_ID: optionalText({
    meaning:
      'access key; with it and `S3_SECRET_ACCESS_KEY` both unset the AWS SDK finds its own ' +
      'credentials (`AWS_*` variables, shared files, an instance or container role)',
    section: s3,
  }),
  S3_SECRET_ACCESS_KEY: optionalText({
    meaning: 'the secret of `S3_ACCESS_KEY_ID` (never logged, never shown in a message)',
    section: s3,
  }),
};

interface MediaStoreSettings {
  MEDIA_STORE: string;
  S3_BUCKET: string | null;
  S3_ACCESS_KEY_ID: string | null;
  S3_SECRET_ACCESS_KEY: string | null;
}

/** What MEDIA_STORE=s3 needs besides well-formed values: a bucket, and both keys or neither. */
export const checkS3Settings = (s: MediaStoreSettings, ctx: z.RefinementCtx): void => {
  if (s.MEDIA_STORE !== 's3') return;
  const problem = (name: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message, input: undefined });
  if (s.S3_BUCKET === null) {
    problem('S3_BUCKET', 'S3_BUCKET must name the bucket that keeps the media when MEDIA_STORE=s3');
  }
  const keys = [s.S3_ACCESS_KEY_ID, s.S3_SECRET_ACCESS_KEY];
  if (keys.filter((key) => key === null).length === 1) {
    const missing = s.S3_ACCESS_KEY_ID === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    problem(
      missing,
      `${missing} must be set too: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or ` +
        "neither to use the AWS SDK's own credentials",
    );
  }
};
