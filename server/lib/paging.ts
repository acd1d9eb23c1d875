// Paged list calls take { pageNum, pageSize, ...filters } and answer { list, total } (DESIGN.md §3); the schema of
// both is the contract's (contract/primitives.ts).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { PageQuery, Paged } from '@contract/primitives';

export type PageRequest = PageQuery;

export function pageWindow({ pageNum = 1, pageSize = DEFAULT_PAGE_SIZE }: PageRequest) {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

export interface Totalled {
  pageTotal: number;
}

/**
 * The filter's count as a column of every page row, so that the page and its total are one statement: an
 * uncorrelated subquery, which the database runs once (an InitPlan) and which leaves the page's own plan as it was.
 */
export function withTotal(counted: SQLWrapper): { pageTotal: ReturnType<typeof totalColumn> } {
  return { pageTotal: totalColumn(counted) };
}

const totalColumn = (counted: SQLWrapper) => sql<number>`(${counted})`.mapWith(Number);

/**
 * A page whose rows carry the total (withTotal). A page past the end has no row to carry it: only then is the count
 * read on its own, and not even then on the first page, where no row means none at all. Rows selected without the
 * total are counted apart (the statement test names such a list).
 */
export async function pageOf<T extends Partial<Totalled>>(rows: PromiseLike<T[]>, counted: PromiseLike<{ total: number }[]>, offset: number): Promise<Paged<Omit<T, 'pageTotal'>>> {
  const found = await rows;
  const carried = found[0]?.pageTotal;
  const total = carried ?? (found.length || offset > 0 ? ((await counted)[0]?.total ?? 0) : 0);
  return { list: found.map(({ pageTotal: _total, ...row }) => row), total };
}
