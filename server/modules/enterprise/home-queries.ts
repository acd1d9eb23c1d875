// The enterprise module's to-do kinds on the home (contract/domains/enterprise.ts).
import { sql } from 'drizzle-orm';
import type { ModuleTodos } from '../../lib/module-face';

export const enterpriseTodos: ModuleTodos = {
  manage: (parkId) => ({
    checkIn: sql`select c.id, c.name as title, coalesce(c.submitted_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.park_id = ${parkId} and c.state = 0`,
    changeAudit: sql`select c.id, c.name as title, coalesce(c.submitted_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.park_id = ${parkId} and c.state = 1 and c.change_pending`,
  }),
  front: (companyId) => ({
    // Not applied yet, or refused: the company acts next.
    companyCheckIn: sql`select c.id, c.name as title, coalesce(c.submitted_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.id = ${companyId} and (c.state is null or c.state = 2)`,
  }),
};
