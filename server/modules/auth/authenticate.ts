import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import { USER_TYPES } from '@contract/host-kinds';
import { ALL_MANAGE_MENUS } from '@contract/screens/gate';
import { cachedCaller } from '../../lib/caller-cache';
import { ADMIN_ROLE_LEVEL } from '../../lib/grants';
import { isOpenPath, isPublic, mayCall } from '../../lib/route-access';
import { findCaller } from './queries';
import { authUserOf } from './session-context';
import { sha256 } from './tokens';

/** What a frozen account is told, at sign-in and on its next call. */
export const ACCOUNT_FROZEN = '账号已被冻结，请联系管理员';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i;

// onRequest hook: enforces each route's `config: { access }`. Public routes pass; every other one needs a live
// session of a listed host kind, holding the declared privilege.
// '401' tells the console to refresh (the access token expired or was just rotated); '4001' ends the session.
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (isOpenPath(request.url)) return;
  // Unmatched paths go on to the 404 answer rather than a login demand.
  if (!request.routeOptions.url || request.is404) return;
  const { access } = request.routeOptions.config;
  // Registration refuses undeclared routes (requireAccessDeclaration); should one slip through, nobody may call it.
  if (!access) throw forbidden();
  if (isPublic(access)) return;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized('4001', '请先登录');
  const hash = sha256(token);
  const { db, config } = request.server;
  const found = await cachedCaller(hash, config.sessionCacheMs, () => findCaller(db, hash));
  if (!found) throw unauthorized('4001', '登录已失效，请重新登录');
  const { session, user } = found;
  // Freezing also revokes the sessions: the reason the user is told is the freeze, not a lapsed session.
  if (user.frozen) throw unauthorized('4001', ACCOUNT_FROZEN);
  if (session.revokedAt) throw unauthorized('4001', '登录已失效，请重新登录');
  if (session.accessHash !== hash || session.accessExpiresAt <= new Date()) {
    throw unauthorized('401', '登录已过期');
  }
  const roleLevel = user.userType === USER_TYPES.platformAdmin ? ADMIN_ROLE_LEVEL : found.roleLevel;
  // The platform admin opens every screen of the catalogue, whatever the menu table holds today.
  const menus = user.userType === USER_TYPES.platformAdmin ? ALL_MANAGE_MENUS : found.menus;
  const grants = { privileges: found.privileges, menus, roleLevel, roleId: found.roleId, parkIds: found.parkIds, memberParkIds: found.memberParkIds, companyParkId: found.companyParkId };
  request.user = authUserOf(user, session, grants);
  // The host kind, the privilege and, for a manage caller, one of the screens the call serves (reads as writes).
  if (!mayCall(access, { hostKey: request.user.hostKey, menus: grants.menus, privileges: grants.privileges })) throw forbidden();
}
