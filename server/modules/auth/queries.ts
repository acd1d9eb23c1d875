import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import { authSessions, companies, menus, parks, privileges, roleMenus, rolePrivileges, roles, userParks, users } from '../../db/schema';
import { forgetCallers } from '../../lib/caller-cache';
import type { Conn, Tx } from '../../lib/db';
import { notifySessions } from '../../lib/message-bus';

export type SessionRow = typeof authSessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Conn, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row ?? null;
}

export async function findUserById(db: Conn, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function recordFailedLogin(tx: Tx, userId: number, maxFailures: number, lockUntil: Date) {
  const [row] = await tx
    .update(users)
    .set({
      failedLogins: sql`case when ${users.failedLogins} + 1 >= ${maxFailures} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  return row;
}

export async function clearFailedLogins(tx: Tx, userId: number): Promise<void> {
  await tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export interface NewSession {
  userId: number;
  parkId: number | null;
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

export async function insertSession(tx: Tx, session: NewSession): Promise<SessionRow> {
  const [row] = await tx.insert(authSessions).values(session).returning();
  if (!row) throw new Error('session not created');
  return row;
}

// What every authenticated call reads, and no more: the session, its user, the user's role with its privilege codes and
// menu paths in the session's park and, for an operator, the enabled parks they belong to, in one statement on the
// token's indexes.
const callerColumns = {
  session: {
    id: authSessions.id,
    parkId: authSessions.parkId,
    accessHash: authSessions.accessHash,
    accessExpiresAt: authSessions.accessExpiresAt,
    revokedAt: authSessions.revokedAt,
  },
  user: {
    id: users.id,
    username: users.username,
    userType: users.userType,
    companyId: users.companyId,
    mechanismId: users.mechanismId,
    frozen: users.frozen,
    // What loginData answers besides: the caller's own profile (a change here forgets the cache; see SESSION_CACHE_MS).
    avatar: users.avatar,
    email: users.email,
    phone: users.phone,
  },
  roleId: roles.id,
  roleLevel: roles.level,
  privileges: sql<string[]>`case
    when ${users.userType} = ${USER_TYPES.platformAdmin} then array(select ${privileges.code} from ${privileges} order by 1)
    when ${roles.id} is not null then array(select ${privileges.code} from ${rolePrivileges}
      join ${privileges} on ${privileges.id} = ${rolePrivileges.privilegeId} where ${rolePrivileges.roleId} = ${roles.id} order by 1)
    else '{}'::text[] end`,
  menus: sql<string[]>`case
    when ${roles.id} is not null then array(select ${menus.path} from ${roleMenus}
      join ${menus} on ${menus.id} = ${roleMenus.menuId} where ${roleMenus.roleId} = ${roles.id} order by 1)
    else '{}'::text[] end`,
  parkIds: sql<number[] | null>`case when ${users.userType} = ${USER_TYPES.parkOperator} then array(
    select own.park_id from ${userParks} own join ${parks} on ${parks.id} = own.park_id
    where own.user_id = ${users.id} and ${parks.enabled} order by 1) end`,
  // Every park an operator belongs to, disabled ones included (the log list shows their entries).
  memberParkIds: sql<number[] | null>`case when ${users.userType} = ${USER_TYPES.parkOperator} then array(
    select member.park_id from ${userParks} member where member.user_id = ${users.id} order by 1) end`,
  // A company account's company, when it exists (null otherwise): its own lists need no read of it.
  companyParkId: companies.parkId,
};

export type Caller = NonNullable<Awaited<ReturnType<typeof findCaller>>>;

// The caller behind an access token, current or just replaced by a rotation.
export async function findCaller(db: Conn, hash: string) {
  const [row] = await db
    .select(callerColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(
      userParks,
      and(eq(userParks.userId, users.id), eq(userParks.parkId, authSessions.parkId), eq(users.userType, USER_TYPES.parkOperator)),
    )
    .leftJoin(roles, eq(roles.id, userParks.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(or(eq(authSessions.accessHash, hash), eq(authSessions.previousAccessHash, hash)))
    .limit(1);
  return row ?? null;
}

export async function findByRefreshHash(db: Conn, hash: string) {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(or(eq(authSessions.refreshHash, hash), eq(authSessions.previousRefreshHash, hash)))
    .limit(1);
  return row ?? null;
}

export interface Rotation {
  sessionId: number;
  expectedRefreshHash: string;
  rotation: number;
  parkId: number | null;
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  rotatedAt: Date;
}

// Compare-and-set on the refresh hash: of two refreshes racing with one token, exactly one rotates.
export async function rotateSession(tx: Tx, r: Rotation): Promise<SessionRow | null> {
  // The replaced access token is refused from now on (401), so its cached caller goes.
  forgetCallers();
  const [row] = await tx
    .update(authSessions)
    .set({
      previousAccessHash: authSessions.accessHash,
      previousRefreshHash: authSessions.refreshHash,
      accessHash: r.accessHash,
      refreshHash: r.refreshHash,
      accessExpiresAt: r.accessExpiresAt,
      refreshExpiresAt: r.refreshExpiresAt,
      rotation: r.rotation,
      rotatedAt: r.rotatedAt,
      parkId: r.parkId,
    })
    .where(
      and(
        eq(authSessions.id, r.sessionId),
        eq(authSessions.refreshHash, r.expectedRefreshHash),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function revokeSession(tx: Tx, sessionId: number, at: Date): Promise<void> {
  forgetCallers();
  const ended = await tx
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  // The ended session's open message streams close once this commits, on whichever instance they are.
  await notifySessions(tx, ended.map((row) => row.userId));
}

// Ends every live session of a user, optionally keeping the one making the call.
export async function revokeUserSessions(tx: Tx, userId: number, at: Date, keepSessionId?: number): Promise<void> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(authSessions.id, keepSessionId));
  forgetCallers();
  const ended = await tx.update(authSessions).set({ revokedAt: at }).where(and(...conditions)).returning({ id: authSessions.id });
  if (ended.length > 0) await notifySessions(tx, [userId]);
}
