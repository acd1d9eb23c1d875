import type { FastifyPluginAsync } from 'fastify';
import { voucherCalls } from '@contract/calls/vouchers';
import { callRoutes } from '../../lib/call-routes';
import { addBatch, batchDetail, batchesForAgency, batchList, changeBatch } from './batches';
import { applyForVouchers, batchesToApply, myApplications, myVoucher, myVouchers } from './company';
import { applicationList, checkApplication, recallVoucher, voucherList } from './issuing';
import { voucherOrderRoutes } from './order-routes';

const batchRoutes = callRoutes(voucherCalls, {
  batchList: (db, ctx, { body }) => batchList(db, ctx, body),
  batchAdd: (db, ctx, { body }) => addBatch(db, ctx, body),
  batchUpdate: (db, ctx, { body }) => changeBatch(db, ctx, body),
  batchDetail: (db, ctx, { params }) => batchDetail(db, ctx, params.id),
  applicationList: (db, ctx, { body }) => applicationList(db, ctx, body),
  applicationCheck: (db, ctx, { body }) => checkApplication(db, ctx, body),
  list: (db, ctx, { body }) => voucherList(db, ctx, body),
  recall: (db, ctx, { body }) => recallVoucher(db, ctx, body),
  agencyBatches: (db, ctx, { body }) => batchesForAgency(db, ctx, body),
  companyList: (db, ctx, { body }) => myVouchers(db, ctx, body),
  companyDetail: (db, ctx, { params }) => myVoucher(db, ctx, params.id),
  companyBatches: (db, ctx, { body }) => batchesToApply(db, ctx, body),
  companyApplications: (db, ctx, { body }) => myApplications(db, ctx, body),
  companyApply: (db, ctx, { body }) => applyForVouchers(db, ctx, body),
});

// The module's one plugin: the vouchers' calls and their orders'.
export const voucherRoutes: FastifyPluginAsync = async (app) => {
  await app.register(voucherOrderRoutes);
  await app.register(batchRoutes);
};
