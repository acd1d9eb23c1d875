// The tenancy module's to-do kind on the home (contract/domains/tenancy.ts).
import { sql } from 'drizzle-orm';
import type { ModuleTodos } from '../../lib/module-face';

export const tenancyTodos: ModuleTodos = {
  manage: (parkId) => ({
    // Settled, yet holding no room of the park.
    moveIn: sql`select c.id, c.name as title, coalesce(c.settled_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.park_id = ${parkId} and c.state = 1 and not exists (select 1 from rooms r where r.company_id = c.id)`,
  }),
};
