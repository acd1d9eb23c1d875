import { policyConditionCalls } from '@contract/calls/policy-conditions';
import { callRoutes } from '../../lib/call-routes';
import { fieldsForConditions, myPolicyMatch, notifyMatches, policyConditionList, policyMatches, previewNotify, savePolicyConditions } from './conditions';

// A policy's eligibility conditions and the companies that meet them (spec §7 v1/admin/ps/policy "condition").
export const policyConditionRoutes = callRoutes(policyConditionCalls, {
  fields: (db, ctx, { body }) => fieldsForConditions(db, ctx, body),
  list: (db, ctx, { params }) => policyConditionList(db, ctx, params.id),
  save: (db, ctx, { body }) => savePolicyConditions(db, ctx, body),
  match: (db, ctx, { body }) => policyMatches(db, ctx, body),
  notifyPreview: (db, ctx, { body }) => previewNotify(db, ctx, body),
  notify: (db, ctx, { body }) => notifyMatches(db, ctx, body),
  myMatch: (db, ctx, { params }) => myPolicyMatch(db, ctx, params.id),
});
