import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Under `npm test`, writes the files that failed in a run to PARK_FAILED_FILES_OUT, so that scripts/test-lanes.mjs
// can run them once more on their own and say which passed only then. Does nothing in a plain `vitest run`.
class FailedFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.PARK_FAILED_FILES_OUT;
    if (!out) return;
    const failed = testModules
      .filter((module) => module.state() === 'failed')
      .map((module) => ({ project: module.project.name, file: path.relative(process.cwd(), module.moduleId) }));
    fs.writeFileSync(out, JSON.stringify(failed));
  }
}

// Vitest loads a reporter named by path from its default export.
export default FailedFilesReporter;
