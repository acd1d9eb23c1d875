import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-server';

// The docs are made at their first request (server/lib/api-docs.ts), not at start: these are the first requests.
describe('the API docs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('answers concurrent first requests, Swagger UI and the document alike, without a session', async () => {
    const [page, document, copy] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/docs' }),
      app.inject({ method: 'GET', url: '/api/openapi.json' }),
      app.inject({ method: 'GET', url: '/api/docs/json' }),
    ]);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    expect(document.statusCode).toBe(200);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/json; charset=utf-8');
    const paths = Object.keys(document.json().paths);
    expect(paths).toContain('/api/files/upload');
    expect(Object.keys(copy.json().paths)).toEqual(paths);
    expect(copy.body).toBe(document.body);
  });

  it('serves Swagger UI’s files, and a path it does not hold as the API’s 404', async () => {
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const head = await app.inject({ method: 'HEAD', url: '/api/docs/static/swagger-ui.css' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(head.body).toBe('');
    const missing = await app.inject({ method: 'GET', url: '/api/docs/static/nothing-here.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, msg: '接口不存在' });
  });

  it('answers a refused file through the app’s error handler, in its envelope', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/docs/static/%00' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: 0, msg: 'Forbidden', data: null });
  });
});
