import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { CodeSentAnswer, PhoneBody, VerifyCheckBody, VerifyTypeParams } from '@contract/schemas/verify-code';
import { checkCode, sendCode } from './service';



export const verifyCodeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: { public: true } as const, rateLimit: { max: app.config.authRateLimit, timeWindow: 60_000 } };
  const tags = ['验证码'];

  app.post(
    '/v1/verifyCode/get/:verifyType',
    {
      config,
      schema: {
        tags,
        summary: '发送验证码（6 位，10 分钟有效，每个手机号每分钟一次）',
        security: [],
        params: VerifyTypeParams,
        body: PhoneBody,
        response: { 200: CodeSentAnswer },
      },
    },
    async (request) =>
      ok(await sendCode(app.db, request.log, contextOf(request), request.params.verifyType, request.body.phone), '验证码已发送'),
  );

  app.post(
    '/v1/verifyCode/register',
    { config, schema: { tags, summary: '发送注册验证码', security: [], body: PhoneBody, response: { 200: CodeSentAnswer } } },
    async (request) => ok(await sendCode(app.db, request.log, contextOf(request), 'register', request.body.phone), '验证码已发送'),
  );

  app.post(
    '/v1/verifyCode/check',
    {
      config,
      schema: {
        tags,
        summary: '校验验证码（不消耗验证码；错误计入尝试次数）',
        security: [],
        body: VerifyCheckBody,
      },
    },
    async (request) => {
      const { phone, verifyType, code } = request.body;
      await checkCode(app.db, phone, verifyType, code);
      return ok(null, '验证码正确');
    },
  );
};
