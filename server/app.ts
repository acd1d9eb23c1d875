import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Db } from './db/client';
import { AppError } from './lib/errors';
import { fail as failIn } from './lib/envelope';
import type { FieldError } from '@contract/field-errors';
import { refusalIn } from './lib/refusals-en';
import { languageOfHeader } from '@contract/languages';
import { requireAccessDeclaration } from './lib/route-access';
import { serveApiDocs } from './lib/api-docs';
import { serveConsole } from './lib/console-files';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { bodyAjv, compileOnFirstUse, describeValidationError, paramsAjv, serializeOnFirstUse, validationFieldErrors } from './lib/validation';
import { apiRoutes } from './modules';
import { authenticate } from './modules/auth';
import { MessageStreams } from './modules/messages';
import { messageBusFor } from './lib/message-bus-for';
import { fileStoreFor } from './lib/file-store-for';
import { withPluginName } from './lib/plugin-name';
import { makeHashesAt } from './lib/password';
import './lib/request-context';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: boolean | { level: string };
}

const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

// Builds the whole server without listening, so tests drive it with inject().
export async function buildApp({ config, db, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  makeHashesAt(config.passwordCost);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('fileStore', fileStoreFor(config));
  app.decorateRequest('user', null);
  app.decorate('messageStreams', new MessageStreams(db, messageBusFor(db)));
  // Open streams never go idle: they are ended before the server waits for its connections to close.
  app.addHook('preClose', () => app.messageStreams.close());
  // Deny by default: an /api route that does not declare who may call it fails registration.
  app.addHook('onRoute', requireAccessDeclaration);

  app.setValidatorCompiler(({ schema, httpPart }) => compileOnFirstUse(httpPart === 'body' ? bodyAjv : paramsAjv, schema));
  app.setSerializerCompiler(({ schema }) => serializeOnFirstUse(schema));
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // A refusal is not the route's answer: its compiled serializer would write `data: null` as the declared shape.
    reply.serializer(JSON.stringify);
    // Refusals and field errors answer in the caller's language (the console sends the one its user reads).
    const language = languageOfHeader(request.headers['accept-language']);
    const fail = (msg: string, code?: number | string, errors?: FieldError[]) =>
      failIn(refusalIn(language, msg), code, errors?.map((item) => ({ ...item, msg: refusalIn(language, item.msg) })));
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.message, error.code, error.errors));
    }
    if (error.validation) {
      const first = error.validation[0];
      const fields = validationFieldErrors(error.validation, error.validationContext, language);
      return reply.status(200).send(fail(first ? describeValidationError(first, language) : '请求参数不合法', 0, fields));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(200).send(fail('请求体不是合法的 JSON'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(fail('不支持的请求内容类型', 415));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(fail('请求内容过大', 413));
    }
    if (status === 429) {
      return reply.status(429).send(fail('请求过于频繁，请稍后再试', 429));
    }
    if (status >= 400 && status < 500) {
      return reply.status(200).send(fail(error.message || '请求参数不合法'));
    }
    request.log.error(error);
    return reply.status(500).send(fail('服务器内部错误，请稍后再试', 500));
  });

  await app.register(formbody, { bodyLimit: MAX_BODY_BYTES });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20 } });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(compress, { global: true, threshold: 1024 });
  serveApiDocs(app);

  // `streams`: the message streams open on this instance (issue 23 point 4).
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', streams: app.messageStreams.count }));

  app.addHook('onRequest', authenticate);
  for (const routes of apiRoutes) {
    await app.register(withPluginName(routes, routes.name), { prefix: '/api' });
  }

  serveConsole(app, config.distDir);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failIn(refusalIn(languageOfHeader(request.headers['accept-language']), request.url.startsWith('/api/') ? '接口不存在' : '页面不存在'), 404));
  });
  return app;
}
