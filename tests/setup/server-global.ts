import { ensureServerBuilt } from '../../scripts/server-build.mjs';
import { ROOT } from '../../scripts/harness';
import { makeRunTempDir } from './run-temp-dir';

// The startup tests spawn the compiled server as `npm start` runs it: built here once per run when stale.
export async function setup(): Promise<() => void> {
  await ensureServerBuilt(ROOT, (message) => console.log(`[server] ${message}`));
  return makeRunTempDir('park-server-run-');
}
