import { sql } from 'drizzle-orm';
import { runSql, sessionFor } from '../helpers/support';
import { as, type Probe } from '../logs/probe-kit';

// Probes of the settlement routes: each acts on a statement of the seed's demo agency in the right state.
async function statementIn(state: string): Promise<{ id: number; version: number }> {
  const row = (await runSql(sql`select id, version from settlements where state = ${state} order by id limit 1`)).rows[0] as { id: number; version: number } | undefined;
  if (!row) throw new Error(`no demo statement in ${state}`);
  return row;
}

export const readOnlyPosts: Record<string, string> = {
  'POST /api/iv/mechanismCash/list': 'lists the agency\'s statements',
  'POST /api/v1/admin/cash/settlement': 'lists the park\'s statements',
};

export const probes: Record<string, Probe> = {
  'POST /api/iv/mechanismCash/submit/:id': async () => {
    const s = await statementIn('returned');
    return as(await sessionFor('agency'), 'POST', `/api/iv/mechanismCash/submit/${s.id}`, { version: s.version });
  },
  'POST /api/v1/admin/cash/settlement/pay/:id': async (kit) => {
    const s = await statementIn('submitted');
    return as(kit.admin, 'POST', `/api/v1/admin/cash/settlement/pay/${s.id}`, { version: s.version, paymentRef: 'ZJ-PROBE-1' });
  },
  'POST /api/v1/admin/cash/settlement/return/:id': async (kit) => {
    const s = await statementIn('submitted');
    return as(kit.admin, 'POST', `/api/v1/admin/cash/settlement/return/${s.id}`, { version: s.version, reason: '走查退回' });
  },
};
