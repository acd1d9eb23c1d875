// The real server and browser harness is shared with bench/ (scripts/harness.ts); tests reach it here.
import { seedDataDir, startServer, tempDir, type RunningServer, type ServerOptions } from '../../scripts/harness';

export * from '../../scripts/harness';

// The e2e project runs its files in one worker that keeps its modules (vitest.config.ts: isolate false), so the
// seeded folder is made once per run and the shared Chromium of `newBrowserContext` serves every file.
let seeded: Promise<string> | null = null;

function seededDataDir(): Promise<string> {
  seeded ??= seedDataDir(tempDir('park-e2e-seeded-')).catch((err: unknown) => {
    seeded = null;
    throw err;
  });
  return seeded;
}

// The real server on a pristine copy of the seeded demo database (a fresh data folder of its own).
export async function startSeededServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({ copyOf: await seededDataDir(), ...options });
}
