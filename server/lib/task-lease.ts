import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Conn } from './db';

// Background tasks (exports, imports) are leased: the instance running one is its owner and beats its heartbeat
// while it works. A task whose owner stopped beating for STALE_BEATS beats is taken over by another instance, by one
// conditional update, so exactly one instance takes it even when two notice at once.
export const STALE_BEATS = 3;

/** The tables whose rows are leased: each has state, owner and heartbeat_at columns. */
export type LeasedTable = 'export_tasks' | 'import_tasks';

/** One server instance's name as a task owner: every app (and every test app) is an instance of its own. */
export const newOwner = (): string => randomUUID();

/**
 * Beats the task's heartbeat. False when `owner` no longer holds it (another instance took it over): the caller must
 * stop working on it and write nothing more.
 */
export async function beat(db: Conn, table: LeasedTable, id: number, owner: string): Promise<boolean> {
  const result = await db.execute(sql`update ${sql.identifier(table)} set heartbeat_at = now()
    where id = ${id} and owner = ${owner} and state in ('pending', 'running') returning id`);
  return result.rows.length > 0;
}

/**
 * Takes over one unfinished task whose owner (another instance: one never takes over from itself, it is alive) has
 * not beaten for `staleMs`, and answers its id; null when there is none. Concurrent callers skip the row another one
 * holds.
 */
export async function takeStale(db: Conn, table: LeasedTable, owner: string, staleMs: number, extra = sql``): Promise<number | null> {
  const t = sql.identifier(table);
  const result = await db.execute(sql`update ${t} set owner = ${owner}, heartbeat_at = now()${extra}
    where id = (
      select id from ${t}
      where state in ('pending', 'running') and heartbeat_at < now() - make_interval(secs => ${staleMs / 1000})
        and owner is distinct from ${owner}
      order by heartbeat_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const row = result.rows[0] as { id: number } | undefined;
  return row ? Number(row.id) : null;
}

/** Whether `takeStale` would find a task now (a read: it takes nothing). */
export async function anyStale(db: Conn, table: LeasedTable, owner: string, staleMs: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from ${sql.identifier(table)}
    where state in ('pending', 'running') and heartbeat_at < now() - make_interval(secs => ${staleMs / 1000})
      and owner is distinct from ${owner}
    limit 1`);
  return result.rows.length > 0;
}

/** Beats `id` every `everyMs` while `work` runs; `lost()` turns true once another instance took the task over. */
export async function whileLeased<T>(db: Conn, table: LeasedTable, id: number, owner: string, everyMs: number, work: (lost: () => boolean) => Promise<T>): Promise<T> {
  let lost = false;
  const timer = setInterval(() => {
    beat(db, table, id, owner).then(
      (held) => {
        if (!held) lost = true;
      },
      () => undefined,
    );
  }, everyMs);
  timer.unref();
  try {
    return await work(() => lost);
  } finally {
    clearInterval(timer);
  }
}

/** Runs `sweep` every `everyMs` until the returned stop is called; a sweep never overlaps the previous one. */
export function everyInterval(everyMs: number, sweep: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    current = current.then(() => (stopped ? undefined : sweep().catch(() => undefined)));
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}

/** Hands `handle` each task `take` takes over, one at a time, until there is none; answers how many it took. */
export async function eachStale(take: () => Promise<number | null>, handle: (id: number) => Promise<void>): Promise<number> {
  let taken = 0;
  for (let id = await take(); id !== null; id = await take()) {
    taken += 1;
    await handle(id);
  }
  return taken;
}

/**
 * This instance's name as the owner of a module's tasks, and its sweep for tasks whose owner went quiet, run every
 * beat; when the app closes the sweep stops first, then `settle` waits for the tasks still running.
 */
export function leaseSweeper(app: FastifyInstance, sweep: (owner: string) => Promise<unknown>, settle: () => Promise<void>): string {
  const owner = newOwner();
  const stop = everyInterval(app.config.taskHeartbeatMs, async () => {
    await sweep(owner);
  });
  app.addHook('onClose', async () => {
    await stop();
    await settle();
  });
  return owner;
}
