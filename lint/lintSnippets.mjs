// Lints code snippets as if they were files of the repository, with the repository's own ESLint
// config, and prints the rule ids each one breaks. Used by lint.test.ts:
//   echo '{"snippets": [{"filePath": "guest-app/src/features/stay/format.ts", "code": "…"}]}' |
//     node lint/lintSnippets.mjs
// `fixtures` are files under lint/fixtures/ (ignored by `npm run lint`), for rules that read the
// imported files from disk, like import-x/no-cycle.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { snippets = [], fixtures = [] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const ruleIds = (result) => result.messages.map((message) => message.ruleId ?? message.message);

const results = [];
const eslint = new ESLint({ cwd: root });
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(ruleIds(result));
}
const fixtureLinter = new ESLint({ cwd: root, ignore: false });
for (const filePath of fixtures) {
  const [result] = await fixtureLinter.lintFiles([filePath]);
  results.push(ruleIds(result));
}
process.stdout.write(JSON.stringify(results));
