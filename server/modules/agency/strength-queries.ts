import { eq } from 'drizzle-orm';
import type { AgencyStrength } from '@contract/schemas/agency';
import { agencyStrength } from '../../db/schema';
import type { Conn } from '../../lib/db';

export async function findStrength(db: Conn, mechanismId: number): Promise<AgencyStrength> {
  const [row] = await db
    .select({ members: agencyStrength.members, qualifications: agencyStrength.qualifications, cases: agencyStrength.cases })
    .from(agencyStrength)
    .where(eq(agencyStrength.mechanismId, mechanismId));
  return row ?? { members: [], qualifications: [], cases: [] };
}

export async function saveStrength(tx: Conn, mechanismId: number, strength: AgencyStrength): Promise<void> {
  const values = { ...strength, updatedAt: new Date() };
  await tx.insert(agencyStrength).values({ mechanismId, ...values }).onConflictDoUpdate({ target: agencyStrength.mechanismId, set: values });
}
