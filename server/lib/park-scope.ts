import type { Db } from '../db/client';
import { isPlatformAdmin, requireHost } from './access';
import { forbidden, notFound } from './errors';
import { operatorParkIds } from './grant-queries';
import type { AuthUser, RequestContext } from './request-context';

// The parks a manage caller may reach: every park for the platform admin (null), else the operator's enabled
// parks, so a disabled park's operators are refused until it is enabled again.
export interface ParkScope {
  user: AuthUser;
  parkIds: number[] | null;
}

export async function parkScope(db: Db, user: AuthUser | null): Promise<ParkScope> {
  const caller = requireHost(user, 'manage');
  if (isPlatformAdmin(caller)) return { user: caller, parkIds: null };
  return { user: caller, parkIds: caller.grants?.parkIds ?? (await operatorParkIds(db, caller.id)) };
}

export function assertParkAccess(scope: ParkScope, parkId: number): void {
  if (scope.parkIds && !scope.parkIds.includes(parkId)) throw forbidden('您无权管理该园区，或该园区已停用');
}

// For calls that name a park (or a row of one): refuses parks outside the caller's scope.
export async function scopeForPark(db: Db, ctx: RequestContext, parkId: number): Promise<ParkScope> {
  const scope = await parkScope(db, ctx.user);
  assertParkAccess(scope, parkId);
  return scope;
}

/** A park's row as its caller may read it: 404 with `missing` when there is none, 403 when its park is not the caller's. */
export async function rowInReach<T extends { parkId: number }>(db: Db, ctx: RequestContext, row: T | null | undefined, missing: string): Promise<T> {
  if (!row) throw notFound(missing);
  await scopeForPark(db, ctx, row.parkId);
  return row;
}

export function requirePlatformAdmin(user: AuthUser | null): AuthUser {
  const caller = requireHost(user, 'manage');
  if (!isPlatformAdmin(caller)) throw forbidden('仅平台管理员可以执行此操作');
  return caller;
}
