import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from './bmp';
import { sniffKind } from './file-type';

export type StoredExt = 'jpg' | 'png' | 'pdf';

export interface SanitizedFile {
  buffer: Buffer;
  ext: StoredExt;
}

export const UPLOAD_MESSAGES = {
  invalidFormat: 'Invalid format. Upload a JPEG, PNG, BMP or GIF image, or a PDF.',
  unreadableImage: 'Invalid format. The file is not a readable image.',
  invalidPdf: 'Invalid format. The file is not a valid PDF.',
  activePdf: 'Invalid format. PDFs with scripts, actions or attachments are not accepted.',
  empty: 'The submitted file is empty.',
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  tooLarge: (maxBytes: number) =>
    `The file is too large. The maximum size is ${
      maxBytes >= 1024 * 1024
        ? `${Number((maxBytes / 1024 / 1024).toFixed(1))} MB`
        : `${Math.floor(maxBytes / 1024)} KB`
    }.`,
} as const;

/** A rejected upload; the message is shown as the field's error. */
export class UploadRejected extends Error {}

const MAX_PIXELS = 40_000_000;
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

const checkPdf = (buffer: Buffer): void => {
  const head = buffer.toString('latin1', 0, 16);
  const tail = buffer.toString('latin1', Math.max(0, buffer.length - 2048));
  if (!/^%PDF-[12]\.\d/.test(head) || !tail.includes('%%EOF')) {
    throw new UploadRejected(UPLOAD_MESSAGES.invalidPdf);
  }
  const text = buffer.toString('latin1');
  if (!/\d+\s+\d+\s+obj\b/.test(text) || !/(trailer|\/XRef|startxref)/.test(text)) {
    throw new UploadRejected(UPLOAD_MESSAGES.invalidPdf);
  }
  if (ACTIVE_PDF.test(text)) throw new UploadRejected(UPLOAD_MESSAGES.activePdf);
};

const reencode = async (pipeline: Sharp, ext: 'jpg' | 'png'): Promise<Buffer> => {
  try {
    // sharp drops EXIF/XMP/ICC-comments by default; rotate() first applies the EXIF orientation.
    const oriented = pipeline.rotate();
    return await (ext === 'jpg' ? oriented.jpeg({ quality: 90 }) : oriented.png()).toBuffer();
  } catch {
    throw new UploadRejected(UPLOAD_MESSAGES.unreadableImage);
  }
};

/**
 * Checks an upload by content and makes a clean copy: images are decoded and re-encoded
 * (JPEG stays JPEG, PNG/GIF/BMP become PNG) without metadata; PDFs are kept as-is after a
 * structure check.
 */
export const sanitizeUpload = async (buffer: Buffer): Promise<SanitizedFile> => {
  if (buffer.length === 0) throw new UploadRejected(UPLOAD_MESSAGES.empty);
  const kind = sniffKind(buffer);
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  switch (kind) {
    case 'pdf':
      checkPdf(buffer);
      return { buffer, ext: 'pdf' };
    case 'jpeg':
      return { buffer: await reencode(sharp(buffer, options), 'jpg'), ext: 'jpg' };
    case 'png':
    case 'gif':
      return { buffer: await reencode(sharp(buffer, options), 'png'), ext: 'png' };
    case 'bmp': {
      const raw = decodeBmp(buffer);
      if (!raw) throw new UploadRejected(UPLOAD_MESSAGES.unreadableImage);
      const { data, ...size } = raw;
      return { buffer: await reencode(sharp(data, { raw: size }), 'png'), ext: 'png' };
    }
    default:
      throw new UploadRejected(UPLOAD_MESSAGES.invalidFormat);
  }
};
