import { tenancyCalls } from '@contract/calls/tenancy';
import { callRoutes } from '../../lib/call-routes';
import { companyList } from './company-list';
import { moveIn, moveInInfo } from './move-in';
import { moveOut } from './move-out';
import { companyVersion, companyVersions } from './versions';

export const tenancyRoutes = callRoutes(tenancyCalls, {
  list: (db, ctx, { body }) => companyList(db, ctx, body),
  moveInInfo: (db, ctx, { params }) => moveInInfo(db, ctx, params.companyId),
  moveIn: (db, ctx, { body }) => moveIn(db, ctx, body),
  moveOut: (db, ctx, { body }) => moveOut(db, ctx, body),
  versions: (db, ctx, { params }) => companyVersions(db, ctx, params.companyId),
  version: (db, ctx, { params }) => companyVersion(db, ctx, params.companyId, params.version),
});
