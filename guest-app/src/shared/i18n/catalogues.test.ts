import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages as de } from './catalogues/de';
import { messages as en } from './catalogues/en';
import { messages as es } from './catalogues/es';
import { messages as fr } from './catalogues/fr';
import { messages as itMessages } from './catalogues/it';

const catalogues = { it: itMessages, en, es, fr, de };
const englishKeys = Object.keys(en).sort();

/** Every `{ id: 'guest.…', defaultMessage: '…' }` descriptor in a messages.ts under src/. */
function descriptorsInSource(): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'messages.ts') {
        const source = readFileSync(path, 'utf8');
        const re = /id:\s*'([^']+)',\s*defaultMessage:\s*(?:'([^']*)'|"([^"]*)")/g;
        for (const match of source.matchAll(re)) found[match[1]] = match[2] ?? match[3];
      }
    }
  };
  walk(join(__dirname, '..', '..'));
  return found;
}

describe('guest catalogues', () => {
  it.each(Object.entries(catalogues))('%s has exactly the English keys', (_code, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
  });

  it.each(Object.entries(catalogues))('%s has no empty values', (_code, catalogue) => {
    const empty = Object.entries(catalogue).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  // <feature> as its folder is spelt (checkinProfile).
  it('uses only guest.<feature>.<key> ids', () => {
    for (const key of englishKeys) expect(key).toMatch(/^guest\.[a-z][A-Za-z0-9]*\.[A-Za-z]+$/);
  });

  it('covers every message descriptor, with English equal to the default message', () => {
    const descriptors = descriptorsInSource();
    expect(Object.keys(descriptors).sort()).toEqual(englishKeys);
    for (const [id, text] of Object.entries(descriptors)) expect(en[id]).toBe(text);
  });

  it('really translates: the other languages differ from English on most texts', () => {
    for (const catalogue of [itMessages, es, fr, de]) {
      const same = englishKeys.filter((key) => catalogue[key] === en[key]);
      expect(same.length).toBeLessThan(englishKeys.length / 4);
    }
  });
});
