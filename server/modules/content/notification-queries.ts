import { and, eq, inArray } from 'drizzle-orm';
import { policyNotifications } from '../../db/schema';
import type { Conn } from '../../lib/db';

/** Of these companies, the ones already told of the policy, with when. */
export async function notifiedAmong(conn: Conn, policyId: number, companyIds: number[]): Promise<Map<number, Date>> {
  if (companyIds.length === 0) return new Map();
  const rows = await conn
    .select({ companyId: policyNotifications.companyId, sentAt: policyNotifications.sentAt })
    .from(policyNotifications)
    .where(and(eq(policyNotifications.policyId, policyId), inArray(policyNotifications.companyId, companyIds)));
  return new Map(rows.map((r) => [r.companyId, r.sentAt]));
}

/**
 * Records the policy as told to these companies and answers the ones recorded by this call: a company told before,
 * or by a concurrent send that committed first, is left out by the primary key (the loser waits for it, then inserts
 * nothing), so each company is told once.
 */
export async function claimNotifications(tx: Conn, policyId: number, parkId: number, companyIds: number[], sentBy: number | null): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await tx
    .insert(policyNotifications)
    .values(companyIds.map((companyId) => ({ policyId, companyId, parkId, sentBy })))
    .onConflictDoNothing()
    .returning({ companyId: policyNotifications.companyId });
  return rows.map((r) => r.companyId);
}
