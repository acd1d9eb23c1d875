import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { captureCodes } from '../helpers/capture-codes';
import { runSql, sessionFor } from '../helpers/support';
import { resetDatabase, testApp } from '../helpers/test-server';
import type { Probe, ProbeKit } from './probe-kit';
import { mutatingRoutes } from './route-walk';

const codes = captureCodes();

interface ProbeFile {
  probes?: Record<string, Probe>;
  readOnlyPosts?: Record<string, string>;
}
const files = Object.values(import.meta.glob<ProbeFile>('../**/*.probes.ts', { eager: true }));
const probes: Record<string, Probe> = Object.assign({}, ...files.map((f) => f.probes ?? {}));
const READ_ONLY_POSTS: Record<string, string> = Object.assign({}, ...files.map((f) => f.readOnlyPosts ?? {}));

const lastLogId = async () => Number((await runSql(sql`select coalesce(max(id), 0) as id from operation_logs`)).rows[0]?.id ?? 0);

describe('every mutating route writes an operation-log entry', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 10_000 });
  });
  afterAll(() => app.close());

  it('has a probe or a stated read-only reason for every POST, PUT, PATCH and DELETE route', async () => {
    const routes = await mutatingRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const unaccounted = routes.filter((route) => !probes[route] && !READ_ONLY_POSTS[route]);
    expect(unaccounted, 'add a probe to tests/server/logs (or a read-only reason)').toEqual([]);
    const stale = [...Object.keys(probes), ...Object.keys(READ_ONLY_POSTS)].filter((key) => !routes.includes(key));
    expect(stale, 'probes for routes that no longer exist').toEqual([]);
  });

  // One database reset and one call per mutating route of every module: its time grows with the API.
  it('logs one entry or more, in the same call, for each probed route', async () => {
    const failures: string[] = [];
    for (const route of await mutatingRoutes()) {
      const probe = probes[route];
      if (!probe) continue;
      await resetDatabase();
      const parkId = Number((await runSql(sql`select up.park_id as id from user_parks up join users u on u.id = up.user_id where u.username = 'operator'`)).rows[0]?.id);
      const kit: ProbeKit = {
        parkId,
        admin: await sessionFor('admin', parkId),
        codeFor: async (verifyType, phone) => {
          await app.inject({ method: 'POST', url: `/api/v1/verifyCode/get/${verifyType}`, payload: { phone } });
          return codes.last(phone);
        },
      };
      const request = await probe(kit);
      const before = await lastLogId();
      const res = await app.inject(request);
      const succeeded = res.statusCode === 200 && (!String(res.headers['content-type'] ?? '').includes('json') || res.json().code === 1);
      const written = (await runSql(sql`select count(*)::int as n from operation_logs where id > ${before}`)).rows[0] as { n: number };
      if (!succeeded) failures.push(`${route}: probe failed ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (written.n < 1) failures.push(`${route}: succeeded without a log entry`);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
