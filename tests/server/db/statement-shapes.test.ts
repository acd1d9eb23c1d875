import { and, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../../server/db/schema';
import type { Conn } from '../../../server/lib/db';
import { compiledPerShape, placeholdersOf, type Bound } from '../../../server/lib/statement-shapes';
import { testDatabase } from '../helpers/test-server';
import { compareCompiledLists } from './compiled-lists';

type Filter = { parkId: number; name?: string; state?: number | null };

const conditions = (filter: Bound<Filter>): SQL[] => [
  eq(companies.parkId, filter.parkId),
  ...(filter.name === undefined ? [] : [ilike(companies.name, filter.name)]),
  ...(filter.state === undefined ? [] : [filter.state === null ? isNull(companies.state) : eq(companies.state, filter.state)]),
];

describe('statements compiled once per shape', () => {
  it('builds a shape once per connection, fills in each call’s values, and keeps a null in the text', async () => {
    const { db } = await testDatabase();
    const built: string[] = [];
    const shapeOf = (filter: Filter) => `${Object.keys(filter).join(',')} ${filter.state === null ? 'null' : ''}`;
    const names = compiledPerShape(shapeOf, (conn: Conn, filter: Filter) => {
      built.push(shapeOf(filter));
      return conn.select({ name: companies.name }).from(companies).where(and(...conditions(placeholdersOf(filter)))).orderBy(companies.id);
    });
    const direct = async (filter: Filter) => (await db.select({ name: companies.name }).from(companies).where(and(...conditions(filter))).orderBy(companies.id)).map((r) => r.name);
    const compiled = async (filter: Filter) => (await names(db, filter).execute(filter)).map((r) => r.name);

    const [any] = await db.select({ parkId: companies.parkId, name: companies.name }).from(companies).limit(1);
    if (!any) throw new Error('the seed has no company');
    const filters: Filter[] = [
      { parkId: any.parkId },
      { parkId: any.parkId, name: `%${any.name.slice(0, 2)}%` },
      { parkId: any.parkId, name: '%no such company%' },
      { parkId: any.parkId + 1_000 },
      { parkId: any.parkId, state: null },
      { parkId: any.parkId, state: 2 },
    ];
    for (const filter of filters) expect(await compiled(filter)).toEqual(await direct(filter));
    expect(await compiled(filters[1]!)).toContain(any.name);
    // Four shapes (no filter, a name, a null state, a state): each built once, whatever its values.
    expect(built).toEqual(['parkId ', 'parkId,name ', 'parkId,state null', 'parkId,state ']);

    // A statement belongs to the connection it was prepared on: a transaction gets its own (the embedded engine has one
    // connection, so the expected rows are read before the transaction holds it).
    const all = await direct(filters[0]!);
    await db.transaction(async (tx) => {
      expect((await names(tx, filters[0]!).execute(filters[0]!)).map((r) => r.name)).toEqual(all);
    });
    expect(built).toHaveLength(5);
  });

  it('reads the park and log lists as the statements built at each call did, one text per shape however many parks the caller has', async () => {
    const { db } = await testDatabase();
    const { differences, withRows, calls, parkTexts, logTexts } = await compareCompiledLists(db);
    expect(differences).toEqual([]);
    expect(withRows).toBeGreaterThan(calls / 3);
    expect(parkTexts).toHaveLength(1);
    expect(logTexts).toHaveLength(1);
    expect([...parkTexts, ...logTexts].every((text) => /= any\(\$1::int\[\]\)/.test(text))).toBe(true);
  });
});
