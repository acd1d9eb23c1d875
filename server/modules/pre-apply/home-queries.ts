// The pre-application module's to-do kinds on the home (contract/domains/pre-apply.ts).
import { sql } from 'drizzle-orm';
import type { ModuleTodos } from '../../lib/module-face';

export const preApplyTodos: ModuleTodos = {
  manage: (parkId) => ({
    preApply: sql`select p.id, p.company_name || '：' || p.policy_title as title, coalesce(p.submitted_at, p.created_at) as since, false as late, p.park_id as park, 0 as ref
      from pre_applications p where p.park_id = ${parkId} and p.state = 'submitted'`,
  }),
  front: (companyId) => ({
    materialsReturned: sql`select p.id, p.policy_title as title, p.updated_at as since, false as late, p.park_id as park, 0 as ref
      from pre_applications p where p.company_id = ${companyId} and p.state = 'returned'`,
  }),
};
