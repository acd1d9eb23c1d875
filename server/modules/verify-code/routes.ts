import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { codeProperty, phoneProperty, VERIFY_TYPES } from './schemas';
import type { VerifyType } from './sender';
import { checkCode, sendCode } from './service';


const phoneBody = {
  type: 'object',
  additionalProperties: false,
  properties: { phone: phoneProperty },
  required: ['phone'],
} as const;

const sentSchema = envelopeSchema({
  type: ['object', 'null'],
  properties: { expiresIn: { type: 'integer' }, resendIn: { type: 'integer' } },
});

export const verifyCodeRoutes: FastifyPluginAsync = async (app) => {
  const config = { public: true, rateLimit: { max: app.config.authRateLimit, timeWindow: 60_000 } };
  const tags = ['验证码'];

  app.post<{ Params: { verifyType: VerifyType }; Body: { phone: string } }>(
    '/v1/verifyCode/get/:verifyType',
    {
      config,
      schema: {
        tags,
        summary: '发送验证码（6 位，10 分钟有效，每个手机号每分钟一次）',
        security: [],
        params: {
          type: 'object',
          additionalProperties: false,
          properties: { verifyType: { type: 'string', enum: VERIFY_TYPES } },
          required: ['verifyType'],
        },
        body: phoneBody,
        response: { 200: sentSchema },
      },
    },
    async (request) =>
      ok(await sendCode(app.db, request.log, contextOf(request), request.params.verifyType, request.body.phone), '验证码已发送'),
  );

  app.post<{ Body: { phone: string } }>(
    '/v1/verifyCode/register',
    { config, schema: { tags, summary: '发送注册验证码', security: [], body: phoneBody, response: { 200: sentSchema } } },
    async (request) => ok(await sendCode(app.db, request.log, contextOf(request), 'register', request.body.phone), '验证码已发送'),
  );

  app.post<{ Body: { phone: string; code: string; verifyType: VerifyType } }>(
    '/v1/verifyCode/check',
    {
      config,
      schema: {
        tags,
        summary: '校验验证码（不消耗验证码；错误计入尝试次数）',
        security: [],
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { phone: phoneProperty, code: codeProperty, verifyType: { type: 'string', enum: VERIFY_TYPES } },
          required: ['phone', 'code', 'verifyType'],
        },
      },
    },
    async (request) => {
      const { phone, verifyType, code } = request.body;
      await checkCode(app.db, phone, verifyType, code);
      return ok(null, '验证码正确');
    },
  );
};
