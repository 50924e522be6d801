import { hash } from '@node-rs/argon2';
import {
  PASSWORD_HASH,
  burnPasswordCheck,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './passwords';

// Written by the scrypt hashing this project used before argon2id (N=16384, r=8, p=1).
const LEGACY_SCRYPT = {
  password: 'owner-password-1',
  hash: 'scrypt$16384$8$1$_5dQHyOx69ZK08I6Z9Lv4w$C-X2SIBsuODFQOmCu_Pe2Vpy_38xplBexDrqN0aTrBo',
};

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, in a PHC string with a fresh salt', async () => {
    const stored = await hashPassword('s3cret-pass');
    expect(stored).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(await verifyPassword('s3cret-pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await hashPassword('s3cret-pass')).not.toBe(stored);
  });

  it('verifies the legacy scrypt hashes', async () => {
    expect(await verifyPassword(LEGACY_SCRYPT.password, LEGACY_SCRYPT.hash)).toBe(true);
    expect(await verifyPassword('owner-password-2', LEGACY_SCRYPT.hash)).toBe(false);
  });

  it('matches nothing against a malformed stored hash', async () => {
    for (const stored of [
      '',
      'garbage',
      'x',
      'scrypt$16384$8$1$salt$',
      'scrypt$abc$8$1$c2FsdA$aGFzaA',
      'scrypt$16384$8$1$c2FsdA',
      '$argon2id$v=19$m=19456,t=2,p=1$broken',
      '$argon2id$',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('asks for a re-hash of anything but argon2id at the current parameters', async () => {
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash(LEGACY_SCRYPT.hash)).toBe(true);
    const weaker = [
      { memoryCost: 4096 },
      { timeCost: 1 },
      { parallelism: 2 },
      { outputLen: 16 },
      { algorithm: 1 as const }, // argon2i
    ];
    for (const change of weaker) {
      const stored = await hash('pw', { ...PASSWORD_HASH, ...change });
      expect(await verifyPassword('pw', stored)).toBe(true);
      expect(needsRehash(stored)).toBe(true);
    }
    expect(needsRehash('garbage')).toBe(true);
    expect(needsRehash('$argon2id$broken')).toBe(true);
  });

  it('spends a verification on an unknown user', async () => {
    await burnPasswordCheck('warm-up');
    const started = performance.now();
    await burnPasswordCheck('any-password');
    // One argon2id verification at 19 MiB takes milliseconds, never microseconds.
    expect(performance.now() - started).toBeGreaterThan(2);
  });
});
