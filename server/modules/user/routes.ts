import { userCalls } from '@contract/calls/user';
import { callRoutes } from '../../lib/call-routes';
import { authRateLimit, bodyOptional } from '../auth';
import { changeAccount, changePassword } from './account-service';
import { belongParks, companyInfo, loginData, mechanismInfo } from './profile-service';
import { forgetPassword, register } from './register-service';

export const userRoutes = callRoutes(
  userCalls,
  {
    loginData: (db, ctx) => loginData(db, ctx),
    register: (db, ctx, { body }) => register(db, ctx, body),
    forgetPassword: async (db, ctx, { body }) => {
      await forgetPassword(db, ctx.ip, body);
      return null;
    },
    changePassword: async (db, ctx, { body }) => {
      await changePassword(db, ctx, body);
      return null;
    },
    changeAccount: (db, ctx, { body }) => changeAccount(db, ctx, body),
    belongParks: (db, ctx) => belongParks(db, ctx),
    companyInfo: (db, ctx) => companyInfo(db, ctx),
    mechanismInfo: (db, ctx) => mechanismInfo(db, ctx),
  },
  (app) => {
    const rateLimit = authRateLimit(app.config);
    return { register: { rateLimit }, forgetPassword: { rateLimit }, changePassword: { rateLimit }, belongParks: { preValidation: bodyOptional } };
  },
);
