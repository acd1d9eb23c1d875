import { count, eq } from 'drizzle-orm';
import { privileges, rolePrivileges } from '../../db/schema';
import type { Conn, Tx } from '../../lib/db';

export async function findPrivilege(db: Conn, id: number) {
  const [row] = await db.select().from(privileges).where(eq(privileges.id, id));
  return row ?? null;
}

export async function privilegeByCode(db: Conn, code: string) {
  const [row] = await db.select({ id: privileges.id }).from(privileges).where(eq(privileges.code, code));
  return row ?? null;
}

export async function roleCountHolding(db: Conn, privilegeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rolePrivileges).where(eq(rolePrivileges.privilegeId, privilegeId));
  return row?.n ?? 0;
}

export async function insertPrivilege(tx: Tx, values: typeof privileges.$inferInsert) {
  const [row] = await tx.insert(privileges).values(values).returning();
  if (!row) throw new Error('privilege not created');
  return row;
}

export async function deletePrivilege(tx: Tx, id: number): Promise<void> {
  await tx.delete(privileges).where(eq(privileges.id, id));
}
