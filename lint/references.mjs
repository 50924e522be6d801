// Finds the references to files of the repository in a piece of prose (a code comment, a
// markdown file) and tells which lead nowhere. Used by the ESLint rule `soglia/comment-references`
// (lint/rules/comment-references.mjs) and by lint/checkDocs.mjs for the markdown files.
//
// A reference is a token with a `/` that ends in a known extension (`server/src/app.ts`,
// `./plugin.mjs`, `docs/adr/0012-long-lists-in-batches.md`), or an ADR by number
// (`docs/adr/0015`), optionally followed by the heading it points at:
// `docs/product.md § The guest flow` or `docs/api.md#health-probes`. It resolves against the
// folder of the file that names it and every folder above it up to the repository root, so names
// relative to the file, to its package or to the root all work. Folders that only exist after an
// install, a build or a run are not checked. `SPEC` and `DESIGN.md`, documents that are not in
// the repository, are flagged wherever they are named.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

const EXTENSIONS = 'tsx|ts|mjs|cjs|js|json|md|sql|yaml|yml|css|html|csv|sh|py|txt';

// Not preceded by what would make it part of a longer word, a URL, a glob or a template.
const PATH = new RegExp(
  String.raw`(?<![\w@.\-/*{}$<>:~\\])((?:\.{1,2}/)*[\w\-][\w.\-]*(?:/[\w.\-]+)+\.(?:${EXTENSIONS}))` +
    String.raw`(?:#([\w\-]+))?(?![\w\-/])`,
  'g',
);
const ADR_BY_NUMBER = /(?<![\w/-])docs\/adr\/(\d{4})(?![\w-]|\.\w)/g;
const SECTION = /^\s*§\s*/;
const OUTSIDE = /\b(SPEC(?:\.md)?|DESIGN\.md)(?=[\s§'’.,;:)]|$)/g;

/** Folders that only exist after an install, a build or a run. */
const GENERATED = new Set([
  'node_modules',
  'dist',
  'dist-prerender',
  '.data',
  'coverage',
  'storybook-static',
  '.nx',
  'artifacts',
]);

/**
 * Lower-case text on one line, without the `*` that starts the lines of a block comment, for
 * comparing headings with what follows a `§`.
 */
const normal = (text) =>
  text
    .replace(/\n[ \t]*\*(?!\/)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The text of a markdown heading as a reader sees it (no backticks, emphasis or link syntax). */
const plain = (heading) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();

/** GitHub's anchor of a heading. */
export const slugOf = (heading) =>
  plain(heading)
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

const headingCache = new Map();

/** The headings of a markdown file (outside fenced code), read once per version of the file. */
export function headingsOf(file) {
  const version = statSync(file).mtimeMs;
  const cached = headingCache.get(file);
  if (cached?.version === version) return cached.headings;
  const headings = [];
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) headings.push(plain(match[1]));
  }
  headingCache.set(file, { version, headings });
  return headings;
}

const workspacesCache = new Map();

/**
 * The folders of the workspace packages (root package.json) and their `src/`, for names like
 * `src/index.ts` or `app/sections.ts` in text about any package.
 */
function workspacesOf(root) {
  if (!workspacesCache.has(root)) {
    const file = join(root, 'package.json');
    const names = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).workspaces ?? []) : [];
    workspacesCache.set(
      root,
      names.flatMap((name) => [join(root, name), join(root, name, 'src')]),
    );
  }
  return workspacesCache.get(root);
}

/**
 * The folders a reference may be relative to: the naming file's, each one above it up to the
 * root, then the workspace packages; and the installed packages last (axios/lib/… in a comment
 * about axios).
 */
function foldersFrom(fromFile, root) {
  const folders = [];
  let folder = dirname(resolve(fromFile));
  const top = resolve(root);
  while (folder.startsWith(top)) {
    folders.push(folder);
    if (folder === top) break;
    folder = dirname(folder);
  }
  if (folders.length === 0) folders.push(top);
  return [...folders, ...workspacesOf(top), join(top, 'node_modules')];
}

const isGenerated = (name) => name.split('/').some((segment) => GENERATED.has(segment));

function resolvePath(name, folders) {
  for (const folder of folders) {
    const candidate = join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function resolveAdr(number, root) {
  const folder = join(root, 'docs', 'adr');
  if (!existsSync(folder)) return null;
  const file = readdirSync(folder).find((name) => name.startsWith(`${number}-`));
  return file ? join(folder, file) : null;
}

/**
 * The problems of one text: `{ index, length, message }`, `index` being where the reference
 * starts in `text`. `fromFile` is the file that holds the text, `root` the repository root.
 */
export function problemsOf(text, fromFile, root) {
  const problems = [];
  const folders = foldersFrom(fromFile, root);
  const report = (index, length, message) => problems.push({ index, length, message });

  for (const match of text.matchAll(OUTSIDE)) {
    report(
      match.index,
      match[1].length,
      `'${match[1]}' is not in the repository: cite docs/product.md or docs/api.md (§ Heading) or an ADR instead.`,
    );
  }

  const checkHeading = (file, name, after, anchor, index) => {
    if (!file.endsWith('.md')) return;
    if (anchor) {
      if (!headingsOf(file).some((heading) => slugOf(heading) === anchor)) {
        report(index, name.length, `'${name}' has no heading with the anchor '#${anchor}'.`);
      }
      return;
    }
    const section = SECTION.exec(after);
    if (!section) return;
    const rest = normal(after.slice(section[0].length));
    const found = headingsOf(file).some((heading) => {
      const wanted = normal(heading);
      return rest.startsWith(wanted) && !/^[\w-]/.test(rest.slice(wanted.length));
    });
    if (!found) {
      const cited = after
        .slice(section[0].length)
        .split(/[`),.;\n]/)[0]
        .trim();
      report(index, name.length, `'${name}' has no heading '${cited}'.`);
    }
  };

  for (const match of text.matchAll(PATH)) {
    const [whole, name, anchor] = match;
    if (isAbsolute(name) || isGenerated(name)) continue;
    const file = resolvePath(name, folders);
    if (!file) {
      report(match.index, name.length, `'${name}' names no file of the repository.`);
      continue;
    }
    checkHeading(file, name, text.slice(match.index + whole.length), anchor, match.index);
  }

  for (const match of text.matchAll(ADR_BY_NUMBER)) {
    const file = resolveAdr(match[1], root);
    if (!file) {
      report(match.index, match[0].length, `'${match[0]}' names no ADR of docs/adr/.`);
      continue;
    }
    checkHeading(file, match[0], text.slice(match.index + match[0].length), null, match.index);
  }
  return problems;
}

/** A path relative to the root, with forward slashes, for messages. */
export const fromRoot = (file, root) => relative(root, file).split(sep).join('/');
