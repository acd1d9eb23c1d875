// The content module's to-do kind on the home (contract/domains/content.ts).
import { sql } from 'drizzle-orm';
import { POLICY_MATCH_NEW_DAYS } from '@contract/home';
import type { ModuleTodos } from '../../lib/module-face';

export const contentTodos: ModuleTodos = {
  front: (companyId) => ({
    // Sent to the company lately and not applied for since.
    policyMatched: sql`select n.policy_id as id, i.title, n.sent_at as since, false as late, n.park_id as park, 0 as ref
      from policy_notifications n join content_items i on i.id = n.policy_id
      where n.company_id = ${companyId} and n.sent_at > now() - make_interval(days => ${POLICY_MATCH_NEW_DAYS})
        and not exists (select 1 from pre_applications p where p.company_id = n.company_id and p.policy_id = n.policy_id)`,
  }),
};
