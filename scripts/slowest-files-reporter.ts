import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

// Prints the ten slowest test files after every run, beside the default reporter: where the suite's time goes.
// A file's time is its collection (imports), setup files and its tests with their hooks. Under `npm test` the suite
// is several runs (scripts/test-lanes.mjs): each writes its files' times to PARK_SLOWEST_FILES_OUT instead, and the
// lanes script prints the ten slowest of them all.
class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      return { module, ms: collectDuration + setupDuration + duration };
    });
    const out = process.env.PARK_SLOWEST_FILES_OUT;
    if (out) {
      const files = timed.map(({ module, ms }) => ({
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        ms,
      }));
      fs.writeFileSync(out, JSON.stringify(files));
      return;
    }
    timed.sort((a, b) => b.ms - a.ms);
    const lines = timed.slice(0, SHOWN).map(({ module, ms }) => {
      const seconds = `${(ms / 1000).toFixed(1)} s`.padStart(8);
      return `${seconds}  ${module.project.name.padEnd(10)} ${path.relative(process.cwd(), module.moduleId)}`;
    });
    if (lines.length > 0) process.stdout.write(`\nSlowest ${lines.length} test files:\n${lines.join('\n')}\n`);
  }
}

// Vitest loads a reporter named by path from its default export.
export default SlowestFilesReporter;
