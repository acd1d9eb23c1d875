import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/seed';
import { growEstate } from './estate-at-size';

// Times the list calls of the park estate at 100,000 rooms and 10,000 companies, on in-memory PGlite:
//   npx tsx bench/park-lists.ts
const RUNS = 30;

async function session(db: Awaited<ReturnType<typeof openDatabase>>['db'], username: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await db.execute(sql`
    insert into auth_sessions (user_id, park_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
    select u.id, coalesce((select min(park_id) from user_parks where user_id = u.id), (select min(id) from parks)), ${hash},
      now() + interval '1 hour', ${hash + 'r'}, now() + interval '1 day'
    from users u where username = ${username}`);
  return token;
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main() {
  const database = await openDatabase('memory://');
  await database.migrate();
  const config = { ...loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'park-bench-unused') }), distDir: path.join(os.tmpdir(), 'park-bench-no-dist') };
  await seedDemo(database.db, config);
  let start = process.hrtime.bigint();
  const { bigParkId: park } = await growEstate(database.db);
  console.log(`generated 100,000 rooms and 10,000 companies in ${(ms(start) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const admin = await session(database.db, 'admin');
  const operator = await session(database.db, 'operator');
  const calls: [string, string, 'GET' | 'POST', string, object?][] = [
    ['park list, first page (admin)', admin, 'POST', '/api/v1/admin/park/list', {}],
    ['park list, page 50 (admin)', admin, 'POST', '/api/v1/admin/park/list', { pageNum: 50 }],
    ['park list, by name', admin, 'POST', '/api/v1/admin/park/list', { name: '规模测试园区7' }],
    ['park list, by region', admin, 'POST', '/api/v1/admin/park/list', { provinceCode: '44', cityCode: '4403' }],
    ['room list, park of 20,000 rooms', operator, 'POST', '/api/v1/park/room/list', { parkId: park }],
    ['room list, page 1,000', operator, 'POST', '/api/v1/park/room/list', { parkId: park, pageNum: 1000 }],
    ['room list, one building', operator, 'POST', '/api/v1/park/room/list', { parkId: park, buildingId: 0 }],
    ['estate tree of that park', operator, 'GET', `/api/v1/park/estate/tree/${park}`],
    ['building select list', operator, 'GET', `/api/v1/park/building/select/list/${park}`],
  ];
  const tree = (await app.inject({ method: 'GET', url: `/api/v1/park/estate/tree/${park}`, headers: { authorization: `Bearer ${operator}` } })).json();
  const firstBuilding = tree.data.buildings.find((b: { number: string }) => b.number === 'G1');
  for (const call of calls) if (call[4] && 'buildingId' in call[4]) call[4] = { ...call[4], buildingId: firstBuilding.id };
  calls.push(['room select list of a floor', operator, 'GET', `/api/v1/park/room/select/list/${String(firstBuilding.floors[0].id)}`]);

  console.log('| call | median ms | p95 ms |\n|---|---|---|');
  for (const [label, token, method, url, payload] of calls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i += 1) {
      start = process.hrtime.bigint();
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      if (res.json().code !== 1) throw new Error(`${label}: ${res.body}`);
      if (i >= 3) times.push(ms(start));
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    console.log(`| ${label} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`);
  }
  await app.close();
  await database.close();
}

await main();
