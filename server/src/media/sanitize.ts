import sharp, { type Sharp } from 'sharp';
import { detailError } from '../http';
import { sniffKind } from './file-type';
import { DecoderBusy, DecodeTimedOut, type Decoder } from './decoder';

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
  pdfInflated: (maxBytes: number) =>
    `Invalid format. The PDF expands to more than ${Math.round(maxBytes / 1024 / 1024)} MB ` +
    'once decompressed.',
  tooSlow: 'Invalid format. The file takes too long to check.',
  busy: 'Too many uploads are being checked right now. Please try again in a few seconds.',
  busyItalian: 'Troppi caricamenti in verifica in questo momento: riprovare tra qualche secondo.',
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  tooLarge: (maxBytes: number) =>
    `The file is too large. The maximum size is ${
      maxBytes >= 1024 * 1024
        ? `${Number((maxBytes / 1024 / 1024).toFixed(1))} MB`
        : `${Math.floor(maxBytes / 1024)} KB`
    }.`,
} as const;

/** A rejected upload; the message is shown as the field's error. */
export class UploadRejected extends Error {
  constructor(
    message: string,
    readonly code: 'invalid_file' | 'empty_file' = 'invalid_file',
  ) {
    super(message);
  }
}

const MAX_PIXELS = 40_000_000;
/** Hosts read the console in Italian; guests get English, which their app translates. */
export const uploadsBusy = (language: 'it' | 'en' = 'en') =>
  detailError(
    'uploads_busy',
    language === 'it' ? UPLOAD_MESSAGES.busyItalian : UPLOAD_MESSAGES.busy,
    {
      'retry-after': '5',
    },
  );

/**
 * A decoder failure (out of memory, a crash) is an unreadable file, and one still running at the
 * deadline a file too costly to check; a full queue is neither.
 */
const offThread = async <T>(task: () => Promise<T>): Promise<T> => {
  try {
    return await task();
  } catch (err) {
    if (err instanceof DecoderBusy) throw uploadsBusy();
    if (err instanceof DecodeTimedOut) throw new UploadRejected(UPLOAD_MESSAGES.tooSlow);
    throw new UploadRejected(UPLOAD_MESSAGES.unreadableImage);
  }
};

export interface SanitizeOptions {
  decoder: Decoder;
  /** Ends waiting for and running the decoder (deadline, client gone). */
  signal: AbortSignal;
}

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
 * (JPEG stays JPEG, PNG/GIF/BMP become PNG) without metadata; PDFs are parsed, refused when
 * anything in them is active, and rewritten by the parser.
 */
export const sanitizeUpload = async (
  buffer: Buffer,
  { decoder, signal }: SanitizeOptions,
): Promise<SanitizedFile> => {
  if (buffer.length === 0) throw new UploadRejected(UPLOAD_MESSAGES.empty, 'empty_file');
  const kind = sniffKind(buffer);
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  switch (kind) {
    case 'pdf': {
      const verdict = await offThread(() => decoder.cleanPdf(buffer, signal));
      if (!verdict.ok) {
        throw new UploadRejected(
          verdict.reason === 'active'
            ? UPLOAD_MESSAGES.activePdf
            : verdict.reason === 'inflated'
              ? UPLOAD_MESSAGES.pdfInflated(decoder.maxInflatedBytes)
              : UPLOAD_MESSAGES.invalidPdf,
        );
      }
      return { buffer: verdict.buffer, ext: 'pdf' };
    }
    case 'jpeg':
      return { buffer: await reencode(sharp(buffer, options), 'jpg'), ext: 'jpg' };
    case 'png':
    case 'gif':
      return { buffer: await reencode(sharp(buffer, options), 'png'), ext: 'png' };
    case 'bmp': {
      const png = await offThread(() => decoder.bmpToPng(buffer, signal));
      if (!png) throw new UploadRejected(UPLOAD_MESSAGES.unreadableImage);
      return { buffer: png, ext: 'png' };
    }
    default:
      throw new UploadRejected(UPLOAD_MESSAGES.invalidFormat);
  }
};
