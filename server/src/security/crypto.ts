import crypto from 'node:crypto';

/** A new 256-bit token key, base64url. */
export const generateTokenKey = (): string => crypto.randomBytes(32).toString('base64url');

export const sha256 = (value: string): string =>
  crypto.createHash('sha256').update(value, 'utf8').digest('hex');

export const safeEqual = (a: string, b: string): boolean => {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
};

export interface Cipher {
  encrypt(plain: string): string;
  decrypt(token: string): string;
}

/** AES-256-GCM with a key derived from the server secret. Output: v1.iv.tag.ciphertext */
export const createCipher = (secret: string): Cipher => {
  const key = crypto.createHash('sha256').update(`soglia:aes-gcm:${secret}`).digest();
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, data]
        .map((x) => (typeof x === 'string' ? x : x.toString('base64url')))
        .join('.');
    },
    decrypt(token) {
      const [version, iv, tag, data] = token.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) {
        throw new Error('Unsupported ciphertext format.');
      }
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
};
