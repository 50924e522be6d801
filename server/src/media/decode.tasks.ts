import sharp from 'sharp';
import { decodeBmp } from './bmp';
import { cleanPdf, type PdfVerdict } from './pdf';

/** Runs in a worker thread: BMP → PNG (null when the BMP is unsupported or unreadable). */
export const bmpToPng = async (input: Uint8Array): Promise<Uint8Array | null> => {
  const raw = decodeBmp(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  if (!raw) return null;
  const { data, ...size } = raw;
  try {
    return await sharp(data, { raw: size }).png().toBuffer();
  } catch {
    return null;
  }
};

/** Runs in a worker thread: the PDF check and rewrite of pdf.ts. */
export const pdf = ({
  input,
  maxInflatedBytes,
}: {
  input: Uint8Array;
  maxInflatedBytes: number;
}): Promise<PdfVerdict> => cleanPdf(input, { maxInflatedBytes });
