export {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE,
  UnsupportedFileError,
  prepareDocumentFile,
} from './prepareDocumentFile';
