// Compiles the API for production (`npm run build`): one CommonJS file per program in dist/,
// run with plain `node` (no tsx). Our workspace packages (TypeScript source) are bundled in;
// every other package stays a require() of node_modules and must be a `dependencies` entry of
// this package, so `npm ci --omit=dev` keeps it. Why esbuild: docs/adr/0021-compiled-api-and-production-start.md.
// Usage: node build.mjs [--outdir DIR]   (DIR must sit directly in server/, like src/)
import { builtinModules, createRequire } from 'node:module';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild');

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdirArg = process.argv.indexOf('--outdir');
const outdir = path.resolve(serverDir, outdirArg === -1 ? 'dist' : process.argv[outdirArg + 1]);
if (path.dirname(outdir) !== serverDir) {
  console.error(
    `--outdir must be a folder directly in ${serverDir} (src/config.ts finds the server folder as ../)`,
  );
  process.exit(1);
}

/** dist/<name>.js ← src/<entry>: the API and the commands an operator runs in production. */
export const programs = {
  main: 'src/main.ts',
  'check-config': 'src/cli/check-config.ts',
  'create-owner': 'src/cli/create-owner.ts',
  'rotate-key': 'src/cli/rotate-key.ts',
  retention: 'src/jobs/retention.main.ts',
};

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** Bare imports stay require()s, but for our own packages (TypeScript source: bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@soglia/') ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  absWorkingDir: serverDir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  outdir,
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
};

rmSync(outdir, { recursive: true, force: true });
const results = await Promise.all([
  esbuild.build({ ...common, entryPoints: programs }),
  // The decoder's worker threads (src/media/decoder.ts loads decode.worker.cjs beside itself).
  esbuild.build({
    ...common,
    entryPoints: { 'decode.worker': 'src/media/decode.tasks.ts' },
    outExtension: { '.js': '.cjs' },
  }),
]);
// The place code tables, read beside the compiled code (src/places/tables.ts).
cpSync(path.join(serverDir, 'src/places/tables'), path.join(outdir, 'tables'), {
  recursive: true,
});

const { dependencies = {} } = JSON.parse(
  readFileSync(path.join(serverDir, 'package.json'), 'utf8'),
);
const builtins = new Set(builtinModules);
const missing = new Set();
for (const { metafile } of results) {
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      if (!(packageName(specifier) in dependencies)) missing.add(packageName(specifier));
    }
  }
}
if (missing.size > 0) {
  console.error(
    `The compiled API requires packages that are not dependencies of @soglia/server (a ` +
      `production install leaves them out): ${[...missing].join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `server: ${Object.keys(programs).join(', ')} and decode.worker compiled into ${path.relative(process.cwd(), outdir) || '.'}`,
);
