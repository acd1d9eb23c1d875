import { sql } from 'drizzle-orm';
import { HOME_ROWS, type HomeKindKey } from '@contract/home';
import type { Conn } from '../../lib/db';
import type { TodoBranches } from '../../lib/module-face';

// Each module gives its kinds' selects (its face's `todos`, server/lib/module-face.ts), every one read on the index of
// its table's list (park or party, then state); all the kinds of a home are read in one statement.

export interface KindRow {
  kind: HomeKindKey;
  n: number;
  late: number;
  rows: { id: number; title: string; since: string; late: boolean; park: number; ref: number }[];
}

/** Every kind's count, overdue count and oldest rows, in one statement (one union branch per kind). */
export async function readHome(conn: Conn, branches: TodoBranches, kinds: HomeKindKey[]): Promise<KindRow[]> {
  const parts = kinds.flatMap((kind) => {
    const branch = branches[kind];
    return branch ? [sql`select ${kind}::text as kind, c.n, c.late, coalesce(r.rows, '[]'::json) as rows
    from (select count(*)::int as n, (count(*) filter (where b.late))::int as late from (${branch}) b) c,
      (select json_agg(t order by t.since, t.id) as rows from (select * from (${branch}) w order by w.since, w.id limit ${HOME_ROWS}) t) r`] : [];
  });
  if (parts.length === 0) return [];
  const result = await conn.execute(sql.join(parts, sql` union all `));
  return result.rows as unknown as KindRow[];
}
