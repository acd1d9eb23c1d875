// What the server's thread and the embedded engine's thread (pglite-engine.ts) say to each other. A request carries
// an id; its answer carries the same id. A transaction and an idle window are known by the id of the request that
// opened them.
export type RowMode = 'array' | 'object';

export type EngineRequest =
  | { id: number; op: 'query'; text: string; params: unknown[] | undefined; rowMode: RowMode | undefined; tx: number | undefined }
  | { id: number; op: 'exec'; text: string; tx: number | undefined }
  // Answered once inside the transaction; the engine holds it until its `end`.
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  // Answered once no statement runs; no statement runs until its `idle-end`.
  | { id: number; op: 'idle' }
  | { id: number; op: 'idle-end'; idle: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listen: number }
  | { id: number; op: 'keep-up'; everyMs: number }
  | { id: number; op: 'upkeep-run' }
  | { id: number; op: 'upkeep-stop' }
  | { id: number; op: 'close' };

// An error as it crosses: its name, message and stack, and its own plain fields (PostgreSQL's code, detail,
// constraint …), which a structured clone of an Error would drop.
export interface ErrorShape {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean | null>;
}

export type EngineMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorShape }
  | { event: 'ready' }
  | { event: 'failed'; error: ErrorShape }
  | { event: 'notify'; listen: number; payload: string }
  | { event: 'upkeep-error'; error: ErrorShape };

export function errorShape(error: unknown): ErrorShape {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  const fields: ErrorShape['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function errorOf(shape: ErrorShape): Error {
  const error = Object.assign(new Error(shape.message), shape.fields);
  error.name = shape.name;
  if (shape.stack !== undefined) error.stack = shape.stack;
  return error;
}
