import { agencyServiceCalls } from '@contract/calls/agency-service';
import { callRoutes } from '../../lib/call-routes';
import { listedServicePage, listedServiceShown } from './listed';
import { memberList } from './members';
import { auditService, serviceList } from './service-audit';
import { addService, ownServiceList, serviceInfo, submitService, updateService, withdrawService } from './services';

export const agencyServiceRoutes = callRoutes(agencyServiceCalls, {
  ownList: (db, ctx, { body }) => ownServiceList(db, ctx, body),
  info: (db, ctx, { params }) => serviceInfo(db, ctx, params.id),
  add: (db, ctx, { body }) => addService(db, ctx, body),
  update: (db, ctx, { body }) => updateService(db, ctx, body),
  submit: (db, ctx, { body }) => submitService(db, ctx, body),
  withdraw: (db, ctx, { body }) => withdrawService(db, ctx, body),
  list: (db, ctx, { body }) => serviceList(db, ctx, body),
  audit: (db, ctx, { body }) => auditService(db, ctx, body),
  members: (db, ctx, { body }) => memberList(db, ctx, body),
  buyable: (db, _ctx, { body }) => listedServicePage(db, body),
  listed: (db, _ctx, { body }) => listedServicePage(db, body),
  listedDetail: (db, _ctx, { params }) => listedServiceShown(db, params.id),
});
