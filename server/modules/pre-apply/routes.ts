import { preApplyCalls } from '@contract/calls/pre-apply';
import { callRoutes } from '../../lib/call-routes';
import { cancelApplication, createApplication, editApplication, ownDetail, ownList, prefill } from './company';
import { checkApplication, parkApplicationDetail, parkApplications } from './review';

export const preApplyRoutes = callRoutes(preApplyCalls, {
  ownList: (db, ctx, { body }) => ownList(db, ctx, body),
  own: (db, ctx, { params }) => ownDetail(db, ctx, params.id),
  prefill: (db, ctx, { params }) => prefill(db, ctx, params.id),
  create: (db, ctx, { body }) => createApplication(db, ctx, body),
  edit: (db, ctx, { body }) => editApplication(db, ctx, body),
  cancel: (db, ctx, { body }) => cancelApplication(db, ctx, body),
  parkList: (db, ctx, { body }) => parkApplications(db, ctx, body),
  parkDetail: (db, ctx, { params }) => parkApplicationDetail(db, ctx, params.id),
  check: (db, ctx, { body }) => checkApplication(db, ctx, body),
});
