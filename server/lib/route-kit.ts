import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static, TObject } from 'typebox';
import { IdParams } from '@contract/primitives';
import type { Db } from '../db/client';
import { ok } from './envelope';
import { contextOf, type RequestContext } from './request-context';
import type { RouteAccessConfig } from './route-access';

type Handler<T> = (db: Db, ctx: RequestContext, input: T) => Promise<unknown>;

export interface RouteKitOptions {
  tags: string[];
  // Who may read a row by id, and who may write or remove one.
  read: RouteAccessConfig;
  write: RouteAccessConfig;
  // The answer's msg after a removal; the envelope's default otherwise.
  removed?: string;
}

// The three route shapes a domain's screens repeat: read a row by id, write a body, remove a row by id.
// Each answers the service's result (null when it returns nothing) in the envelope.
export function routeKit(plugin: FastifyInstance, { tags, read, write, removed }: RouteKitOptions) {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  return {
    byId: (path: string, summary: string, handler: Handler<number>) =>
      app.get(path, { config: read, schema: { tags, summary, params: IdParams } }, async (request) =>
        ok((await handler(app.db, contextOf(request), request.params.id)) ?? null),
      ),
    remove: (path: string, summary: string, handler: Handler<number>) =>
      app.delete(path, { config: write, schema: { tags, summary, params: IdParams } }, async (request) =>
        ok((await handler(app.db, contextOf(request), request.params.id)) ?? null, removed),
      ),
    write: <S extends TObject>(method: 'post' | 'put', path: string, summary: string, body: S, handler: Handler<Static<S>>) =>
      app[method](path, { config: write, schema: { tags, summary, body } }, async (request) =>
        ok((await handler(app.db, contextOf(request), request.body as Static<S>)) ?? null, '保存成功'),
      ),
  };
}
