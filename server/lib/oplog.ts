import type { Db } from '../db/client';
import { operationLogs } from '../db/schema';
import type { RequestContext } from './request-context';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LogEntry {
  module: string;
  action: string;
  target?: string | null;
  parkId?: number | null;
  before?: unknown;
  after?: unknown;
  result?: 'success' | 'failure';
}

// Written inside the same transaction as the change it records, so a change never lands unlogged.
export async function writeLog(tx: Db | Tx, ctx: RequestContext, entry: LogEntry): Promise<void> {
  await tx.insert(operationLogs).values({
    userId: ctx.user?.id ?? null,
    username: ctx.user?.username ?? null,
    userType: ctx.user?.userType ?? null,
    parkId: entry.parkId ?? ctx.user?.parkId ?? null,
    module: entry.module,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: ctx.ip,
    result: entry.result ?? 'success',
  });
}

export type { Tx };
