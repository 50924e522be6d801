import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../src/config';
import { documentedSettings, withSettingsTables } from '../src/config.table';

const readme = fs.readFileSync(path.join(serverRoot, 'README.md'), 'utf8');

/** The rows of every `| Variable | Default | Meaning |` table of a markdown text. */
const settingRows = (markdown: string): { name: string; default: string }[] => {
  const rows: { name: string; default: string }[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (/^\|\s*Variable\s*\|\s*Default\s*\|/.test(line)) {
      inTable = true;
      continue;
    }
    if (!line.startsWith('|')) inTable = false;
    if (!inTable || /^\|[-\s|]+\|$/.test(line)) continue;
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    rows.push({ name: cells[0].replace(/^`|`$/g, ''), default: cells[1] });
  }
  return rows;
};

describe("server/README.md's settings tables", () => {
  it('list exactly the variables of the settings schema, with their defaults', () => {
    const inReadme = settingRows(readme);
    const inSchema = documentedSettings().map(({ name, default: value }) => ({
      name,
      default: value,
    }));
    expect(inReadme.length).toBeGreaterThan(30);
    expect([...inReadme].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...inSchema].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('are what `npm run docs:settings -w @soglia/server` generates', () => {
    expect(readme).toBe(withSettingsTables(readme));
  });
});
