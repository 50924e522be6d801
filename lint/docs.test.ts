import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

type Problem = { file: string; line: number; message: string };

const root = join(__dirname, '..');
const check = (...files: string[]): Problem[] =>
  JSON.parse(
    execFileSync(process.execPath, [join(__dirname, 'checkDocs.mjs'), ...files], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as Problem[];

it('finds no link, file, ADR or heading that leads nowhere in the READMEs and docs/', () => {
  expect(check()).toEqual([]);
});

it('reports what leads nowhere and lets what exists pass', () => {
  const file = 'lint/fixtures/docs/broken.md';
  expect(check(file)).toEqual([
    {
      file,
      line: 3,
      message: "'../../../docs/api.md' has no heading with the anchor '#no-such-heading'.",
    },
    { file, line: 3, message: "The link 'missing.md' leads to no file." },
    { file, line: 6, message: "'docs/product.md' has no heading 'No such heading'." },
    { file, line: 6, message: "'server/src/nothing-here.ts' names no file of the repository." },
    {
      file,
      line: 6,
      message:
        "'SPEC' is not in the repository: cite docs/product.md or docs/api.md (§ Heading) or an ADR instead.",
    },
    { file, line: 7, message: "'docs/adr/0999' names no ADR of docs/adr/." },
  ]);
});

it('wants every ADR to start with its title and a status line', () => {
  expect(
    check(
      'lint/fixtures/docs/adr/0001-without-status.md',
      'lint/fixtures/docs/adr/0002-superseded.md',
    ),
  ).toEqual([
    {
      file: 'lint/fixtures/docs/adr/0001-without-status.md',
      line: 1,
      message: "An ADR's third line is 'Status: Accepted' or 'Status: Superseded by NNNN'.",
    },
    {
      file: 'lint/fixtures/docs/adr/0002-superseded.md',
      line: 1,
      message: 'ADR 0042, which supersedes this one, does not exist.',
    },
  ]);
});
