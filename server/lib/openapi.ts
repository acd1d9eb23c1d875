import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { Envelope } from '@contract/primitives';

// The published document (/api/openapi.json). OpenAPI 3.1 schemas are JSON Schema 2020-12, so the contract's
// `type: ['string', 'null']` and numeric `exclusiveMinimum` pass through unchanged.

// A refusal's envelope: code names the cause, msg says it in Chinese, data is null.
const refusal = (description: string) => ({ description, ...Envelope(Type.Null()) });

const UNAUTHORIZED = refusal('未登录、登录已失效或客户端凭据错误（code 401 时刷新令牌后重试，4001 时重新登录）');
const FORBIDDEN = refusal('无权调用：主机类型不符或缺少所需权限');
const NOT_FOUND = refusal('路径中的资源不存在');
const TOO_MANY = refusal('请求过于频繁，请稍后再试');

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `POST /api/v1/admin/park/info/:id` → `postV1AdminParkInfoById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return 'ByPath';
      if (segment.startsWith(':')) return `By${pascal(segment.slice(1))}`;
      return segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map(pascal).join('');
    });
  return method.toLowerCase() + words.join('');
}

const isPublicRoute = (schema: FastifySchema, route: RouteOptions) =>
  (route.config as { access?: { public?: boolean } } | undefined)?.access?.public === true ||
  (Array.isArray(schema.security) && schema.security.length === 0);

// Documents each operation's id and its 4xx answers. Only the document changes: the route's own schema, which
// Fastify compiled for validation and serialization, is left as it is.
function describeRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) {
  const method = [route.method].flat()[0] ?? 'get';
  const isPublic = isPublicRoute(schema ?? {}, route);
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const refusals: Record<number, object> = {};
  if (!isPublic) Object.assign(refusals, { 401: UNAUTHORIZED, 403: FORBIDDEN });
  else if (schema?.security?.length) refusals[401] = UNAUTHORIZED;
  if (/[:*]/.test(url)) refusals[404] = NOT_FOUND;
  if (rateLimited) refusals[429] = TOO_MANY;
  const response = { ...refusals, ...((schema?.response as object | undefined) ?? {}) };
  return {
    url,
    schema: {
      ...schema,
      operationId: schema?.operationId ?? operationIdOf(method, url),
      ...(isPublic && !schema?.security ? { security: [] } : {}),
      response,
    },
  };
}

interface PathItem {
  [method: string]: { parameters?: { name: string; in: string }[]; responses?: Record<string, unknown> };
}

// Every call answers HTTP 200 with its envelope, also when it refuses for a business reason.
const ANSWERED = { description: '已处理：code 为 1 表示成功；其他 code 为业务拒绝，msg 说明原因' };

// A wildcard route (`/files/*`) is published with a named parameter, `{path}`, as OpenAPI requires.
function nameWildcards(document: { paths?: Record<string, PathItem> }) {
  if (!document.paths) return document;
  const paths: Record<string, PathItem> = {};
  for (const [url, item] of Object.entries(document.paths)) {
    if (!url.includes('{*}')) {
      paths[url] = item;
      continue;
    }
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
      }
    }
    paths[url.replace('{*}', '{path}')] = item;
  }
  return { ...document, paths };
}

// A route without its own 200 schema is documented with the envelope's meaning rather than 'Default Response'.
function describeAnswers(document: { paths?: Record<string, PathItem> }) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['200'] = ANSWERED;
    }
  }
  return document;
}

export const openapiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Park Console API', version: '1.0.0', description: '园区管理平台接口（spec §7）' },
    servers: [{ url: '/', description: '本服务' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        client: { type: 'http', scheme: 'basic', description: '登录接口的客户端凭据' },
      },
    },
    security: [{ bearer: [] }],
  },
  transform: describeRoute,
  transformObject: (document) =>
    'openapiObject' in document
      ? describeAnswers(nameWildcards(document.openapiObject as { paths?: Record<string, PathItem> }))
      : document.swaggerObject,
};
