import type { EmbeddedPGlite } from './embedded-pglite';

// PostgreSQL's autovacuum removes dead rows and refreshes the planner's statistics in the background; the embedded
// engine runs single-user, without it, so its tables were never analyzed (the planner guessed every selectivity) and
// kept every row an update or delete left behind. Upkeep does what autovacuum would: once a while after start, and
// then whenever enough statements have written, a VACUUM (ANALYZE). It only reads the pages changed since the last
// one (the visibility map) and a sample of each table, and runs between statements like any other.
export const UPKEEP_WRITES = 500;
// The first one soon after start: a new folder's demo data has just been written, and never analyzed.
const FIRST_MS = 60_000;

export interface Upkeep {
  /** Runs upkeep now when it is due; true when it ran. */
  run(): Promise<boolean>;
  stop(): void;
}

export function keepUp(client: EmbeddedPGlite, everyMs: number, onError: (error: unknown) => void): Upkeep {
  let analyzed = false;
  let running: Promise<boolean> | null = null;
  const run = (): Promise<boolean> => {
    if (running) return running;
    if (analyzed && client.written < UPKEEP_WRITES) return Promise.resolve(false);
    const written = client.written;
    running = client
      .exec('vacuum (analyze)')
      .then(() => {
        analyzed = true;
        client.written -= written;
        return true;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      void run()
        .catch(onError)
        .finally(() => schedule(everyMs));
    }, ms);
    timer.unref();
  };
  schedule(Math.min(FIRST_MS, everyMs));
  return { run, stop: () => clearTimeout(timer) };
}
