import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { contextOf } from '../../lib/request-context';
import { checkClientCredentials } from './client-credentials';
import { refreshGrant } from './refresh';
import { bodyOptional, emptyBody, loginBody, loginResponseSchema, type LoginBody } from './schemas';
import { logout, passwordGrant } from './service';

const NUMERIC_FIELDS = ['parkId', 'userType'] as const;

// A form body carries every value as text; numbers are read as numbers before the strict schema sees them.
async function coerceFormNumbers(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return;
  const body = request.body as Record<string, unknown> | undefined;
  if (!body) return;
  for (const field of NUMERIC_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && /^\d{1,10}$/.test(value)) body[field] = Number(value);
  }
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  app.post<{ Body: LoginBody }>(
    '/v1/user/login',
    {
      config: { public: true, rateLimit },
      preValidation: [
        async (request: FastifyRequest) => checkClientCredentials(request.headers.authorization, app.config),
        coerceFormNumbers,
      ],
      schema: {
        tags: ['认证'],
        summary: '登录（密码授权或刷新令牌授权，需 HTTP Basic 客户端凭据）',
        security: [],
        body: loginBody,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.grant_type === 'password') {
        if (body.username === undefined || body.password === undefined) throw new AppError('请输入用户名和密码');
        return ok(
          await passwordGrant(app.db, app.config, request.ip, {
            username: body.username,
            password: body.password,
            parkId: body.parkId,
            userType: body.userType,
          }),
          '登录成功',
        );
      }
      if (body.refresh_token === undefined) throw new AppError('缺少必填字段：refresh_token');
      return ok(
        await refreshGrant(app.db, app.config, request.ip, {
          refreshToken: body.refresh_token,
          parkId: body.parkId,
          userType: body.userType,
        }),
        '登录成功',
      );
    },
  );

  app.post(
    '/v1/user/logout',
    { preValidation: bodyOptional, schema: { tags: ['认证'], summary: '退出登录（吊销当前会话的令牌）', body: emptyBody } },
    async (request) => {
      await logout(app.db, contextOf(request));
      return ok(null, '已退出登录');
    },
  );
};
