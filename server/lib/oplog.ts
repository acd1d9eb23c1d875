import { operationLogs } from '../db/schema';
import type { LogAction, LogModule } from '@contract/oplog';
import { forgetCallers } from './caller-cache';
import type { Conn } from './db';
import type { RequestContext } from './request-context';

export interface LogEntry {
  module: LogModule;
  action: LogAction;
  target?: string | null;
  parkId?: number | null;
  before?: unknown;
  after?: unknown;
  result?: 'success' | 'failure';
}

// What a log entry keeps of a row before or after the change: an object's fields, or nothing.
const snapshot = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;

// Written inside the same transaction as the change it records, so a change never lands unlogged.
export async function writeLog(tx: Conn, ctx: RequestContext, entry: LogEntry): Promise<void> {
  // A change may touch anyone's session, role or parks: the callers cached in this process are read again.
  forgetCallers();
  await tx.insert(operationLogs).values({
    userId: ctx.user?.id ?? null,
    username: ctx.user?.username ?? null,
    userType: ctx.user?.userType ?? null,
    parkId: entry.parkId ?? ctx.user?.parkId ?? null,
    module: entry.module,
    action: entry.action,
    target: entry.target ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: ctx.ip,
    result: entry.result ?? 'success',
  });
}

