import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { openapiOptions } from './openapi';

const DOCS_PREFIX = '/api/docs';

// What the app's own reply sets; every other header of the docs' answer is passed on.
const OWN_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

// In the docs' instance a route only describes itself: a request it matches (the console's catch-all) is no page of
// the docs.
const notServedHere = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();

// An error in the docs' instance (a path its static files refuse, a document that cannot be made) is answered by the
// app's error handler, as when the docs were part of the app; keyed by the injected request.
const failures = new WeakMap<IncomingMessage, unknown>();

// The document and Swagger UI are made by an instance of their own, built at the first request for them: loading and
// registering @fastify/swagger and @fastify/swagger-ui cost about 0.19 s of every start (issue 22 point 5). It holds
// the app's routes as the app registered them, under the same options, so it publishes the same document.
async function buildDocsApp(routes: RouteOptions[], schemas: Map<string, unknown>): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  // The routes recorded include the HEAD routes Fastify added for each GET.
  const docs = Fastify({ exposeHeadRoutes: false });
  // The schemas are only read into the document here, never run: compiling them would cost seconds.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  docs.setErrorHandler((error, request, reply) => {
    failures.set(request.raw, error);
    reply.code(500).send();
  });
  await docs.register(swagger, openapiOptions);
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  for (const schema of schemas.values()) docs.addSchema(schema);
  for (const { method, url, schema, config, constraints, links } of routes) {
    docs.route({ method, url, schema, config, constraints, links, handler: notServedHere });
  }
  await docs.ready();
  return docs;
}

/** Serves /api/openapi.json and Swagger UI at /api/docs, made at their first request from the routes `app` registers. */
export function serveApiDocs(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  const instances: FastifyInstance[] = [];
  const schemas = new Map<string, unknown>();
  // Shared by concurrent first requests; a failed build is tried again at the next request.
  let docsApp: Promise<FastifyInstance> | null = null;
  const docs = () =>
    (docsApp ??= buildDocsApp(routes, schemas).catch((error: unknown) => {
      docsApp = null;
      throw error;
    }));

  app.get('/api/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => (await docs()).swagger());
  // Swagger UI's page, its assets and its copy of the document. A HEAD request is answered by Fastify, as for any GET.
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docs()).inject({ method: 'GET', url: request.url, headers: request.headers });
    if (failures.has(answer.raw.req)) throw failures.get(answer.raw.req);
    if (answer.statusCode === 404) return reply.callNotFound();
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !OWN_HEADERS.has(name)));
    // An empty body (a redirect's) is sent as none, without the type Fastify gives a buffer.
    return reply.code(answer.statusCode).headers(headers).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
  app.get(DOCS_PREFIX, forward);
  app.get(`${DOCS_PREFIX}/*`, forward);

  // Recorded from here on, as @fastify/swagger records them: each route by reference (Fastify completes a route's
  // options after its onRoute hooks run), the shared schemas of every plugin once all are registered. The routes
  // above are left out: the docs' instance has its own.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onRegister', (instance) => {
    instances.push(instance);
  });
  app.addHook('onReady', async () => {
    for (const instance of [...instances, app]) {
      for (const [id, schema] of Object.entries(instance.getSchemas())) schemas.set(id, schema);
    }
    instances.length = 0;
  });
  app.addHook('onClose', async () => {
    await docsApp?.then((built) => built.close(), () => undefined);
  });
}
