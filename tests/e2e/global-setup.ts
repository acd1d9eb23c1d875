import fs from 'node:fs';
import { makeRunTempDir } from '../setup/run-temp-dir';
import { ensureConsoleBuilt } from '../../scripts/console-build.mjs';
import { ensureServerBuilt } from '../../scripts/server-build.mjs';
import { CHROMIUM_PATH, ROOT } from './harness';

export { CHROMIUM_PATH };

// Once per run: the console the server serves, and the server, are built if missing or stale, as `npm start` would.
// Browser tests need Debian's Chromium; under CI a missing browser fails the run instead of skipping it.
export async function setup(): Promise<() => void> {
  const removeTemp = makeRunTempDir('park-e2e-run-');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    const msg = `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium fonts-noto-cjk`;
    if (process.env.CI) throw new Error(msg);
    console.warn(msg);
  }
  const log = (message: string) => console.log(`[e2e] ${message}`);
  await Promise.all([ensureConsoleBuilt(ROOT, log), ensureServerBuilt(ROOT, log)]);
  return removeTemp;
}
