import { enterpriseCalls } from '@contract/calls/enterprise';
import { callRoutes } from '../../lib/call-routes';
import { auditCompany, awaitingAudit, withdrawApplication } from './audit';
import { companyRecord, companyRecordModule } from './record';
import { saveRecordStep } from './save';

export const enterpriseRoutes = callRoutes(enterpriseCalls, {
  record: (db, ctx, { params }) => companyRecord(db, ctx, params),
  recordModule: (db, ctx, { params }) => companyRecordModule(db, ctx, params),
  save: (db, ctx, { params, body }) => saveRecordStep(db, ctx, params, body),
  withdraw: (db, ctx, { params }) => withdrawApplication(db, ctx, params),
  auditList: (db, ctx, { body }) => awaitingAudit(db, ctx, body),
  audit: (db, ctx, { params, body }) => auditCompany(db, ctx, params, body),
});
