import { lifeTreeCalls } from '@contract/calls/life-tree';
import { callRoutes } from '../../lib/call-routes';
import { addMilestone, changeMilestone, removeMilestone } from './milestones';
import { compareCompanies, lifeTree, pickableCompanies } from './service';

export const lifeTreeRoutes = callRoutes(lifeTreeCalls, {
  detail: (db, ctx, { params }) => lifeTree(db, ctx, params.id),
  comparison: (db, ctx, { body }) => compareCompanies(db, ctx, body.companyIds),
  companies: (db, ctx, { query }) => pickableCompanies(db, ctx, query),
  addMilestone: (db, ctx, { body }) => addMilestone(db, ctx, body),
  updateMilestone: (db, ctx, { body }) => changeMilestone(db, ctx, body),
  deleteMilestone: async (db, ctx, { params }) => {
    await removeMilestone(db, ctx, params.id);
    return null;
  },
});
