import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Conn } from './db';
import { sendMessage, type MessageDraft } from './messages';
import { writeLog, type LogEntry } from './oplog';
import type { RequestContext } from './request-context';

/** A table whose rows run through a machine (contract/machines): the names of its key, state and version columns. */
export interface StatefulTable<T extends PgTable> {
  table: T;
  /** The row's key column (most tables `id`; an agency's profile is keyed by its mechanism). */
  key: keyof T['$inferSelect'] & string;
  state: keyof T['$inferSelect'] & string;
  version: keyof T['$inferSelect'] & string;
  /** A column set to the moment of the change, when the table keeps one. */
  touched?: keyof T['$inferSelect'] & string;
}

/** Where the caller saw the row: the update lands only if it still stands there. */
export interface Position<S> {
  id: number;
  state: S;
  version: number;
}

/** What a landed transition writes besides the row, in the same transaction: history, log entry, message. */
export interface TransitionEffects<R> {
  /** The history row of the step (order events, pre-application steps, consultation thread entries). */
  history?: (tx: Conn, row: R) => Promise<unknown>;
  log?: { ctx: RequestContext; entry: LogEntry | ((row: R) => LogEntry) };
  /** The message to whoever acts next: readers and draft, or a writer of its own (notifyCompany, notifyParkOperators). */
  notify?: ((tx: Conn, row: R) => Promise<unknown>) | { to: number[]; draft: MessageDraft };
}

const column = <T extends PgTable>(table: T, name: string): PgColumn => (table as unknown as Record<string, PgColumn>)[name]!;

/**
 * One step of a machine inside the caller's transaction: `UPDATE … SET change, version + 1 WHERE key AND state AND
 * version RETURNING *` (of two callers acting at once exactly one lands), then the history row, the log entry and the
 * message. Answers the updated row, or null when the row moved since the caller read it (nothing else is written).
 */
export async function transition<T extends PgTable, S extends string | number | null>(
  tx: Conn,
  on: StatefulTable<T>,
  from: Position<S>,
  change: PgUpdateSetSource<T>,
  effects: TransitionEffects<T['$inferSelect']> = {},
): Promise<T['$inferSelect'] | null> {
  const state = column(on.table, on.state);
  const version = column(on.table, on.version);
  const set: Record<string, unknown> = { ...change, [on.version]: sql`${version} + 1` };
  if (on.touched) set[on.touched] = new Date();
  const rows: T['$inferSelect'][] = await tx
    .update(on.table as PgTable)
    .set(set)
    .where(and(eq(column(on.table, on.key), from.id), from.state === null ? isNull(state) : eq(state, from.state), eq(version, from.version)))
    .returning();
  const row = rows[0];
  if (!row) return null;
  if (effects.history) await effects.history(tx, row);
  if (effects.log) await writeLog(tx, effects.log.ctx, typeof effects.log.entry === 'function' ? effects.log.entry(row) : effects.log.entry);
  const notify = effects.notify;
  if (typeof notify === 'function') await notify(tx, row);
  else if (notify) await sendMessage(tx, notify.to, notify.draft);
  return row;
}
