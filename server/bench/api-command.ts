import { compiledApiState, type ApiCommand } from '../test/processes';

const BUILD = 'npm run build -w @soglia/server';

/**
 * The compiled API when built (as production runs it), unless BENCH_API says otherwise. With
 * `currentOnly`, a build older than src/ is passed over for the source.
 */
export const apiCommand = ({ currentOnly = false } = {}): { command: ApiCommand; note: string } => {
  const wanted = process.env.BENCH_API?.trim() || null;
  if (wanted !== null && wanted !== 'compiled' && wanted !== 'source') {
    throw new Error(`BENCH_API must be compiled or source, got '${wanted}'.`);
  }
  const state = compiledApiState();
  const built = currentOnly && wanted !== 'compiled' ? state === 'current' : state !== 'missing';
  if (wanted === 'compiled' && !built) {
    throw new Error(`BENCH_API=compiled needs the compiled API: run ${BUILD} first.`);
  }
  if (wanted === 'source' || !built) {
    return {
      command: 'source',
      note:
        'TypeScript source through tsx (`--import tsx src/main.ts`)' +
        (built ? ', BENCH_API=source' : `; no current dist/main.js (${BUILD} compiles it)`),
    };
  }
  return {
    command: 'compiled',
    note:
      'compiled, `node dist/main.js`' +
      (state === 'stale' ? ` (OLDER than src/: run ${BUILD} to bench the current code)` : ''),
  };
};
