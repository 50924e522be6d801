import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

type Problem = { line: number; message: string };

const root = join(__dirname, '..');
const check = (...args: string[]): Problem[] =>
  JSON.parse(
    execFileSync(process.execPath, [join(__dirname, 'checkDeployGuide.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as Problem[];

it('finds every command of docs/deploy.md in scripts/deploy-check.sh or .ci/run, and every quoted file as it is', () => {
  expect(check()).toEqual([]);
});

it('reports a command no runner runs, a value or a unit the check leaves out, and a stale quote', () => {
  const fixture = 'lint/fixtures/deploy';
  expect(check('--guide', `${fixture}/guide.md`, '--runner', `${fixture}/check.sh`)).toEqual([
    { line: 5, message: "The check never sets REGION (the guide's 'REGION=eu-south-1')." },
    {
      line: 6,
      message: "'install -d -m 0750 /etc/soglia' is run by neither the check nor .ci/run.",
    },
    { line: 9, message: "'systemctl stop soglia.service' has no 'stop_unit soglia' in the check." },
    { line: 11, message: "'systemctl reload caddy' has no 'restart_caddy' in the check." },
    { line: 23, message: 'The quote of lint/fixtures/deploy/quoted.conf differs from the file.' },
  ]);
});
