import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import { grantsOf } from './profile';
import { findByAccessHash } from './queries';
import { authUserOf } from './session-context';
import { sha256 } from './tokens';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i;

// The API docs are part of the published contract, readable without a session.
const isOpenPath = (url: string) => !url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/');

// onRequest hook: every /api route not marked `config: { public: true }` needs a live session.
// '401' tells the console to refresh (the access token expired or was just rotated); '4001' ends the session.
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (isOpenPath(request.url)) return;
  // Unmatched paths go on to the 404 answer rather than a login demand.
  if (!request.routeOptions.url || request.is404) return;
  if (request.routeOptions.config.public) return;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized('4001', '请先登录');
  const hash = sha256(token);
  const found = await findByAccessHash(request.server.db, hash);
  if (!found) throw unauthorized('4001', '登录已失效，请重新登录');
  const { session, user } = found;
  if (session.revokedAt) throw unauthorized('4001', '登录已失效，请重新登录');
  if (user.frozen) throw unauthorized('4001', '账号已被冻结，请联系管理员');
  if (session.accessHash !== hash || session.accessExpiresAt <= new Date()) {
    throw unauthorized('401', '登录已过期');
  }
  request.user = authUserOf(user, session);
  const required = request.routeOptions.config.privilege;
  if (required) {
    const { privileges } = await grantsOf(request.server.db, user, session.parkId);
    if (!privileges.includes(required)) throw forbidden();
  }
}
