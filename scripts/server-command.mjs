// `npm run create-owner` and `npm run rotate-key`: the TypeScript source through tsx where tsx is
// installed (a development checkout), else the compiled program of `npm run build` (a production
// install, `npm ci --omit=dev`, has no tsx). Both run in server/, where relative paths resolve.
// Usage: node scripts/server-command.mjs <create-owner|rotate-key> [args...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'server');
const sources = {
  'create-owner': 'src/cli/create-owner.ts',
  'rotate-key': 'src/cli/rotate-key.ts',
};

const [name, ...args] = process.argv.slice(2);
if (!(name in sources)) {
  console.error(`usage: node scripts/server-command.mjs <${Object.keys(sources).join('|')}> ...`);
  process.exit(2);
}

const hasTsx = (() => {
  try {
    createRequire(path.join(serverDir, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
})();
const compiled = path.join(serverDir, 'dist', `${name}.js`);
if (!hasTsx && !existsSync(compiled)) {
  console.error(`server/dist/${name}.js is missing: run "npm run build" first.`);
  process.exit(1);
}

const program = hasTsx ? ['--import', 'tsx', sources[name]] : [compiled];
const result = spawnSync(process.execPath, [...program, ...args], {
  cwd: serverDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
