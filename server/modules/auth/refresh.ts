import type { LoginResponse } from '@contract/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { ACCOUNT_FROZEN } from './authenticate';
import { checkHostKind } from './host-kind';
import { resolveSessionPark } from './profile';
import { findByRefreshHash, rotateSession, type SessionRow, type UserRow } from './queries';
import { loginResponse } from './service';
import { contextFor } from './session-context';
import { derivePair, installationSecret, sha256 } from './tokens';

export interface RefreshGrant {
  refreshToken: string;
  parkId: number;
  userType: number;
}

// Two tabs refreshing together both present the same refresh token; the later one gets the pair the first got.
export const REFRESH_GRACE_MS = 30_000;

const invalid = () => unauthorized('4001', '登录已失效，请重新登录');

function checkUsable(session: SessionRow, user: UserRow, now: Date): void {
  if (user.frozen) throw unauthorized('4001', ACCOUNT_FROZEN);
  if (session.revokedAt) throw invalid();
  if (session.refreshExpiresAt <= now) throw unauthorized('4001', '登录已过期，请重新登录');
}

async function replayRotation(db: Db, secret: Buffer, input: RefreshGrant, now: Date): Promise<LoginResponse> {
  const found = await findByRefreshHash(db, sha256(input.refreshToken));
  if (!found || found.session.previousRefreshHash !== sha256(input.refreshToken)) throw invalid();
  const { session, user } = found;
  checkUsable(session, user, now);
  if (!session.rotatedAt || now.getTime() - session.rotatedAt.getTime() > REFRESH_GRACE_MS) throw invalid();
  const pair = derivePair(secret, input.refreshToken, session.rotation);
  // Rotated again since: the pair derived from this token is no longer the session's.
  if (sha256(pair.refresh) !== session.refreshHash) throw invalid();
  checkHostKind(input.userType, user.userType);
  return loginResponse(db, user, session.parkId, pair);
}

export async function refreshGrant(db: Db, config: Config, ip: string, input: RefreshGrant): Promise<LoginResponse> {
  const now = new Date();
  const secret = await installationSecret(db);
  const hash = sha256(input.refreshToken);
  const found = await findByRefreshHash(db, hash);
  if (!found) throw invalid();
  if (found.session.refreshHash !== hash) return replayRotation(db, secret, input, now);
  const { session, user } = found;
  checkUsable(session, user, now);
  checkHostKind(input.userType, user.userType);
  // parkId 0 (a link login, or a console that has not chosen yet) keeps the session's park.
  const parkId = await resolveSessionPark(db, user, input.parkId || session.parkId || 0);
  const rotation = session.rotation + 1;
  const pair = derivePair(secret, input.refreshToken, rotation);
  const rotated = await db.transaction(async (tx) => {
    const row = await rotateSession(tx, {
      sessionId: session.id,
      expectedRefreshHash: hash,
      rotation,
      parkId,
      accessHash: sha256(pair.access),
      refreshHash: sha256(pair.refresh),
      accessExpiresAt: new Date(now.getTime() + config.accessTokenTtl * 1000),
      refreshExpiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
      rotatedAt: now,
    });
    if (row) {
      await writeLog(tx, contextFor(user, row, ip), { module: 'auth', action: 'refresh', target: user.username, parkId });
    }
    return row;
  });
  // Lost the race to a concurrent refresh with the same token: answer what that one issued.
  if (!rotated) return replayRotation(db, secret, input, now);
  return loginResponse(db, user, parkId, pair);
}
