import { UnsupportedFileError, prepareDocumentFile } from './prepareDocumentFile';

describe('prepareDocumentFile', () => {
  it('passes a PDF through unchanged', async () => {
    const pdf = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    expect(await prepareDocumentFile(pdf)).toBe(pdf);
  });

  it('refuses what is neither an image nor a PDF', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(prepareDocumentFile(text)).rejects.toBeInstanceOf(UnsupportedFileError);
  });

  it('where the browser cannot decode in script, sends allowed images as they are', async () => {
    // jsdom has no createImageBitmap (the real downscaling runs in the browser flow).
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });
    expect(await prepareDocumentFile(png)).toBe(png);
    const heic = new File(['x'], 'id.heic', { type: 'image/heic' });
    await expect(prepareDocumentFile(heic)).rejects.toBeInstanceOf(UnsupportedFileError);
  });
});
