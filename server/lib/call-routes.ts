import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { isFileAnswer, type Call, type CallAnswer, type CallSpec } from '@contract/calls/define-call';
import { Envelope } from '@contract/primitives';
import type { Db } from '../db/client';
import { answerChecker } from './answer-check';
import { ok } from './envelope';
import { withPluginName } from './plugin-name';
import { doneIn } from './done-in';
import { badRequest } from './errors';
import { scopeForPark } from './park-scope';
import { contextOf, type RequestContext } from './request-context';

type Part<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S extends TSchema } ? { [P in K]: Static<S> } : unknown;

/** What a handler receives: the declared parts of the request, validated and typed by their schemas. */
export type CallRequest<C extends CallSpec> = Part<C, 'params'> & Part<C, 'query'> & Part<C, 'body'>;

/** What a handler of a file answer returns: the bytes and the name the user's browser saves them under. */
export interface FileAnswer {
  content: Buffer | Uint8Array;
  /** The file's name as the user sees it (UTF-8, `filename*`). */
  name: string;
  /** A plain ASCII name for clients that read only `filename`. */
  asciiName: string;
}

// What the wire carries as a string a handler may hold as a Date: both serializers write it as its ISO string.
type Sendable<T> = T extends string ? T | Date : T extends readonly (infer U)[] ? Sendable<U>[] : T extends object ? { [K in keyof T]: Sendable<T[K]> } : T;

type HandlerAnswer<C extends CallSpec> = CallAnswer<C> extends Blob ? FileAnswer : Sendable<CallAnswer<C>>;

/** What a handler may need of the request beyond its parts: its logger (bound to the request's id). */
export interface CallTrace {
  log: FastifyBaseLogger;
}

/** The one thing a route still writes by hand: what it does. It answers the declared response (the envelope's data). */
export type CallHandler<C extends CallSpec> = (db: Db, ctx: RequestContext, request: CallRequest<C>, trace: CallTrace) => Promise<HandlerAnswer<C>>;

export type CallHandlers<D extends Record<string, Call>> = { [K in keyof D]: CallHandler<D[K]> };

/**
 * What a few routes need beyond their declaration, all server policy rather than contract: a rate limit (sign-up,
 * codes, passwords), a step before validation (a body without fields that may be left out) and a larger body limit
 * (rich text).
 */
export interface CallRouteOptions {
  rateLimit?: { max: number; timeWindow: number };
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** The most bytes the body may have, above the app's default. */
  bodyLimit?: number;
}

/** Route options by call name, worked out from the app (its config) when the routes are registered. */
export type CallRouteOptionsOf<D extends Record<string, Call>> = (app: FastifyInstance) => { [K in keyof D]?: CallRouteOptions };

// The park a request names (a list's filter, a row's park), for the scope check of `park: 'scope'` calls.
function namedPark(input: Record<string, unknown>): number | null {
  for (const part of [input.body, input.query]) {
    const parkId = (part as { parkId?: unknown } | undefined)?.parkId;
    if (typeof parkId === 'number' && parkId > 0) return parkId;
  }
  return null;
}

// Park scope as declared: a 'session' call needs the session's park; a 'scope' call naming a park needs that park
// inside the caller's parks. Both refuse before the handler runs, so no handler can forget.
async function checkPark(db: Db, call: Call, ctx: RequestContext, input: Record<string, unknown>): Promise<void> {
  if (!('hosts' in call.access) || !call.access.park) return;
  if (call.access.park === 'session') {
    if (ctx.user && ctx.user.parkId === null) throw badRequest('请先选择园区');
    return;
  }
  const parkId = namedPark(input);
  if (parkId !== null && ctx.user?.hostKey === 'manage') await scopeForPark(db, ctx, parkId);
}

// A file answer goes out as itself, named for the browser's save dialog in both the ASCII and the UTF-8 form.
function sendFile(reply: FastifyReply, call: Call, file: FileAnswer) {
  const media = (call.response as { contentMediaType?: string }).contentMediaType ?? 'application/octet-stream';
  return reply
    .header('Content-Type', media)
    .header('Content-Disposition', `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(Buffer.from(file.content));
}

// The success msg as declared: said once, or worked out from the answer (a switch on or off) or the request (a save or a
// submit). The route answers it in the caller's language (doneIn).
const doneOf = (call: Call, answer: unknown, request: Record<string, unknown>): string | undefined =>
  typeof call.done === 'function' ? (call.done as (answer: unknown, request: unknown) => string)(answer, request) : call.done;

// One schema object per call however many apps the process builds (the server tests build one per file): Fastify
// normalizes it once, and the serializer compiled for its answer is found again (validation.ts serializeOnFirstUse).
const schemas = new WeakMap<Call, FastifySchema>();

function schemaOf(call: Call): FastifySchema {
  let schema = schemas.get(call);
  if (!schema) {
    schema = routeSchema(call);
    schemas.set(call, schema);
  }
  return schema;
}

function routeSchema(call: Call): FastifySchema {
  const media = (call.response as { contentMediaType?: string }).contentMediaType ?? 'application/octet-stream';
  const answer = isFileAnswer(call)
    ? { description: '文件', content: { [media]: { schema: { type: 'string', format: 'binary' } } } }
    : Envelope(call.response);
  return {
    operationId: call.id,
    tags: [...call.tags],
    summary: call.summary,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: { 200: answer },
  };
}

/**
 * A domain's routes from its declarations: registration fails for a declared call without a handler and for a
 * handler without a declaration. Each route answers its handler's result in the envelope, serialized by the
 * response schema; outside production the answer is first checked against that schema (server/lib/answer-check.ts).
 */
export function callRoutes<D extends Record<string, Call>>(calls: D, handlers: CallHandlers<D>, routeOptions?: CallRouteOptionsOf<D>): FastifyPluginAsync {
  const declared = Object.keys(calls);
  const handled = Object.keys(handlers);
  const unhandled = declared.filter((name) => !handled.includes(name));
  const undeclared = handled.filter((name) => !declared.includes(name));
  if (unhandled.length) throw new Error(`declared calls without a handler: ${unhandled.map((name) => calls[name]?.id).join(', ')}`);
  if (undeclared.length) throw new Error(`handlers without a declared call: ${undeclared.join(', ')}`);
  const routes: FastifyPluginAsync = async (plugin) => {
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const extras = routeOptions?.(plugin) ?? {};
    for (const name of declared) {
      const call = calls[name] as Call;
      const handler = handlers[name] as CallHandler<CallSpec>;
      const check = answerChecker(call, app.config.checkAnswers);
      const { rateLimit, preValidation, bodyLimit } = (extras as Record<string, CallRouteOptions | undefined>)[name] ?? {};
      app.route({
        method: call.method,
        url: `/${call.path}`,
        config: { access: call.access, ...(rateLimit ? { rateLimit } : {}) },
        ...(preValidation ? { preValidation } : {}),
        ...(bodyLimit ? { bodyLimit } : {}),
        schema: schemaOf(call),
        handler: async (request, reply) => {
          const ctx = contextOf(request);
          const input = { params: request.params, query: request.query, body: request.body } as Record<string, unknown>;
          await checkPark(app.db, call, ctx, input);
          const answer = await handler(app.db, ctx, input as CallRequest<CallSpec>, { log: request.log });
          if (isFileAnswer(call)) return sendFile(reply, call, answer as unknown as FileAnswer);
          return ok(check(answer ?? null), doneIn(request, doneOf(call, answer, input)));
        },
      });
    }
  };
  return withPluginName(routes, `routes of ${declared.map((name) => calls[name]?.id).join(', ')}`);
}
