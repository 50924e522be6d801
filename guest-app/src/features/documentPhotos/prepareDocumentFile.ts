/** Longest side of a document photo after downscaling, in pixels. */
export const MAX_PHOTO_SIDE = 2000;
/** What one document photo may weigh when it goes up. */
export const MAX_PHOTO_BYTES = 600 * 1024;

const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/bmp', 'image/gif', 'application/pdf'];
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];

export class UnsupportedFileError extends Error {
  constructor(name: string) {
    super(`Unsupported file: ${name}`);
    this.name = 'UnsupportedFileError';
  }
}

const isPdf = (file: Blob) => file.type === 'application/pdf';

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** Draws the bitmap scaled so its longest side is at most `side`, white behind transparency. */
function draw(bitmap: ImageBitmap, side: number): HTMLCanvasElement {
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = canvasOf(width, height);
  const g = canvas.getContext('2d');
  if (!g) throw new Error('No 2D canvas');
  g.fillStyle = 'white';
  g.fillRect(0, 0, width, height);
  g.imageSmoothingQuality = 'high';
  g.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'document'}.jpg`;

/**
 * Makes a phone photo light enough for a weak connection: decoded with its EXIF orientation
 * applied, scaled to at most MAX_PHOTO_SIDE on the longest side and re-encoded as JPEG (which
 * drops every metadata, GPS included) until it weighs at most MAX_PHOTO_BYTES. PDFs pass through
 * unchanged. A file that is neither an image the browser decodes nor a PDF is refused. Where the
 * browser cannot decode in script (no createImageBitmap), an allowed type is sent as it is and
 * the server re-encodes it.
 */
export async function prepareDocumentFile(file: File): Promise<File> {
  if (isPdf(file)) return file;
  if (!file.type.startsWith('image/')) throw new UnsupportedFileError(file.name);
  if (typeof createImageBitmap !== 'function') {
    if (ALLOWED_TYPES.includes(file.type)) return file;
    throw new UnsupportedFileError(file.name);
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnsupportedFileError(file.name);
  }
  try {
    for (let side = MAX_PHOTO_SIDE; side >= 500; side = Math.round(side * 0.75)) {
      const canvas = draw(bitmap, side);
      for (const quality of QUALITIES) {
        const blob = await toJpeg(canvas, quality);
        if (blob && blob.size <= MAX_PHOTO_BYTES) {
          return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
        }
      }
    }
    throw new UnsupportedFileError(file.name);
  } finally {
    bitmap.close();
  }
}
