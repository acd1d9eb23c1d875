// Paged list calls take { pageNum, pageSize, ...filters } and answer { list, total } (DESIGN.md §3); the schema of
// both is the contract's (src/contract/primitives.ts).
import { DEFAULT_PAGE_SIZE } from '../../src/contract/constants';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PageQuery, Paged } from '../../src/contract/primitives';

export type PageRequest = PageQuery;

export function pageWindow({ pageNum = 1, pageSize = DEFAULT_PAGE_SIZE }: PageRequest) {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/**
 * The filter's count as a column of the page: an uncounted subquery the planner runs once (an InitPlan), on the plan
 * the count had as a statement of its own.
 */
export const totalOf = (counted: SQLWrapper): SQL<number> => sql`${counted}`.mapWith(Number);

/**
 * A page and the filter's total in one statement: each row carries `pageTotal` (`totalOf(counted)` among its columns; `total` is a column of some tables).
 * Only a page past the end, which has no row to carry it, asks for the count alone.
 */
export async function pageOf<T extends { pageTotal: number }>(
  rows: PromiseLike<T[]>,
  counted: PromiseLike<{ total: number }[]>,
  offset: number,
): Promise<Paged<Omit<T, 'pageTotal'>>> {
  const found = await rows;
  const first = found[0];
  if (!first) return { list: [], total: offset > 0 ? ((await counted)[0]?.total ?? 0) : 0 };
  return { list: found.map(({ pageTotal: _total, ...row }) => row), total: first.pageTotal };
}
