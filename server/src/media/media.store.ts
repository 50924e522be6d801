import { mediaConfigOf, type ConfigWithMedia } from './media.config';
import { createLocalMediaStore } from './local.store';
import { createS3MediaStore } from './s3.store';
import type { MediaStore } from './stored-files';

export {
  CONTENT_TYPES,
  isStoredName,
  MediaStoreError,
  type MediaFileInfo,
  type MediaStore,
  type StoredFile,
} from './stored-files';
export { createLocalMediaStore } from './local.store';

/** The store the settings choose: files under the media directory, or an S3 bucket. */
export const createMediaStore = (config: ConfigWithMedia): MediaStore =>
  config.mediaStore === 's3' && config.s3
    ? createS3MediaStore(config.s3)
    : createLocalMediaStore(mediaConfigOf(config).dir);

const stores = new WeakMap<object, MediaStore>();

/** The media store of an app config (one per config, so every module sees the same store). */
export const mediaStoreOf = (config: ConfigWithMedia): MediaStore => {
  let store = stores.get(config);
  if (!store) {
    store = createMediaStore(config);
    stores.set(config, store);
  }
  return store;
};
