import zlib from 'node:zlib';

/**
 * A PDF from numbered object bodies (object 1 is the catalog, 2 the page tree, 3 the page),
 * with a real cross-reference table. `catalog` and `page` add entries to those dictionaries;
 * `extra` adds objects 4, 5, ... (a string body, or a stream as { dict, data }).
 */
export const buildPdf = (
  options: {
    catalog?: string;
    page?: string;
    extra?: (string | { dict: string; data: Buffer })[];
    tail?: string;
  } = {},
): Buffer => {
  const bodies: (string | { dict: string; data: Buffer })[] = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${options.page ?? ''} >>`,
    ...(options.extra ?? []),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  bodies.forEach((body, i) => {
    offsets.push(length);
    const chunk =
      typeof body === 'string'
        ? Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1')
        : Buffer.concat([
            Buffer.from(
              `${i + 1} 0 obj\n<< ${body.dict} /Length ${body.data.length} >>\nstream\n`,
              'latin1',
            ),
            body.data,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${bodies.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${bodies.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    options.tail ?? '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
};

/** An object stream (compressed) holding `objects`, numbered from `first`. */
export const objectStream = (first: number, objects: string[]) => {
  let header = '';
  let body = '';
  objects.forEach((object, i) => {
    header += `${first + i} ${body.length} `;
    body += `${object}\n`;
  });
  const data = zlib.deflateSync(Buffer.from(header + body, 'latin1'));
  return {
    dict: `/Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode`,
    data,
  };
};
