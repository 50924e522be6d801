// Flags an import from one module to another when the other module already depends, directly or
// through further modules, on the importing one: a cycle between modules (folders), which
// import-x/no-cycle does not see as long as the files themselves form no cycle.
// docs/adr/0025-server-modules-and-layers.md explains why the server wants its modules in a DAG.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts', '/index.mjs'];
// `from '…'`, `import '…'`, `import('…')`: relative specifiers only, the others are packages.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.\.?\/[^'"\n]+)['"]/g;

const resolveFile = (fromFile, specifier) => {
  const base = resolve(dirname(fromFile), specifier);
  for (const suffix of CANDIDATES) {
    try {
      if (statSync(base + suffix).isFile()) return base + suffix;
    } catch {
      // not this candidate
    }
  }
  return null;
};

/** The module of a file: its first folder under root, or for a file directly in root the part of its name before the first dot (config.schema.ts belongs to config). */
const moduleOf = (root, file) => {
  const path = relative(root, file);
  if (path.startsWith('..')) return null;
  const [first, ...rest] = path.split(sep);
  return rest.length > 0 ? first : first.split('.')[0];
};

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });

/** Imported files of one file, read again only when the file changed (editors lint for hours). */
const importsCache = new Map();
const importsOf = (file) => {
  const { mtimeMs } = statSync(file);
  const cached = importsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  const imports = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
    .map((match) => resolveFile(file, match[1]))
    .filter(Boolean);
  importsCache.set(file, { mtimeMs, imports });
  return imports;
};

/** Module → the modules its files import, as on disk, leaving out `skip` (the file being linted). */
const moduleGraph = (root, skip) => {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    if (file === skip) continue;
    const from = moduleOf(root, file);
    for (const target of importsOf(file)) {
      const to = moduleOf(root, target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
};

/** A path of modules from `start` to `goal`, or null. */
const pathBetween = (graph, start, goal) => {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const path = [];
      for (let step = goal; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
};

export const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid imports that close a cycle between the modules (folders) of a root.',
    },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Module cycle: {{path}}. Move what both need down to a lower module, or pass it in from the composition root (docs/adr/0025-server-modules-and-layers.md).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.options[0].roots
      .map((dir) => resolve(dir))
      .find((dir) => moduleOf(dir, file));
    if (!root || TEST.test(file)) return {};
    const from = moduleOf(root, file);
    let graph = null;

    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveFile(file, specifier);
      const to = target && moduleOf(root, target);
      if (!to || to === from) return;
      graph ??= moduleGraph(root, file);
      const back = pathBetween(graph, to, from);
      if (back)
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { path: [from, ...back].join(' → ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
