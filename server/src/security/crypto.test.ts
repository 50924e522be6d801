import { createCipher, generateTokenKey, safeEqual, sha256 } from './crypto';

describe('crypto', () => {
  it('makes 256-bit base64url token keys and hex sha256 digests', () => {
    const key = generateTokenKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateTokenKey()).not.toBe(key);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('encrypts with AES-256-GCM and detects tampering or a wrong secret', () => {
    const cipher = createCipher('secret-a');
    const token = cipher.encrypt('GUEST123');
    expect(token).not.toContain('GUEST123');
    expect(cipher.decrypt(token)).toBe('GUEST123');
    expect(cipher.encrypt('GUEST123')).not.toBe(token);
    expect(() => createCipher('secret-b').decrypt(token)).toThrow();
    const parts = token.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
  });

  it('compares strings safely', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
