// The real server and browser harness is shared with bench/ (scripts/harness.ts); tests reach it here.
import { inject } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../scripts/harness';

export * from '../../scripts/harness';

// A journey's server lives for a journey: V8's optimizing tier for the database's WebAssembly (compiled on background
// threads as functions get hot) costs more CPU than it saves in so short a life. Baseline code only cut the CPU of
// three journeys by a quarter (110.6 s to 83.6 s), which the unit, component and server tests running beside the
// journeys get instead. Only the engine's tier changes: the same server, the same SQL, the same answers.
const JOURNEY_NODE_ARGS = ['--liftoff-only'];

// The real server on a pristine copy of the seeded demo database (a fresh data folder of its own), seeded once per run
// by the project's global setup (global-setup.ts).
export async function startSeededServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({ copyOf: inject('seededDataDir'), nodeArgs: JOURNEY_NODE_ARGS, ...options });
}
