import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { cheapDemoPasswordHash } from '../setup/demo-password-hash';
import { makeRunTempDir } from '../setup/run-temp-dir';
import { ensureConsoleBuilt } from '../../scripts/console-build.mjs';
import { ensureServerBuilt } from '../../scripts/server-build.mjs';
import { CHROMIUM_PATH, ROOT, seedDataDir, tempDir } from '../../scripts/harness';

export { CHROMIUM_PATH };

declare module 'vitest' {
  export interface ProvidedContext {
    // A stopped server's data folder holding the migrated, seeded demo database, which every journey server copies.
    seededDataDir: string;
  }
}

// Both browser projects (e2e, e2e-timed) run this setup; the first one builds and seeds for both.
let seeded: Promise<string> | undefined;

// Once per run: the console the server serves, and the server, are built if missing or stale, as `npm start` would;
// then one server seeds the data folder the journeys' servers start from (tests/e2e/harness.ts startSeededServer),
// made here once however many workers run journeys. Browser tests need Debian's Chromium; under CI a missing browser
// fails the run instead of skipping it.
export async function setup(project: TestProject): Promise<() => void> {
  const removeTemp = makeRunTempDir('park-e2e-run-');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    const msg = `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium chromium-headless-shell fonts-noto-cjk`;
    if (process.env.CI) throw new Error(msg);
    console.warn(msg);
  }
  const log = (message: string) => console.log(`[e2e] ${message}`);
  seeded ??= Promise.all([
    ensureConsoleBuilt(ROOT, log),
    Promise.all([ensureServerBuilt(ROOT, log), cheapDemoPasswordHash()]).then(([, hash]) =>
      seedDataDir(tempDir('park-e2e-seeded-'), { DEMO_PASSWORD_HASH: hash }),
    ),
  ]).then(([, dataDir]) => dataDir);
  project.provide('seededDataDir', await seeded);
  return removeTemp;
}
