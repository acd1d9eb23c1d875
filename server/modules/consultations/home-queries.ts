// The consultations module's to-do kinds on the home (contract/domains/consultations.ts).
import { sql } from 'drizzle-orm';
import { CONSULTATION_ANSWER_HOURS } from '@contract/consultation-states';
import type { ModuleTodos } from '../../lib/module-face';

export const consultationTodos: ModuleTodos = {
  manage: (parkId) => ({
    consultation: sql`select q.id, q.subject_title as title, q.waiting_since as since,
        q.waiting_since < now() - make_interval(hours => ${CONSULTATION_ANSWER_HOURS}) as late, q.park_id as park, 0 as ref
      from consultations q where q.park_id = ${parkId} and q.waiting_since is not null and q.mechanism_id is null`,
  }),
  front: (companyId) => ({
    consultationAnswered: sql`select q.id, q.subject_title as title, q.updated_at as since, false as late, q.park_id as park, 0 as ref
      from consultations q where q.company_id = ${companyId} and q.state = 'answered'`,
  }),
};
