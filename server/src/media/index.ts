export { decoderOf } from './decoder';
export type { Decoder } from './decoder';
export { mediaConfigOf } from './media.config';
export { MediaStoreError, mediaStoreOf } from './media.store';
export type { MediaStore } from './media.store';
export { UPLOAD_MESSAGES, UploadRejected, sanitizeUpload, uploadsBusy } from './sanitize';
export type { SanitizedFile } from './sanitize';
export { createUploadGate } from './upload-gate';
export type { UploadGate } from './upload-gate';
