import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { users, verifyCodes } from '../../db/schema';
import type { Conn, Tx } from '../../lib/db';

export type CodeRow = typeof verifyCodes.$inferSelect;

export async function phoneOwner(db: Conn, phone: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id ?? null;
}

// Serializes sends to one phone across transactions (and server instances on one database).
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify-code:${phone}`}))`);
}

export async function lastSentAt(db: Conn, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: verifyCodes.createdAt })
    .from(verifyCodes)
    .where(eq(verifyCodes.phone, phone))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertCode(tx: Tx, row: { phone: string; verifyType: string; codeHash: string; expiresAt: Date; createdAt: Date }) {
  await tx.insert(verifyCodes).values(row);
}

// Only the newest code of a phone and purpose counts; sending a new one retires the older.
export async function latestCode(db: Conn, phone: string, verifyType: string): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verifyCodes)
    .where(and(eq(verifyCodes.phone, phone), eq(verifyCodes.verifyType, verifyType)))
    .orderBy(desc(verifyCodes.createdAt), desc(verifyCodes.id))
    .limit(1);
  return row ?? null;
}

export async function countTry(db: Conn, id: number): Promise<number> {
  const [row] = await db
    .update(verifyCodes)
    .set({ tries: sql`${verifyCodes.tries} + 1` })
    .where(eq(verifyCodes.id, id))
    .returning({ tries: verifyCodes.tries });
  return row?.tries ?? Number.MAX_SAFE_INTEGER;
}

export async function markUsed(tx: Tx, id: number, maxTries: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(verifyCodes)
    .set({ usedAt: at })
    .where(and(eq(verifyCodes.id, id), isNull(verifyCodes.usedAt), lt(verifyCodes.tries, maxTries)))
    .returning({ id: verifyCodes.id });
  return rows.length === 1;
}
