import { PDFDocument, StandardFonts } from 'pdf-lib';
import { tables } from '../../places';

/** What Tabella answers: the shipped tables as `;`-separated CSV (null: no such table). */
export const tableCsv = (kind: string): string | null => {
  const t = tables();
  const places = (entries: typeof t.comuni) =>
    entries.map(
      (e) =>
        `${e.code};${e.name};${e.province ?? 'ES'};${e.validTo ? e.validTo.split('-').reverse().join('/') : ''}`,
    );
  switch (kind) {
    case 'Luoghi':
      return [
        'Codice;Descrizione;Provincia;DataFineVal',
        ...places(t.comuni),
        ...places(t.states),
      ].join('\r\n');
    case 'Tipi_Documento':
      return ['Codice;Descrizione', ...t.documents.map((d) => `${d.code};${d.name}`)].join('\r\n');
    case 'Tipi_Alloggiato':
      return ['Codice;Descrizione', ...t.guestTypes.map((d) => `${d.code};${d.name}`)].join('\r\n');
    case 'TipoErrore':
      return 'Codice;Descrizione\r\n11;SCHEDINA_FORMATO_NON_CORRETTO\r\n12;SCHEDINA_CAMPO_NON_CORRETTO';
    case 'ListaAppartamenti':
      return 'IDAPP;Descrizione;COMUNE;PROV;Indirizzo;Proprietario';
    default:
      return null;
  }
};

/** Ricevuta: a one-page PDF listing the lines kept that day, base64. */
export const receiptPdf = async (user: string, day: string, lines: string[]) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Courier);
  const rows = [
    'RICEVUTA ALLOGGIATI WEB (simulatore)',
    `Utente: ${user}`,
    `Data: ${day.split('-').reverse().join('/')}`,
    `Schedine acquisite: ${lines.length}`,
    ...lines.map(
      (line) => `${line.slice(0, 2)} ${line.slice(14, 64).trim()} ${line.slice(64, 94).trim()}`,
    ),
  ];
  rows.forEach((row, i) => page.drawText(row, { x: 40, y: 800 - i * 14, size: 9, font }));
  return Buffer.from(await pdf.save()).toString('base64');
};
