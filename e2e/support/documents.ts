import type { Locator, Page } from 'playwright-core';

/**
 * A real JPEG of an ID card side, drawn by Chromium on a canvas (so a screenshot shows a
 * document, not a blur), as the bytes a phone would upload.
 */
export async function idCardJpeg(page: Page, side: string, holder: string): Promise<Blob> {
  const base64 = await page.evaluate(
    ([label, name]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 404;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#dfe9f2';
      g.fillRect(0, 0, 640, 404);
      g.fillStyle = '#1d5a85';
      g.fillRect(0, 0, 640, 64);
      g.fillStyle = '#ffffff';
      g.font = 'bold 28px sans-serif';
      g.fillText(`CARTA D'IDENTITÀ · ${label}`, 24, 42);
      g.fillStyle = '#9fb3c6';
      g.fillRect(24, 96, 160, 200);
      g.fillStyle = '#1c2733';
      g.font = '24px sans-serif';
      g.fillText(name, 208, 130);
      g.fillText('Nata a Roma il 12/05/1988', 208, 170);
      g.fillText('N. CA00000AA', 208, 210);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
    },
    [side, holder] as const,
  );
  return new Blob([Buffer.from(base64, 'base64')], { type: 'image/jpeg' });
}

/** Chooses a drawn ID card side in each photo input of `form`, by its label: [label, side]. */
export async function chooseIdPhotos(
  page: Page,
  form: Locator,
  holder: string,
  inputs: [label: string, side: string][],
): Promise<void> {
  for (const [label, side] of inputs) {
    const photo = await idCardJpeg(page, side, holder);
    await form.getByLabel(label).setInputFiles({
      name: `${side.toLowerCase()}.jpg`,
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await photo.arrayBuffer()),
    });
  }
}

/** A one-page PDF with a line of text, with a correct cross-reference table. */
export function passportPdf(text: string): Blob {
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
  return new Blob([body], { type: 'application/pdf' });
}
