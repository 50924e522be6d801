// Document files for stories (msw answers the protected media with them): an ID card side as
// an SVG image and a one-page passport PDF, made here so the stories work offline.

export function idCardSvg(side: string, holder: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="404" viewBox="0 0 640 404">
  <rect width="640" height="404" rx="18" fill="#dfe9f2"/>
  <rect width="640" height="64" rx="18" fill="#1d5a85"/>
  <text x="24" y="42" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fff">CARTA D'IDENTITÀ · ${side}</text>
  <rect x="24" y="96" width="160" height="200" fill="#9fb3c6"/>
  <text x="208" y="130" font-family="sans-serif" font-size="24" fill="#1c2733">${holder}</text>
  <text x="208" y="170" font-family="sans-serif" font-size="24" fill="#1c2733">Nata a Bologna il 18/04/1990</text>
  <text x="208" y="210" font-family="sans-serif" font-size="24" fill="#1c2733">N. CA12345BX</text>
</svg>`;
}

/** A one-page PDF with a line of text and a correct cross-reference table. */
export function passportPdf(text: string): string {
  const stream = `BT /F1 24 Tf 40 140 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
