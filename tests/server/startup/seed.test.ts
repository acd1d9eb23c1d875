import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/seed';
import { testConfig, testDatabase } from '../helpers/test-server';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await (await testDatabase()).db.execute(query)).rows as T[];
}

describe('demo seed', () => {
  it('has parks in several provinces, each with a reachable logo and rooms', async () => {
    const parks = await rows<{ name: string; logo: string; province: string; rooms: number; enabled: boolean }>(sql`
      select p.name, p.logo, p.province_code as province, p.enabled, count(r.id)::int as rooms
      from parks p left join rooms r on r.park_id = p.id group by p.id order by p.id`);
    const enabled = parks.filter((p) => p.enabled);
    expect(enabled.length).toBeGreaterThanOrEqual(3);
    expect(new Set(enabled.map((p) => p.province)).size).toBe(enabled.length);
    for (const park of parks) {
      expect(park.rooms).toBeGreaterThan(0);
      expect(fs.existsSync(path.join('public', park.logo))).toBe(true);
    }
  });

  it('has companies in every check-in state, an agency and operation logs', async () => {
    const states = await rows<{ state: number | null }>(sql`select distinct state from companies`);
    expect(states.map((s) => s.state).sort()).toEqual([0, 1, 2, 3, null]);
    const [counts] = await rows<{ agencies: number; logs: number }>(sql`
      select (select count(*)::int from mechanisms) as agencies, (select count(*)::int from operation_logs) as logs`);
    expect(counts?.agencies).toBeGreaterThan(0);
    expect(counts?.logs).toBeGreaterThan(0);
  });

  it('has the five demo accounts of DESIGN.md §7', async () => {
    const users = await rows<{ username: string; type: number; parks: number; state: number | null; agency: boolean }>(sql`
      select u.username, u.user_type as type, (select count(*)::int from user_parks up where up.user_id = u.id) as parks,
        c.state, u.mechanism_id is not null as agency
      from users u left join companies c on c.id = u.company_id order by u.id`);
    expect(users).toEqual([
      { username: 'admin', type: 0, parks: 0, state: null, agency: false },
      { username: 'operator', type: 8, parks: 1, state: null, agency: false },
      { username: 'company', type: 9, parks: 0, state: 1, agency: false },
      { username: 'newcompany', type: 9, parks: 0, state: null, agency: false },
      { username: 'agency', type: 10, parks: 0, state: null, agency: true },
    ]);
  });

  it('seeds only an empty database', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from parks`);
    expect(await seedDemo((await testDatabase()).db, testConfig(), { passwordHash: 'unused' })).toBe(false);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from parks`)).toEqual(before);
  });
});
