export { createCipher, generateTokenKey, safeEqual, sha256 } from './crypto';
export type { Cipher } from './crypto';
export { registerCsrf } from './csrf';
export { reencryptAll } from './encrypted-columns';
export { EncryptionKeyError, generateSecret, resolveEncryptionKey } from './encryption-key';
export { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';
export { createRedisThrottleStore } from './throttle.redis';
export { createDbThrottleStore } from './throttle';
export type { ThrottleStore } from './throttle';
