// The real server and browser harness is shared with bench/ (scripts/harness.ts); tests reach it here.
import { inject } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../scripts/harness';

export * from '../../scripts/harness';

// The real server on a pristine copy of the seeded demo database (a fresh data folder of its own), seeded once per run
// by the project's global setup (global-setup.ts).
export async function startSeededServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({ copyOf: inject('seededDataDir'), ...options });
}
