import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import { authSessions, users } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { sha256 } from './tokens';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The stored hash of the request's bearer token (the auth hook has already accepted it). */
export const accessHashOf = (authorization: string | undefined): string => sha256(BEARER.exec(authorization ?? '')?.[1] ?? '');

/**
 * Of these access-token hashes, the ones still good for a call: not revoked, not expired, not rotated away, the user
 * not frozen. A long-lived connection (the message stream) asks again from time to time, many at once.
 */
export async function liveAccessHashes(db: Conn, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: authSessions.accessHash })
    .from(authSessions)
    .innerJoin(users, sql`${users.id} = ${authSessions.userId} and not ${users.frozen}`)
    .where(and(inArray(authSessions.accessHash, hashes), isNull(authSessions.revokedAt), gt(authSessions.accessExpiresAt, sql`now()`)));
  return new Set(rows.map((row) => row.hash));
}
