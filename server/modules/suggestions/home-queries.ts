// Company suggestions' to-do kind on the home (contract/domains/suggestions.ts).
import { sql } from 'drizzle-orm';
import type { ModuleTodos } from '../../lib/module-face';

export const suggestionTodos: ModuleTodos = {
  manage: (parkId) => ({
    suggestion: sql`select s.id, left(s.content, 60) as title, s.created_at as since, false as late, s.park_id as park, 0 as ref
      from suggestions s where s.park_id = ${parkId} and s.state = 'submitted'`,
  }),
};
