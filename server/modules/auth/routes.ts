import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authCalls, loginCalls } from '@contract/calls/auth';
import { Envelope } from '@contract/primitives';
import { answerChecker } from '../../lib/answer-check';
import { callRoutes } from '../../lib/call-routes';
import { doneIn } from '../../lib/done-in';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { checkClientCredentials } from './client-credentials';
import { refreshGrant } from './refresh';
import { authRateLimit, bodyOptional } from './schemas';
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

const declaredRoutes = callRoutes(
  authCalls,
  {
    logout: async (db, ctx) => {
      await logout(db, ctx);
      return null;
    },
  },
  () => ({ logout: { preValidation: bodyOptional } }),
);

export const authRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(declaredRoutes);

  // By hand: the client's Basic credentials are checked and a form body is read before validation, and the
  // document names the Basic scheme, none of which callRoutes does.
  const { login } = loginCalls;
  const check = answerChecker(login, app.config.checkAnswers);
  app.post(
    `/${login.path}`,
    {
      config: { access: login.access, rateLimit: authRateLimit(app.config) },
      preValidation: [
        async (request: FastifyRequest) => checkClientCredentials(request.headers.authorization, app.config),
        coerceFormNumbers,
      ],
      schema: {
        operationId: login.id,
        tags: [...login.tags],
        summary: login.summary,
        security: [{ client: [] }],
        body: login.body,
        response: { 200: Envelope(login.response) },
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
          check(
            await passwordGrant(app.db, app.config, request.ip, {
              username: body.username,
              password: body.password,
              parkId,
              userType: body.userType,
            }),
          ),
          doneIn(request, login.done),
        );
      }
      if (body.refresh_token === undefined) throw new AppError('缺少必填字段：refresh_token');
      return ok(
        check(
          await refreshGrant(app.db, app.config, request.ip, {
            refreshToken: body.refresh_token,
            parkId,
            userType: body.userType,
          }),
        ),
        doneIn(request, login.done),
      );
    },
  );
};
