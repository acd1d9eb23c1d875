import { settlementCalls } from '@contract/calls/settlements';
import { callRoutes } from '../../lib/call-routes';
import { agencySettlements, parkSettlements, paySettlement, returnSettlement, settlementDetail, submitSettlement } from './service';

export const settlementRoutes = callRoutes(settlementCalls, {
  agencyList: (db, ctx, { body }) => agencySettlements(db, ctx, body),
  detail: (db, ctx, { params }) => settlementDetail(db, ctx, params.id),
  submit: (db, ctx, { params, body }) => submitSettlement(db, ctx, params.id, body.version),
  parkList: (db, ctx, { body }) => parkSettlements(db, ctx, body),
  pay: (db, ctx, { params, body }) => paySettlement(db, ctx, params.id, body.version, body.paymentRef),
  return: (db, ctx, { params, body }) => returnSettlement(db, ctx, params.id, body.version, body.reason),
});
