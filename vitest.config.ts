import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractCalls } from './scripts/vite/contract-calls';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

// Browser tests that compare timings run alone (e2e-timed): beside another journey the ratio measures the neighbour.
const TIMED = 'tests/e2e/bundle-budget.test.ts';
// The walk over every screen runs its host kinds side by side in pages of its own: beside another journey the two
// overloaded two cores (the first-day journey missed its 30 s waits), so it runs alone after the journeys.
const A11Y = 'tests/e2e/a11y.test.ts';

// The component tests that run in a page of their own (the components-isolated project): the long walks over many
// screens. A test that times out goes on running in the background; in the shared page its leftover walk kept changing
// the URL under the next files (a fresh-clone run had the English walk time out and the next nine files of its worker
// fail on an empty page). The screens with the rich-text editor (Quill) ran here too, after two of them in one page
// had failed the second; they now pass in the shared page in any order (two shuffled runs of the components project,
// and the six files in one worker), and sharing it cut their CPU from 63 s to 38 s (six page setups fewer).
const ISOLATED = [
  'tests/components/i18n/english-walk.test.tsx',
  'tests/components/access/screen-walk.test.tsx',
];

// V8's young generation for the workers, whose tests allocate fast (React's development build, jsdom, drizzle's rows):
// with 32 MB semi-spaces instead of Node's 16 MB, fewer scavenges and fewer short-lived objects promoted to the old
// generation. Measured alone, alternated: the components project 240 / 233 → 216 / 222 s of CPU (64 MB: 231 / 219),
// the server project 402 → 376 s. (A single-threaded garbage collector, or bytecode never flushed: no change.)
const YOUNG_GENERATION = '--max-semi-space-size=32';

// What every component test's page starts with: antd's token statistic off (before antd loads), the ES modules loaded
// both ways settled, the page and its stubs, React without owner stacks, antd's styles.
const COMPONENT_SETUP = ['tests/setup/antd-token-statistic.ts', 'tests/setup/esm-preload.ts', 'tests/setup/dom.ts', 'tests/setup/react-owner-stacks.ts', 'tests/setup/antd-styles.ts', 'tests/setup/antd-feedback.ts'];

export default defineConfig({
  // contractCalls: the console's tests get the plain part of each declared call, as the built console does.
  plugins: [react(), contractCalls(process.cwd())],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core machines we run on, a single worker and half
    // the machine idle.
    maxWorkers: 2,
    // The default reporter, then the ten slowest files of the run; under npm test, the files that failed.
    reporters: ['default', './scripts/slowest-files-reporter.ts', './scripts/failed-files-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Pure logic needs no page: a file that does asks for one (`// @vitest-environment jsdom`, sanitize.test.ts).
          environment: 'node',
          // The files of a worker share its modules: a fresh module graph per file cost more than the tests (the
          // project alone 28 → 17–22 s of CPU); the files share no state but what they import.
          isolate: false,
          setupFiles: ['tests/setup/matchers.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          environment: './tests/setup/jsdom-open-environment.ts',
          // The files of a worker share one page and its modules: jsdom, React and antd load once per worker instead
          // of once per file (about 60% of the project's CPU). tests/setup/dom.ts puts the page and the stores back
          // after every test.
          isolate: false,
          setupFiles: COMPONENT_SETUP,
          execArgv: [YOUNG_GENERATION],
          // A guard against a hung test, not a measure: under npm test the browser lane shares the two cores.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The long walks, each in a page of its own (see ISOLATED).
          name: 'components-isolated',
          include: ISOLATED,
          environment: './tests/setup/jsdom-open-environment.ts',
          setupFiles: COMPONENT_SETUP,
          execArgv: [YOUNG_GENERATION],
          // A guard against a hung test, not a measure: under npm test the browser lane shares the two cores.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One PGlite per worker, shared by the files that worker runs (see tests/server/helpers).
          isolate: false,
          setupFiles: ['tests/setup/server.ts'],
          // The database's WebAssembly gets V8's optimizing tier: a worker now runs many files on one engine
          // (`isolate: false`), long enough for the optimized code to repay its compiles. The project alone, alternated:
          // baseline tier only (`--liftoff-only`) 361 / 376 s of CPU, both tiers 343 / 323 s.
          execArgv: [YOUNG_GENERATION],
          globalSetup: ['tests/setup/server-global.ts'],
          // A guard against a hung test, not a measure: under npm test the browser lane shares the two cores, and the
          // tests that fill tables to size take 20-30 s alone.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [TIMED, A11Y],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One journey at a time, each on a server of its own. `npm test` runs the journeys in a run of their own beside
          // the unit, component and server tests (scripts/test-lanes.mjs): a journey keeps less than one core busy. A
          // plain `vitest run` runs them after the other projects. Two journeys at once (with reduced motion, so no
          // click lands on a dialog still zooming in) gained little on two cores in a fresh-clone run.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // A worker's files share its modules: one Chromium per worker (scripts/harness.ts newBrowserContext); each
          // file still gets its own server, on a copy of the data folder the global setup seeded, and each test
          // fresh browser profiles.
          isolate: false,
          // A guard against a hung journey, not a measure: each step waits on the app's own signal (20 s at most),
          // and a journey beside another on two cores takes up to twice its time alone.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-a11y',
          include: [A11Y],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The first view's time against a static page's: a ratio of two timings, measured alone, after the journeys.
          name: 'e2e-timed',
          include: [TIMED],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
