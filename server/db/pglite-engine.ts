import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { placeClusterImage } from './cluster-image';
import { EmbeddedPGlite } from './embedded-pglite';
import { errorShape, type EngineMessage, type EngineRequest } from './thread-messages';
import { keepUp, type Upkeep } from './upkeep';

// The embedded engine's own thread (pglite-thread.ts starts it): PostgreSQL's WebAssembly runs here, so the server's
// thread keeps serving requests meanwhile, and a start opens the database while the server loads its modules.
export interface EngineData {
  dataDir: string;
  // The cluster image a new data folder is copied from (cluster-image.ts); null to let PGlite make the folder.
  image: string | null;
}

const port = parentPort;
if (!port) throw new Error('pglite-engine.ts runs as a worker thread (pglite-thread.ts)');
const { dataDir, image } = workerData as EngineData;

const post = (message: EngineMessage) => port.postMessage(message);
const answer = (id: number, value: unknown) => post({ id, ok: true, value });
const refuse = (id: number, error: unknown) => post({ id, ok: false, error: errorShape(error) });

// Thrown inside a transaction the server ended without committing, so PGlite rolls it back.
const ROLLBACK = Symbol('rollback');

interface Open {
  tx: Transaction;
  decide: (commit: boolean) => void;
  settled: Promise<void>;
}

const transactions = new Map<number, Open>();
const idleWindows = new Map<number, { release: () => void; over: Promise<void> }>();
const listeners = new Map<number, () => Promise<void>>();
let upkeep: Upkeep | null = null;

function begin(client: EmbeddedPGlite, id: number): void {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let inside = false;
  const settled = client.transaction(async (tx) => {
    inside = true;
    transactions.set(id, { tx, decide, settled });
    answer(id, id);
    if (!(await decided)) throw ROLLBACK;
  });
  settled.catch((error: unknown) => {
    if (!inside) refuse(id, error);
  });
}

function end(id: number, tx: number, commit: boolean): void {
  const open = transactions.get(tx);
  if (!open) return refuse(id, new Error(`no open transaction ${tx}`));
  transactions.delete(tx);
  open.decide(commit);
  open.settled.then(
    () => answer(id, null),
    (error: unknown) => (error === ROLLBACK ? answer(id, null) : refuse(id, error)),
  );
}

function idle(client: EmbeddedPGlite, id: number): void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const over = client.whileIdle(() => {
    answer(id, id);
    return held;
  });
  idleWindows.set(id, { release, over });
  over.catch((error: unknown) => refuse(id, error));
}

async function handle(client: EmbeddedPGlite, request: EngineRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = request.rowMode ? { rowMode: request.rowMode } : undefined;
      const on = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      if (!on) throw new Error(`no open transaction ${request.tx}`);
      return on.query(request.text, request.params, options);
    }
    case 'exec': {
      const on = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      if (!on) throw new Error(`no open transaction ${request.tx}`);
      return on.exec(request.text);
    }
    case 'idle-end': {
      const window = idleWindows.get(request.idle);
      idleWindows.delete(request.idle);
      window?.release();
      await window?.over;
      return null;
    }
    case 'listen': {
      listeners.set(request.id, await client.listen(request.channel, (payload) => post({ event: 'notify', listen: request.id, payload })));
      return request.id;
    }
    case 'unlisten': {
      const stop = listeners.get(request.listen);
      listeners.delete(request.listen);
      await stop?.();
      return null;
    }
    case 'keep-up':
      upkeep?.stop();
      upkeep = keepUp(client, request.everyMs, (error) => post({ event: 'upkeep-error', error: errorShape(error) }));
      return null;
    case 'upkeep-run':
      return upkeep ? upkeep.run() : false;
    case 'upkeep-stop':
      upkeep?.stop();
      upkeep = null;
      return null;
    case 'close':
      upkeep?.stop();
      await client.close();
      return null;
    default:
      throw new Error(`unknown request ${(request as { op: string }).op}`);
  }
}

async function open(): Promise<EmbeddedPGlite> {
  if (image) await placeClusterImage(image, dataDir);
  const client = new EmbeddedPGlite(dataDir);
  await client.waitReady;
  return client;
}

open().then(
  (client) => {
    port.on('message', (request: EngineRequest) => {
      if (request.op === 'begin') return begin(client, request.id);
      if (request.op === 'end') return end(request.id, request.tx, request.commit);
      if (request.op === 'idle') return idle(client, request.id);
      handle(client, request).then(
        (value) => answer(request.id, value),
        (error: unknown) => refuse(request.id, error),
      );
    });
    post({ event: 'ready' });
  },
  (error: unknown) => post({ event: 'failed', error: errorShape(error) }),
);
