import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const importsRedux =
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:redux|react-redux|@reduxjs\/[^'"]*)['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [path] : [];
  });
}

describe('guest bundle stays light', () => {
  it('imports no Redux package anywhere in guest-app/src', () => {
    const offenders = sourceFiles(join(__dirname, '..')).filter(
      (file) => !file.endsWith('noRedux.test.ts') && importsRedux.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('does not declare Redux as a dependency', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    expect(deps.filter((name) => /redux/.test(name))).toEqual([]);
  });
});
