// The agency module's to-do kinds on the home (contract/domains/agency.ts, agency-service.ts).
import { sql } from 'drizzle-orm';
import type { ModuleTodos } from '../../lib/module-face';

export const agencyTodos: ModuleTodos = {
  manage: () => ({
    // Agencies serve every park: their audits wait on every park's auditors.
    agencyAudit: sql`select m.id, m.name as title, coalesce(p.submitted_at, now()) as since, false as late, 0 as park, 0 as ref
      from agency_profiles p join mechanisms m on m.id = p.mechanism_id where p.awaiting`,
    serviceAudit: sql`select s.id, s.name as title, coalesce(s.submitted_at, s.created_at) as since, false as late, 0 as park, 0 as ref
      from agency_services s where s.awaiting`,
  }),
};
