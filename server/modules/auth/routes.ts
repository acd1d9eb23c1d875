import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HOST_KEYS } from '@contract/host-kinds';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { contextOf } from '../../lib/request-context';
import { checkClientCredentials } from './client-credentials';
import { refreshGrant } from './refresh';
import { EmptyBody, LoginAnswer, LoginBody } from '@contract/schemas/auth';
import { bodyOptional } from './schemas';
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

export const authRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  app.post(
    '/v1/user/login',
    {
      config: { access: { public: true }, rateLimit },
      preValidation: [
        async (request: FastifyRequest) => checkClientCredentials(request.headers.authorization, app.config),
        coerceFormNumbers,
      ],
      schema: {
        tags: ['认证'],
        summary: '登录（密码授权或刷新令牌授权，需 HTTP Basic 客户端凭据）',
        security: [{ client: [] }],
        body: LoginBody,
        response: { 200: LoginAnswer },
      },
    },
    async (request) => {
      const { body } = request;
      const parkId = body.parkId ?? 0;
      // Each grant's own required fields are checked here, not with if/then, which generated clients do not read.
      if (body.grant_type === 'password') {
        if (body.username === undefined) throw new AppError('缺少必填字段：username');
        if (body.password === undefined) throw new AppError('缺少必填字段：password');
        return ok(
          await passwordGrant(app.db, app.config, request.ip, {
            username: body.username,
            password: body.password,
            parkId,
            userType: body.userType,
          }),
          '登录成功',
        );
      }
      if (body.refresh_token === undefined) throw new AppError('缺少必填字段：refresh_token');
      return ok(
        await refreshGrant(app.db, app.config, request.ip, {
          refreshToken: body.refresh_token,
          parkId,
          userType: body.userType,
        }),
        '登录成功',
      );
    },
  );

  app.post(
    '/v1/user/logout',
    { config: { access: { hosts: HOST_KEYS } }, preValidation: bodyOptional, schema: { tags: ['认证'], summary: '退出登录（吊销当前会话的令牌）', body: EmptyBody } },
    async (request) => {
      await logout(app.db, contextOf(request));
      return ok(null, '已退出登录');
    },
  );
};
