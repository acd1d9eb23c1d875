import { verifyCodeCalls } from '@contract/calls/verify-code';
import { callRoutes } from '../../lib/call-routes';
import { authRateLimit } from '../auth';
import { checkCode, sendCode } from './service';

export const verifyCodeRoutes = callRoutes(
  verifyCodeCalls,
  {
    send: (db, ctx, { params, body }, { log }) => sendCode(db, log, ctx, params.verifyType, body.phone),
    sendRegister: (db, ctx, { body }, { log }) => sendCode(db, log, ctx, 'register', body.phone),
    check: async (db, _ctx, { body }) => {
      await checkCode(db, body.phone, body.verifyType, body.code);
      return null;
    },
  },
  (app) => {
    const rateLimit = authRateLimit(app.config);
    return { send: { rateLimit }, sendRegister: { rateLimit }, check: { rateLimit } };
  },
);
