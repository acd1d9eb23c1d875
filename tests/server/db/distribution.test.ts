import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLACEMENTS, placementName, type Placement } from '../../../server/db/placement';
import { testDatabase } from '../helpers/test-server';
import { runSql } from '../helpers/support';

type Rows<T> = Promise<T[]>;
const rows = async <T>(query: ReturnType<typeof sql>): Rows<T> => (await runSql(query)).rows as T[];

const nameOf = (p: Placement) => placementName(p.table);
const split = PLACEMENTS.filter((p) => p.kind !== 'global');

describe('every park table can be distributed by park_id (server/db/placement.ts, on the migrated database)', () => {
  let tables: string[];
  let parkColumns: Map<string, boolean>;
  let ledByPark: Map<string, string[]>;

  beforeAll(async () => {
    await testDatabase();
    tables = (await rows<{ name: string }>(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`)).map((r) => r.name);
    const columns = await rows<{ table: string; nullable: string }>(sql`select table_name as "table", is_nullable as nullable
      from information_schema.columns where table_schema = 'public' and column_name = 'park_id'`);
    parkColumns = new Map(columns.map((c) => [c.table, c.nullable === 'YES']));
    const indexes = await rows<{ table: string; index: string }>(sql`select t.relname as "table", i.relname as "index"
      from pg_index x
      join pg_class t on t.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
      where n.nspname = 'public' and a.attname = 'park_id'`);
    ledByPark = new Map();
    for (const { table, index } of indexes) ledByPark.set(table, [...(ledByPark.get(table) ?? []), index]);
  });

  it('places every table of the database exactly once', () => {
    const placed = PLACEMENTS.map(nameOf);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...tables].sort()).toEqual([...placed].sort());
  });

  it.each(split.map((p) => [nameOf(p), p] as const))('%s has a park_id and an index that starts with it', (name, placement) => {
    expect(parkColumns.has(name), `${name}.park_id`).toBe(true);
    const mayBeNull = placement.kind === 'park' && placement.platformRows !== undefined;
    expect(parkColumns.get(name), `${name}.park_id nullable`).toBe(mayBeNull);
    expect(ledByPark.get(name) ?? [], `an index of ${name} led by park_id`).not.toEqual([]);
  });

  it.each(PLACEMENTS.flatMap((p) => (p.kind === 'child' ? [[nameOf(p), p] as const] : [])))(
    '%s carries its parent’s park on the demo data',
    async (name, placement) => {
      if (placement.kind !== 'child') throw new Error('not a child');
      const parent = placementName(placement.parent);
      expect(PLACEMENTS.find((p) => p.table === placement.parent)?.kind, `${parent} is split by park`).toBe('park');
      const [counts] = await rows<{ rows: number; astray: number }>(sql.raw(`select count(*)::int as rows,
        (count(*) filter (where p.park_id is distinct from c.park_id))::int as astray
        from "${name}" c join "${parent}" p on p.id = c."${placement.via.name}"`));
      expect(counts?.rows, `demo rows in ${name}`).toBeGreaterThan(0);
      expect(counts?.astray).toBe(0);
    },
  );

  it('server/README.md lists the same placement', () => {
    const readme = readFileSync(new URL('../../../server/README.md', import.meta.url), 'utf8');
    const section = readme.split('\n## ').find((s) => s.startsWith('Past one database'));
    expect(section, 'the section "Past one database"').toBeDefined();
    const listed = (label: string) => {
      const line = section?.split('\n').find((l) => l.startsWith(`- **${label}**`)) ?? '';
      return [...line.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((n) => n !== 'park_id' && n !== 'user_id').sort();
    };
    const names = (keep: (p: Placement) => boolean) => PLACEMENTS.filter(keep).map(nameOf).sort();
    expect(listed('per park')).toEqual(names((p) => p.kind === 'park'));
    expect(listed('children')).toEqual(names((p) => p.kind === 'child'));
    expect(listed('reference')).toEqual(names((p) => p.kind === 'global' && p.as === 'reference'));
    expect(listed('by user')).toEqual(names((p) => p.kind === 'global' && p.as === 'user'));
    expect(listed('local')).toEqual(names((p) => p.kind === 'global' && p.as === 'local'));
  });
});
