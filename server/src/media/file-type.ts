export type UploadKind = 'jpeg' | 'png' | 'gif' | 'bmp' | 'pdf';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The upload's real type from its first bytes (never from its name or declared type). */
export const sniffKind = (buffer: Buffer): UploadKind | null => {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('BM')) && buffer.length > 54) return 'bmp';
  if (startsWith(buffer, ascii('%PDF-'))) return 'pdf';
  return null;
};
