import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One temporary folder per test run, handed to the workers through PARK_TEST_TMP (they inherit the environment),
// so whatever the tests leave behind (uploads, browser profiles) goes when the run ends.
// Several projects in one run share the first one's folder; its owner removes it once the whole run is over.
export function makeRunTempDir(prefix: string): () => void {
  if (process.env.PARK_TEST_TMP) return () => undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.PARK_TEST_TMP = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
