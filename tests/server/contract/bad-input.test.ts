import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basicAuth } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';

// Tried as a new user would (issue 12 §6): out-of-range numbers, NUL characters and over-long text sent to every
// operation of the published document must be refused with a message, never reach the database as a 500.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
}
interface Probe {
  label: string;
  params: Record<string, unknown>;
  body?: Record<string, unknown>;
}

const HUGE_NUMBERS = [1e20, 2 ** 53, 1e308, -1, 0];
const STRING_CANDIDATES = ['a', '1', 'abc', 'A1', '11', '1111', '111111', '13800000000', '1.0.0', 'https://park.example/x', '2026-01-01T00:00:00Z'];

const typeOf = (schema: JsonSchema) => [schema.type ?? schema.anyOf?.[0]?.type].flat()[0];

// A value the schema accepts, so that the one field under test is the only bad one.
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]));
    default: {
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      const fits = (s: string) => (!pattern || pattern.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
      return STRING_CANDIDATES.find(fits) ?? 'a';
    }
  }
}

function badValues(schema: JsonSchema): unknown[] {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return HUGE_NUMBERS;
  if (type === 'string' && !schema.enum) return ['a\u0000b', 'x'.repeat((schema.maxLength ?? 4000) + 1)];
  if (type === 'array' && schema.items && typeOf(schema.items) === 'integer') return HUGE_NUMBERS.map((n) => [n]);
  return [];
}

function probesOf(operation: Operation): Probe[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const params = Object.fromEntries(pathParams.map((p) => [p.name, sample(p.schema)]));
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = json ? (sample(json) as Record<string, unknown>) : undefined;
  const probes: Probe[] = [];
  for (const p of pathParams) {
    for (const value of badValues(p.schema)) probes.push({ label: `${p.name}=${String(value).slice(0, 20)}`, params: { ...params, [p.name]: value }, body });
  }
  for (const [key, schema] of Object.entries(json?.properties ?? {})) {
    for (const value of badValues(schema)) probes.push({ label: `${key}=${JSON.stringify(value).slice(0, 20)}`, params, body: { ...body, [key]: value } });
  }
  return probes;
}

const urlOf = (template: string, params: Record<string, unknown>) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])).replace(/%2F/g, '/'));

describe('bad input to every operation of the OpenAPI document', () => {
  let app: FastifyInstance;
  let bearer = '';
  // Front and agent calls refuse the admin before validation: they are probed again as the host kind they admit.
  let others: string[] = [];
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 100_000 });
  });
  // The database, sessions included, is restored before each test.
  beforeEach(async () => {
    bearer = `Bearer ${(await sessionFor('admin')).access_token}`;
    others = await Promise.all(['company', 'agency'].map(async (name) => `Bearer ${(await sessionFor(name)).access_token}`));
  });
  afterAll(() => app.close());

  const send = async (method: string, url: string, operation: Operation | null, body?: unknown) => {
    const client = operation?.security?.some((s) => 'client' in s);
    const options: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url, headers: { authorization: client ? basicAuth : bearer } };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    let res = await app.inject(options);
    for (const authorization of client ? [] : others) {
      if (res.statusCode !== 403) break;
      res = await app.inject({ ...options, headers: { authorization } });
    }
    return res;
  };

  // A walk over every operation of the document with every kind of bad input: thousands of calls, minutes on a
  // busy 2-core machine.
  it('never answers HTTP 500', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let probed = 0;
    let refused = 0;
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const probe of probesOf(operation)) {
          probed += 1;
          const res = await send(method, urlOf(template, probe.params), operation, probe.body);
          if (res.statusCode >= 500) failures.push(`${method.toUpperCase()} ${template} ${probe.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.statusCode === 200 && res.json().code === 0) refused += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(300);
    // Most probes must get past the session check to the validation they test.
    expect(refused / probed).toBeGreaterThan(0.8);
  }, 180_000);

  it.each([
    ['GET', '/api/v1/admin/logs/detail/1e20', undefined],
    ['PUT', '/api/v1/admin/park/setting/isvalid', { id: 2 ** 53, enabled: true }],
    ['PUT', '/api/v1/admin/park/setting/isvalid', { id: 1e308, enabled: true }],
    ['POST', '/api/v1/customerServiceManager/commitment', { content: '按时\u0000响应' }],
  ])('refuses %s %s with a message', async (method, url, body) => {
    const res = await send(method, url, null, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).not.toBe(1);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
