// The settlements module's to-do kind on the home (contract/domains/settlements.ts).
import { sql } from 'drizzle-orm';
import type { ModuleTodos } from '../../lib/module-face';

export const settlementTodos: ModuleTodos = {
  agent: (mechanismId) => ({
    settlementReturned: sql`select s.id, s.month as title, s.updated_at as since, false as late, s.park_id as park, 0 as ref
      from settlements s where s.mechanism_id = ${mechanismId} and s.state = 'returned'`,
  }),
};
