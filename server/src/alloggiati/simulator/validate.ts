import { ITALY_CODE, documentByCode, placeByCode } from '../../places';
import type { Outcome } from '../soap';

/**
 * The simulator's line checks, after the manual (Tabella 1): a wrong length is error 11
 * (SCHEDINA_FORMATO_NON_CORRETTO), a wrong field error 12 (SCHEDINA_CAMPO_NON_CORRETTO) with the
 * field named; the arrival must be today or yesterday; codes must be in the tables. What the real
 * service checks beyond this (e.g. duplicates, its own copy of the tables) is not known here.
 */
export const OK: Outcome = { ok: true, code: '', description: '', detail: '' };
const formatError = (detail: string): Outcome => ({
  ok: false,
  code: '11',
  description: 'SCHEDINA_FORMATO_NON_CORRETTO',
  detail,
});
export const fieldError = (detail: string): Outcome => ({
  ok: false,
  code: '12',
  description: 'SCHEDINA_CAMPO_NON_CORRETTO',
  detail,
});

const isoOf = (ddmmyyyy: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
};

const previousDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** One outcome per line; `today` is the service's day (Europe/Rome). */
export const validateLines = (lines: string[], today: string): Outcome[] => {
  let holder: string | null = null;
  return lines.map((line) => {
    if (line.length !== 168) return formatError('Dimensione Riga errata');
    const at = (start: number, length: number) => line.slice(start, start + length);
    const type = at(0, 2);
    if (!['16', '17', '18', '19', '20'].includes(type)) {
      return fieldError('Tipo Alloggiato Errato');
    }
    const previous = holder;
    holder = type === '17' || type === '18' ? type : type === '16' ? null : holder;
    if (type === '19' && previous !== '17') return fieldError('Capo Famiglia mancante');
    if (type === '20' && previous !== '18') return fieldError('Capo Gruppo mancante');
    const arrival = isoOf(at(2, 10));
    if (!arrival || (arrival !== today && arrival !== previousDay(today))) {
      return fieldError('Data di Arrivo Errata');
    }
    const days = Number(at(12, 2));
    if (!/^\d{2}$/.test(at(12, 2)) || days < 1 || days > 30) {
      return fieldError('Numero Giorni di Permanenza Errato');
    }
    if (!/^[A-Z' .-]*[A-Z][A-Z' .-]*$/.test(at(14, 50).trimEnd())) {
      return fieldError('Cognome Errato');
    }
    if (!/^[A-Z' .-]*[A-Z][A-Z' .-]*$/.test(at(64, 30).trimEnd())) return fieldError('Nome Errato');
    if (at(94, 1) !== '1' && at(94, 1) !== '2') return fieldError('Sesso Errato');
    if (!isoOf(at(95, 10))) return fieldError('Data di Nascita Errata');
    const birthState = placeByCode(at(116, 9));
    if (!birthState || birthState.kind !== 'state') return fieldError('Stato di Nascita Errato');
    const comune = at(105, 9);
    const province = at(114, 2);
    if (birthState.code === ITALY_CODE) {
      const entry = placeByCode(comune);
      if (!entry || entry.kind !== 'comune') return fieldError('Comune di Nascita Errato');
      if (entry.province !== province) return fieldError('Provincia di Nascita Errata');
    } else if (comune.trim() || province.trim()) {
      return fieldError('Comune di Nascita Errato');
    }
    const citizenship = placeByCode(at(125, 9));
    if (!citizenship || citizenship.kind !== 'state') return fieldError('Cittadinanza Errata');
    const document = at(134, 34);
    if (type === '19' || type === '20') {
      return document.trim() === '' ? OK : fieldError('Documento non previsto per il familiare');
    }
    if (!documentByCode(at(134, 5))) return fieldError('Tipo Documento Errato');
    if (!at(139, 20).trim()) return fieldError('Numero Documento Errato');
    if (!placeByCode(at(159, 9))) return fieldError('Luogo Rilascio Documento Errato');
    return OK;
  });
};
