import zlib from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';

export type PdfVerdict =
  { ok: true; buffer: Buffer } | { ok: false; reason: 'invalid' | 'active' | 'inflated' };

/**
 * Names that make a PDF do something besides showing pages: scripts, actions that leave the
 * document (links, forms, launches), attachments, multimedia, XFA forms, automatic actions.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'URI',
  'GoToR',
  'GoToE',
  'GoTo3DView',
  'Rendition',
  'Sound',
  'Movie',
  'Screen',
  'RichMedia',
  'RichMediaContent',
  'RichMediaExecute',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RF',
  'FileAttachment',
  'XFA',
]);

/** More deflate streams than any scan or form has: each one costs an inflate attempt. */
const MAX_STREAMS = 10_000;

class TooMuchInflated extends Error {}

/**
 * Inflates against one budget shared by every stream of the file: zlib stops as soon as a
 * stream would go past what is left, so a bomb costs at most the budget, not its full size.
 */
const inflateBudget = (maxBytes: number) => {
  let left = maxBytes;
  return (data: Uint8Array, finishFlush?: number): Buffer => {
    let out: Buffer;
    try {
      out = zlib.inflateSync(data, { maxOutputLength: Math.max(1, left), finishFlush });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new TooMuchInflated();
      }
      throw err;
    }
    left -= out.length;
    if (left < 0) throw new TooMuchInflated();
    return out;
  };
};

const STREAM_START = /(?<!end)stream\r?\n/g;

/** zlib's two-byte header: deflate method, a window size it accepts, a valid check value. */
const looksDeflated = (bytes: Uint8Array, at: number): boolean =>
  at + 1 < bytes.length &&
  (bytes[at] & 0x0f) === 8 &&
  bytes[at] >> 4 <= 7 &&
  ((bytes[at] << 8) | bytes[at + 1]) % 31 === 0;

/**
 * Before the parser runs (it inflates object and cross-reference streams itself, unbounded):
 * inflates whatever deflate data follows each `stream` keyword of the raw bytes, to the end of
 * the deflate data whatever /Length says, against a fresh budget.
 */
const scanRawStreams = (input: Uint8Array, maxBytes: number): 'ok' | 'inflated' | 'invalid' => {
  const inflate = inflateBudget(maxBytes);
  const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1');
  let streams = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const at = match.index + match[0].length;
    if (!looksDeflated(input, at)) continue;
    streams += 1;
    if (streams > MAX_STREAMS) return 'invalid';
    try {
      inflate(input.subarray(at), zlib.constants.Z_SYNC_FLUSH);
    } catch (err) {
      if (err instanceof TooMuchInflated) return 'inflated';
      // Not deflate data after all: the parser decides.
    }
  }
  return 'ok';
};

/** Markup a browser could run if the bytes were ever read as a web page (PDF/HTML polyglots). */
const MARKUP = /<\s*(?:script|html|body|iframe|svg|object|embed|!doctype)\b/i;

/** PDF names may hide letters as #xx escapes (/J#61vaScript): decode every one. */
const plainName = (name: PDFName): string =>
  name
    .decodeText()
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** True when the object (followed through dictionaries, arrays and stream dictionaries) is active. */
const isActive = (root: PDFObject): boolean => {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(plainName(object))) return true;
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFDict || object instanceof PDFStream) {
      const dict = object instanceof PDFStream ? object.dict : object;
      for (const [key, value] of dict.entries()) {
        const name = plainName(key);
        if (ACTIVE_NAMES.has(name)) return true;
        // Opening at a page is fine; an open *action* is not.
        if (name === 'OpenAction' && !(value instanceof PDFArray)) return true;
        stack.push(key, value);
      }
    }
  }
  return false;
};

/**
 * Parses a PDF (names decoded, object streams unpacked) and answers a clean copy written by the
 * parser, so what is stored is exactly what was checked: nothing hidden after %%EOF or in an
 * object the cross-reference table skips. Refuses what it cannot prove clean: encrypted files,
 * unparsable objects, anything active.
 */
export const cleanPdf = async (
  input: Uint8Array,
  { maxInflatedBytes }: { maxInflatedBytes: number },
): Promise<PdfVerdict> => {
  if (MARKUP.test(Buffer.from(input).toString('latin1'))) return { ok: false, reason: 'active' };
  const scanned = scanRawStreams(input, maxInflatedBytes);
  if (scanned !== 'ok') return { ok: false, reason: scanned };
  let doc: PDFDocument;
  let objects: PDFObject[];
  try {
    doc = await PDFDocument.load(input, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
      capNumbers: true,
    });
    if (doc.isEncrypted) return { ok: false, reason: 'active' };
    if (doc.getPageCount() === 0) return { ok: false, reason: 'invalid' };
    objects = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { Root, Info, Encrypt } = doc.context.trailerInfo;
  if (Encrypt) return { ok: false, reason: 'active' };
  for (const object of [...objects, ...[Root, Info].filter((o) => o !== undefined)]) {
    if (isActive(object)) return { ok: false, reason: 'active' };
  }
  // Markup inside compressed streams only shows once they are inflated.
  const inflate = inflateBudget(maxInflatedBytes);
  for (const object of objects) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.lookup(PDFName.of('Filter'));
    if (!(filter instanceof PDFName) || filter.decodeText() !== 'FlateDecode') continue;
    let text: string;
    try {
      text = inflate(object.contents).toString('latin1');
    } catch (err) {
      return { ok: false, reason: err instanceof TooMuchInflated ? 'inflated' : 'invalid' };
    }
    if (MARKUP.test(text)) return { ok: false, reason: 'active' };
  }
  try {
    const saved = await doc.save({ useObjectStreams: false, addDefaultPage: false });
    return { ok: true, buffer: Buffer.from(saved) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
};
