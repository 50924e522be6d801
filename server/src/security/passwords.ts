import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. `Algorithm` and
 * `Version` are ambient const enums, which isolated-module builds cannot read: 2 is Argon2id,
 * 1 is version 0x13 (19).
 */
export const PASSWORD_HASH = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;
const ARGON2_VERSION_0X13 = 1;

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** A PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASH);

/** Hashes written before argon2id: `scrypt$N$r$p$salt$hash` (base64url). Verified, never written. */
const verifyScrypt = async (password: string, stored: string): Promise<boolean> => {
  const [, n, r, p, saltText, hashText] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (![N, R, P].every((x) => Number.isSafeInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: 256 * N * R + 1024 * 1024,
  });
  return crypto.timingSafeEqual(actual, expected);
};

const isScrypt = (stored: string) => stored.startsWith('scrypt$') && stored.split('$').length === 6;

/** True when `password` matches `stored` (argon2 PHC string or a legacy scrypt hash). */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  try {
    if (isScrypt(stored)) return await verifyScrypt(password, stored);
    if (stored.startsWith('$argon2')) return await verify(stored, password);
  } catch {
    // A malformed stored hash matches nothing.
  }
  return false;
};

/** True when `stored` was not made by hashPassword's current algorithm and parameters. */
export const needsRehash = (stored: string): boolean => {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const used = parseOptions(stored);
    return (
      used.version !== ARGON2_VERSION_0X13 ||
      used.memoryCost !== PASSWORD_HASH.memoryCost ||
      used.timeCost !== PASSWORD_HASH.timeCost ||
      used.parallelism !== PASSWORD_HASH.parallelism ||
      used.outputLen !== PASSWORD_HASH.outputLen
    );
  } catch {
    return true;
  }
};

// Verifying against this keeps the timing of "unknown user" close to "wrong password".
let dummyHash: Promise<string> | null = null;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('soglia-dummy-password');
  await verifyPassword(password, await dummyHash);
};
