// Checks the repository's markdown: every link and every file, ADR or heading a text names exists
// (lint/references.mjs says what counts as one), and every ADR starts with its title and a status
// line (docs/adr/README.md). Prints the problems as JSON, `[]` when there are none. Used by
// lint/docs.test.ts:
//   node lint/checkDocs.mjs               the READMEs and docs/ of the repository
//   node lint/checkDocs.mjs a.md b.md     those files only
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingsOf, problemsOf, slugOf } from './references.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-prerender',
  '.data',
  'coverage',
  'storybook-static',
  '.git',
  '.nx',
  'fixtures',
]);

/** Every README.md of the repository and every markdown file of docs/. */
function markdownFiles(folder = root) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) files.push(...markdownFiles(path));
    } else if (
      entry.name === 'README.md' ||
      (entry.name.endsWith('.md') && relative(root, path).startsWith(`docs${sep}`))
    ) {
      files.push(path);
    }
  }
  return files;
}

const LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const STATUS = /^Status: (Accepted|Superseded by (\d{4}))$/;

function problemsOfFile(file) {
  const text = readFileSync(file, 'utf8');
  const problems = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const add = (index, message) =>
    problems.push({
      file: relative(root, file).split(sep).join('/'),
      line: lineOf(index),
      message,
    });

  for (const { index, message } of problemsOf(text, file, root)) add(index, message);
  const reported = new Set(problems.map(({ line, message }) => `${line} ${message}`));
  const addOnce = (index, target, message) => {
    const path = target.split('#')[0];
    const line = lineOf(index);
    if (![...reported].some((seen) => seen.startsWith(`${line} '${path}'`))) add(index, message);
  };

  for (const match of text.matchAll(LINK)) {
    const target = match[1];
    if (/^[a-z]+:/i.test(target)) continue;
    const [path, anchor] = target.split('#');
    const linked = path ? resolve(dirname(file), decodeURI(path)) : file;
    if (!existsSync(linked)) {
      addOnce(match.index, target, `The link '${target}' leads to no file.`);
    } else if (anchor && linked.endsWith('.md')) {
      if (!headingsOf(linked).some((heading) => slugOf(heading) === anchor)) {
        addOnce(match.index, target, `The link '${target}' leads to no heading.`);
      }
    }
  }

  if (/^\d{4}-.*\.md$/.test(basename(file)) && basename(dirname(file)) === 'adr') {
    const [title, blank, status] = text.split('\n');
    const number = Number(basename(file).slice(0, 4));
    if (!title.startsWith(`# ${number}. `)) {
      add(0, `An ADR starts with '# ${number}. Title'.`);
    }
    const state = blank === '' ? STATUS.exec(status ?? '') : null;
    if (!state) {
      add(0, "An ADR's third line is 'Status: Accepted' or 'Status: Superseded by NNNN'.");
    } else if (state[2] && !readdirSync(dirname(file)).some((n) => n.startsWith(`${state[2]}-`))) {
      add(0, `ADR ${state[2]}, which supersedes this one, does not exist.`);
    }
  }
  return problems;
}

const files =
  process.argv.length > 2 ? process.argv.slice(2).map((f) => resolve(f)) : markdownFiles();
const problems = files.flatMap(problemsOfFile);
problems.sort(
  (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message),
);
process.stdout.write(JSON.stringify(problems));
