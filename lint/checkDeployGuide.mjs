// Keeps the deployment guide and its check from drifting apart: every command of a ```sh block of
// docs/deploy.md must be run by scripts/deploy-check.sh (or by .ci/run or scripts/prod-smoke.sh),
// every configuration file the guide quotes must be quoted as it is in docs/deploy/, and every file
// of docs/deploy/ must be named by the guide. Prints the problems as JSON, `[]` when there are
// none. Used by lint/deploy-guide.test.ts:
//   node lint/checkDeployGuide.mjs                                  the real guide and runners
//   node lint/checkDeployGuide.mjs --guide g.md --runner check.sh   other files (the tests' fixtures)
//
// A command is run when a runner has it as a line of its own, or inside one between shell
// boundaries (`out=$(command)`, `command >log`, `command || fail ...`). Two kinds of line are
// matched differently, as the check cannot run them as written:
// - `NAME=value` with a literal value (no `$`): a value the host chooses (the domain, the
//   repository, the bucket); the check must set NAME, to a value of its own;
// - `systemctl start|stop|restart X` (no systemd as PID 1 there): the check must call
//   `start_unit X` / `stop_unit X` (both for restart), which start and stop the unit's ExecStart as
//   systemd would (for an instance `X@N`, any instance of the template); `systemctl reload caddy`
//   must be `restart_caddy`; `systemctl daemon-reload` has nothing to do.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The command lines of the ```sh blocks: `{ line, text }`, continuation lines joined. */
export function shCommands(markdown) {
  const commands = [];
  let inSh = false;
  let inFence = false;
  let pending = null;
  markdown.split('\n').forEach((raw, index) => {
    const fence = /^\s*```(\S*)/.exec(raw);
    if (fence) {
      inSh = !inFence && fence[1] === 'sh';
      inFence = !inFence;
      return;
    }
    if (!inSh) return;
    const text = raw.trim();
    if (pending) {
      pending.text += ` ${text.replace(/\\$/, '').trim()}`;
      if (!text.endsWith('\\')) {
        commands.push(pending);
        pending = null;
      }
      return;
    }
    if (text === '' || text.startsWith('#')) return;
    if (text.endsWith('\\')) pending = { line: index + 1, text: text.slice(0, -1).trim() };
    else commands.push({ line: index + 1, text });
  });
  return commands;
}

/** The blocks a `<!-- deploy-file: PATH -->` line puts before a fence: `{ line, file, content }`. */
export function quotedFiles(markdown) {
  const lines = markdown.split('\n');
  const quoted = [];
  lines.forEach((text, index) => {
    const marker = /^<!-- deploy-file: (\S+) -->$/.exec(text.trim());
    if (!marker) return;
    const start = index + 1;
    const end = lines.findIndex((l, i) => i > start && /^\s*```\s*$/.test(l));
    if (!/^\s*```/.test(lines[start] ?? '') || end < 0) {
      quoted.push({ line: index + 1, file: marker[1], content: null });
      return;
    }
    quoted.push({
      line: index + 1,
      file: marker[1],
      content: lines.slice(start + 1, end).join('\n'),
    });
  });
  return quoted;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `command` is a command of `script`: a line of its own, or between shell boundaries. */
export function runs(script, command) {
  const pattern = new RegExp(`(^|[\\s(;&|])${escape(command)}(?=$|[\\s);&|<>])`, 'm');
  return script.split('\n').some((line) => line.trim() === command || pattern.test(line));
}

const SITE_VALUE = /^([A-Z][A-Z0-9_]*)=[^$`\s]*$/;
const SYSTEMCTL = /^systemctl (daemon-reload|start|stop|restart|reload)\b\s*(\S*)$/;

/** What the check must call for a `systemctl` line it cannot run. */
function unitCalls(action, unit) {
  if (action === 'daemon-reload') return [];
  if (action === 'reload') return unit === 'caddy' ? ['restart_caddy'] : [`restart ${unit}`];
  const name = unit.replace(/\.(service|timer)$/, '').replace(/@.*$/, '@');
  const start = `start_unit ${name}`;
  const stop = `stop_unit ${name}`;
  return action === 'start' ? [start] : action === 'stop' ? [stop] : [stop, start];
}

/**
 * The problems of a guide: `{ line, message }`. `check` is the text of the deploy check (the only
 * runner that may stand in for `systemctl` or set a host's value); `runners` all the texts that
 * may run a command; `files` the names under docs/deploy/ (relative to the repository).
 */
export function problemsOf({ guide, check, runners, files = [], repoRoot = root }) {
  const problems = [];
  for (const { line, text } of shCommands(guide)) {
    const site = SITE_VALUE.exec(text);
    const unit = SYSTEMCTL.exec(text);
    if (site) {
      if (!new RegExp(`^\\s*${site[1]}=`, 'm').test(check)) {
        problems.push({
          line,
          message: `The check never sets ${site[1]} (the guide's '${text}').`,
        });
      }
    } else if (unit) {
      for (const call of unitCalls(unit[1], unit[2])) {
        if (!check.split('\n').some((l) => l.trim().startsWith(call))) {
          problems.push({ line, message: `'${text}' has no '${call}' in the check.` });
        }
      }
    } else if (!runners.some((runner) => runs(runner, text))) {
      problems.push({ line, message: `'${text}' is run by neither the check nor .ci/run.` });
    }
  }
  for (const { line, file, content } of quotedFiles(guide)) {
    const path = join(repoRoot, file);
    if (content === null) {
      problems.push({ line, message: `The quote of ${file} is not a fenced block.` });
    } else if (!existsSync(path)) {
      problems.push({ line, message: `${file} does not exist.` });
    } else if (readFileSync(path, 'utf8').trimEnd() !== content.trimEnd()) {
      problems.push({ line, message: `The quote of ${file} differs from the file.` });
    }
  }
  for (const file of files) {
    if (!guide.includes(file) && !guide.includes(file.replace(/^docs\//, ''))) {
      problems.push({ line: 0, message: `${file} is not named by the guide.` });
    }
  }
  return problems;
}

const main = () => {
  const args = process.argv.slice(2);
  const take = (flag) => args.flatMap((arg, i) => (args[i - 1] === flag ? [resolve(arg)] : []));
  const [guideFile = join(root, 'docs/deploy.md')] = take('--guide');
  const runnerFiles = take('--runner');
  const real = runnerFiles.length === 0;
  const runnerPaths = real
    ? ['scripts/deploy-check.sh', '.ci/run', 'scripts/prod-smoke.sh'].map((f) => join(root, f))
    : runnerFiles;
  const read = (file) => readFileSync(file, 'utf8');
  const deployFolder = join(root, 'docs/deploy');
  const files = real
    ? readdirSync(deployFolder).map((name) => relative(root, join(deployFolder, name)))
    : [];
  const problems = problemsOf({
    guide: read(guideFile),
    check: read(runnerPaths[0]),
    runners: runnerPaths.map(read),
    files,
  });
  process.stdout.write(JSON.stringify(problems));
};

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
