/** Letters without O (read as zero) and digits 1-9, no 0 (docs/product.md § The host console). */
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNPQRSTUVWXYZ123456789';
export const PASSWORD_LENGTH = 8;

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A guest password of 8 characters from PASSWORD_ALPHABET, from the browser's cryptographic
 * random source. Bytes past the largest multiple of the alphabet's size are drawn again, so every
 * character is equally likely.
 */
export function generatePassword(randomBytes: RandomBytes = cryptoBytes): string {
  const size = PASSWORD_ALPHABET.length;
  const limit = 256 - (256 % size);
  let password = '';
  while (password.length < PASSWORD_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(PASSWORD_LENGTH * 2))) {
      if (byte < limit && password.length < PASSWORD_LENGTH) {
        password += PASSWORD_ALPHABET[byte % size];
      }
    }
  }
  return password;
}
