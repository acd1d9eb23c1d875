// The test command: the checks, the server build and the suite, side by side, then the timed browser test alone.
//
// A browser journey keeps less than one of the machine's two cores busy (its browser waits on the server, the server
// on the database, the runner on both: about 410 s of CPU over 480 s of clock), so journeys one after another after the
// other projects left a core idle for eight minutes. Here the journeys and the accessibility walk (the browser lane)
// run while the unit, component and server tests (the node lane) fill the rest of the machine. ESLint and the type
// check (scripts/checks.mjs) start at once beside the console build and the server build; the node lane starts when
// the server is built, the browser lane when the console is built too. Run one after another, the checks' last
// seconds (ESLint alone on one core) and the server build (one core) left the other core idle. The bundle budget's
// timing test compares two timings and runs last, alone, when everything else is done.
//
// Each lane's lines are printed as they come, prefixed with the lane's name; the exit code is the worst of the runs;
// the ten slowest files of the whole suite are printed at the end (each run writes its own list, see
// scripts/slowest-files-reporter.ts), then what passed only when run again and what failed (scripts/failure-report.mjs).
// A lane's file that fails is run once more alone (see RERUN_AT_MOST): one that passes then is named flaky at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleStep, buildStep, runScript } from './checks.mjs';
import { printFailures, reportFailure, reportFlaky, vitestFailures } from './failure-report.mjs';
import { ensureServerBuilt } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const SHOWN = 10;
// The files each lane's run writes its files' times to (scripts/slowest-files-reporter.ts).
const TIMES = '.times.json';

const LANES = {
  node: ['unit', 'components', 'components-isolated', 'server'],
  browser: ['e2e', 'e2e-a11y'],
  timed: ['e2e-timed'],
};

// The node lane and the checks run at a lower priority: they only have to finish (the tests' timeouts are guards),
// while a journey's steps wait on the app for a bounded time, so the browser lane gets the cores first.
const NICE = { node: 10, checks: 10 };

// Seconds since the test command started, for the lines that say when a step began and ended.
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** One Vitest run of `projects` (only `files` when given), its lines printed as they come under the lane's name;
 * resolves to its exit code and its whole output. */
function vitestRun(name, projects, files, env) {
  return new Promise((resolve) => {
    const args = [vitest, 'run', ...projects.flatMap((project) => ['--project', project]), ...files];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    if (NICE[name]) os.setPriority(child.pid, NICE[name]);
    const prefix = `[${name}] `;
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        output += chunk;
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        if (lines.length > 0) process.stdout.write(lines.map((line) => prefix + line).join('\n') + '\n');
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(prefix + rest + '\n');
      });
    }
    child.on('close', (code, signal) => {
      process.stdout.write(`${prefix}${code === 0 ? 'passed' : `failed (${code ?? signal})`} at ${elapsed()}\n`);
      resolve({ code: code ?? 1, output });
    });
  });
}

// A file that fails is run once more, alone, when no more than this many failed: a test that fails only beside the
// whole suite's load is named at the end as flaky (to be fixed), and a red CI run, which loses a whole submission,
// takes a failure twice. A change that breaks tests breaks more files, or the same ones again.
const RERUN_AT_MOST = 3;

async function run(name, projects, work) {
  process.stdout.write(`> ${name} lane: started at ${elapsed()}\n`);
  const failedOut = path.join(work, `${name}.failed.json`);
  const first = await vitestRun(name, projects, [], { PARK_SLOWEST_FILES_OUT: path.join(work, `${name}${TIMES}`), PARK_FAILED_FILES_OUT: failedOut });
  if (first.code === 0) return 0;
  const failed = fs.existsSync(failedOut) ? JSON.parse(fs.readFileSync(failedOut, 'utf8')) : [];
  if (failed.length === 0 || failed.length > RERUN_AT_MOST) {
    reportFailure(`${name} lane`, vitestFailures(first.output));
    return first.code;
  }
  const files = failed.map(({ file }) => file);
  process.stdout.write(`> ${name} lane: ${files.join(', ')} failed; run once more, alone, at ${elapsed()}\n`);
  // The second run's times are kept out of the slowest files (not named *TIMES): the file was timed once already.
  const again = await vitestRun(name, [...new Set(failed.map(({ project }) => project))], files, { PARK_SLOWEST_FILES_OUT: path.join(work, `${name}.again.json`) });
  if (again.code === 0) {
    reportFlaky(name, files, vitestFailures(first.output));
    return 0;
  }
  reportFailure(`${name} lane`, [...vitestFailures(first.output), '', `Run once more, alone: ${files.join(', ')}`, ...vitestFailures(again.output)]);
  return again.code;
}

function slowest(timings) {
  const files = fs
    .readdirSync(timings)
    .filter((name) => name.endsWith(TIMES))
    .flatMap((name) => JSON.parse(fs.readFileSync(path.join(timings, name), 'utf8')));
  files.sort((a, b) => b.ms - a.ms);
  const lines = files.slice(0, SHOWN).map(({ project, file, ms }) => {
    return `${`${(ms / 1000).toFixed(1)} s`.padStart(8)}  ${project.padEnd(10)} ${file}`;
  });
  if (lines.length > 0) process.stdout.write(`\nSlowest ${lines.length} test files of the suite:\n${lines.join('\n')}\n`);
}

// A lane whose build failed does not run: it counts as failed.
const after = async (builds, start) => ((await Promise.all(builds)).some((code) => code !== 0) ? 1 : start());

// Where the runs write their files' times and their failed files.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'park-test-lanes-'));
const checks = [runScript(root, 'lint', NICE.checks), runScript(root, 'typecheck', NICE.checks)];
const consoleBuilt = buildConsoleStep(root);
// Both lanes' global setups would build a stale server at once: built here first, they find it fresh.
const serverBuilt = buildStep('server build', (log) => ensureServerBuilt(root, log));
const lanes = [
  after([serverBuilt], () => run('node', LANES.node, work)),
  after([serverBuilt, consoleBuilt], () => run('browser', LANES.browser, work)),
];
const before = await Promise.all([...checks, ...lanes]);
// The timed test needs both builds too.
const timed = await after([serverBuilt, consoleBuilt], () => run('timed', LANES.timed, work));
slowest(work);
fs.rmSync(work, { recursive: true, force: true });
printFailures((text) => process.stdout.write(text));
process.stdout.write(`\nThe suite took ${elapsed()}.\n`);
process.exit([...before, timed].some((code) => code !== 0) ? 1 : 0);
