import { accountCalls } from '@contract/calls/account';
import { callRoutes } from '../../lib/call-routes';
import { allot, allotChoices, allotDelete, allotList } from './allot-service';
import { companyManager, myCommitment, saveCommitment } from './commitment';
import { freezeManagerAccount, insertManagerAccount, listManagerAccounts, managerDetail, updateManagerAccount } from './service';

export const accountRoutes = callRoutes(accountCalls, {
  list: (db, ctx, { body }) => listManagerAccounts(db, ctx, body),
  detail: (db, ctx, { body }) => managerDetail(db, ctx, body.id),
  insert: (db, ctx, { body }) => insertManagerAccount(db, ctx, body),
  update: (db, ctx, { body }) => updateManagerAccount(db, ctx, body),
  freeze: (db, ctx, { body }) => freezeManagerAccount(db, ctx, body.id, body.frozen),
  allot: (db, ctx, { body }) => allot(db, ctx, body),
  allotList: (db, ctx, { body }) => allotList(db, ctx, body),
  allotOptions: (db, ctx) => allotChoices(db, ctx),
  allotDelete: async (db, ctx, { params }) => {
    await allotDelete(db, ctx, params.id);
    return null;
  },
  commitment: (db, ctx) => myCommitment(db, ctx),
  saveCommitment: (db, ctx, { body }) => saveCommitment(db, ctx, body.content),
  companyManager: (db, ctx) => companyManager(db, ctx),
});
