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

export type PdfVerdict = { ok: true; buffer: Buffer } | { ok: false; reason: 'invalid' | 'active' };

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

const MAX_INFLATED = 64 * 1024 * 1024;

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
export const cleanPdf = async (input: Uint8Array): Promise<PdfVerdict> => {
  if (MARKUP.test(Buffer.from(input).toString('latin1'))) return { ok: false, reason: 'active' };
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
  for (const object of objects) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.lookup(PDFName.of('Filter'));
    if (!(filter instanceof PDFName) || filter.decodeText() !== 'FlateDecode') continue;
    let text: string;
    try {
      // Bounded: a small stream must not inflate into gigabytes.
      text = zlib
        .inflateSync(object.contents, { maxOutputLength: MAX_INFLATED })
        .toString('latin1');
    } catch {
      return { ok: false, reason: 'invalid' };
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
