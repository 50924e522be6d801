/** Words written in lower case inside a place name (`San Donato di Lecce`). */
const PARTICLES = new Set([
  'a',
  'al',
  'alla',
  'alle',
  'allo',
  'con',
  'd',
  'da',
  'dal',
  'dalla',
  'de',
  'dei',
  'del',
  'della',
  'delle',
  'dello',
  'degli',
  'di',
  'e',
  'ed',
  'in',
  'l',
  'nel',
  'nella',
  'nell',
  'sopra',
  'sotto',
  'su',
  'sul',
  'sulla',
  'sull',
  'dell',
  'all',
  'coll',
  'sugli',
  'sui',
  'ai',
  'agli',
]);

const ACCENTED: Record<string, string> = { A: 'à', E: 'è', I: 'ì', O: 'ò', U: 'ù' };

/**
 * A table name as people write it: `FORLI'` → `Forlì`, `SANT'ANGELO A CUPOLO` → `Sant'Angelo a
 * Cupolo`, `REGGIO NELL'EMILIA` → `Reggio nell'Emilia`. A vowel followed by an apostrophe at the
 * end of a word is the table's way of writing an accent.
 */
export const readableName = (tableName: string): string => {
  const accented = tableName.replace(
    /([AEIOU])'(?=\s|$|-)/g,
    (_, vowel: string) => `${vowel}\uE000`,
  );
  const words = accented.toLowerCase().split(/(\s+|-|'|\/|\(|\)|\.)/);
  let first = true;
  const out = words.map((part) => {
    if (!/[a-z]/.test(part)) return part;
    const word = part.replace(/\uE000/g, '');
    const keepLower = !first && PARTICLES.has(word);
    first = false;
    return keepLower ? part : part.charAt(0).toUpperCase() + part.slice(1);
  });
  return out.join('').replace(/([aeiou])\uE000/gi, (_, vowel: string) => {
    const lower = ACCENTED[vowel.toUpperCase()];
    return vowel === vowel.toUpperCase() ? lower.toUpperCase() : lower;
  });
};

/** Upper-case ASCII letters, digits and single spaces: how a query meets a table name. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
