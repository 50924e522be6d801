import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** What a phone camera writes: 12 MP, portrait shot stored landscape + EXIF orientation 6. */
export const PHONE_PHOTO = { width: 4032, height: 3024, orientation: 6 } as const;

/** An ID card on a wooden table, upright as the guest held the phone (portrait). */
function sceneSvg(width: number, height: number, holder: string): string {
  const card = { x: width * 0.1, y: height * 0.3, w: width * 0.8, h: width * 0.8 * 0.63 };
  const text = (y: number, size: number, value: string, weight = 'normal') =>
    `<text x="${card.x + card.w * 0.38}" y="${card.y + card.h * y}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="#1c2733">${value}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8a5a33"/><stop offset="1" stop-color="#5e3b1f"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#wood)"/>
    <rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="60" fill="#dfe9f2"/>
    <rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h * 0.16}" rx="60" fill="#1d5a85"/>
    <text x="${card.x + 80}" y="${card.y + card.h * 0.11}" font-family="sans-serif" font-size="110" font-weight="bold" fill="#ffffff">CARTA D'IDENTITÀ</text>
    <rect x="${card.x + 80}" y="${card.y + card.h * 0.24}" width="${card.w * 0.26}" height="${card.h * 0.62}" fill="#9fb3c6"/>
    ${text(0.34, 110, holder, 'bold')}
    ${text(0.5, 90, 'Nata a Roma il 12/05/1988')}
    ${text(0.64, 90, 'N. CA00000AA')}
    ${text(0.78, 90, 'Comune di Roma')}
  </svg>`;
}

/**
 * A phone-sized test photo (about 12 MP, 5–6 MB) with EXIF orientation 6 and GPS position tags,
 * like the picture of an ID card a guest takes with a phone: a drawn scene plus sensor noise,
 * stored rotated as the camera stores it.
 */
export async function makePhonePhoto(holder = 'ROSSI GIULIA'): Promise<Buffer> {
  const { width, height, orientation } = PHONE_PHOTO;
  // Upright (portrait) scene, then rotated back the way the sensor recorded it.
  const upright = await sharp(Buffer.from(sceneSvg(height, width, holder)))
    .removeAlpha()
    .raw()
    .toBuffer();
  // Sensor grain: what makes a real photo weigh megabytes.
  const noise = randomBytes(upright.length);
  for (let i = 0; i < upright.length; i++) {
    const grain = (noise[i] % 49) - 24;
    upright[i] = Math.max(0, Math.min(255, upright[i] + grain));
  }
  return sharp(upright, { raw: { width: height, height: width, channels: 3 } })
    .rotate(270)
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'Soglia', Model: 'Test Phone 12MP' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 53/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 28/1 5600/100',
      },
    })
    .toBuffer();
}

/** Width and height written in a JPEG's frame header (SOF0/SOF2), or null. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    const length = bytes.readUInt16BE(i + 2);
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** True when the JPEG carries an EXIF (APP1 'Exif') segment. */
export const hasExif = (bytes: Buffer) => bytes.includes(Buffer.from('Exif\0\0', 'latin1'));

// `node --import tsx e2e/support/phonePhoto.ts out.jpg` writes one to look at.
if (process.argv[1]?.endsWith('phonePhoto.ts') && process.argv[2]) {
  const { writeFileSync } = await import('node:fs');
  const photo = await makePhonePhoto();
  writeFileSync(process.argv[2], photo);
  const meta = await sharp(photo).metadata();
  console.log(
    `${process.argv[2]}: ${photo.length} bytes, ${meta.width}x${meta.height}, orientation ${meta.orientation}`,
  );
}
