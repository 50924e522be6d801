/**
 * A small BMP decoder (libvips in the sharp build cannot read BMP): uncompressed 1/4/8-bit
 * palette, 24-bit and 32-bit images. Answers raw RGB pixels for sharp, or null when unsupported.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

// 20 Mpx: 60 MB of RGB, far beyond a document photo (a 10 MB 1-bit BMP would otherwise
// expand to 80 Mpx).
const MAX_PIXELS = 20_000_000;

export const decodeBmp = (buf: Buffer): RawImage | null => {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') return null;
  const dataOffset = buf.readUInt32LE(10);
  const dibSize = buf.readUInt32LE(14);
  if (dibSize < 40) return null; // OS/2 core headers: not supported
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bitCount = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width * height > MAX_PIXELS) return null;
  const bitfields32 = compression === 3 && bitCount === 32;
  if (compression !== 0 && !bitfields32) return null;
  if (![1, 4, 8, 24, 32].includes(bitCount)) return null;

  const stride = Math.floor((bitCount * width + 31) / 32) * 4;
  if (dataOffset + stride * height > buf.length) return null;

  let palette: Buffer | null = null;
  if (bitCount <= 8) {
    const used = buf.readUInt32LE(46) || 1 << bitCount;
    const start = 14 + dibSize;
    if (used > 1 << bitCount || start + used * 4 > dataOffset) return null;
    palette = buf.subarray(start, start + used * 4);
  }
  // BI_BITFIELDS masks follow a 40-byte header; otherwise the usual BGRA layout.
  const masks = bitfields32
    ? [buf.readUInt32LE(54), buf.readUInt32LE(58), buf.readUInt32LE(62)]
    : [0x00ff0000, 0x0000ff00, 0x000000ff];
  const shifts = masks.map((m) => (m === 0 ? 0 : 31 - Math.clz32(m & -m)));

  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      if (palette) {
        const bitPos = x * bitCount;
        const byte = buf[row + (bitPos >> 3)];
        const index = (byte >> (8 - bitCount - (bitPos & 7))) & ((1 << bitCount) - 1);
        if (index * 4 + 2 >= palette.length) return null;
        out[o] = palette[index * 4 + 2];
        out[o + 1] = palette[index * 4 + 1];
        out[o + 2] = palette[index * 4];
      } else if (bitCount === 24) {
        const p = row + x * 3;
        out[o] = buf[p + 2];
        out[o + 1] = buf[p + 1];
        out[o + 2] = buf[p];
      } else {
        const v = buf.readUInt32LE(row + x * 4);
        for (let c = 0; c < 3; c += 1) {
          const m = masks[c] >>> 0;
          const max = m >>> shifts[c];
          out[o + c] = max ? Math.round((((v & m) >>> shifts[c]) * 255) / max) : 0;
        }
      }
    }
  }
  return { data: out, width, height, channels: 3 };
};
