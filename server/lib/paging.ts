// Paged list calls take { pageNum, pageSize, ...filters } and answer { list, total } (DESIGN.md §3); the schema of
// both is the contract's (contract/primitives.ts).
import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { PageQuery, Paged } from '@contract/primitives';
import type { Conn } from './db';

export type PageRequest = PageQuery;

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow({ pageNum = 1, pageSize = DEFAULT_PAGE_SIZE }: PageRequest): PageWindow {
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

type Counted = PromiseLike<{ total: number }[]> & SQLWrapper;

/** A count for pageOf made only if it is read (past a page's end): a list whose page is compiled once builds it then. */
export const countWhenRead = (make: () => PromiseLike<{ total: number }[]>): PromiseLike<{ total: number }[]> => ({
  then: (done, failed) => make().then(done, failed),
});

/** The total as a page's column (withTotal); a select shared by a page and a single row takes it optionally. */
export type PageTotal = ReturnType<typeof withTotal>;

/** A select that still takes its window: what `paged` is handed, filtered and ordered but not yet cut. */
interface Unwindowed {
  limit(limit: number): { offset(offset: number): PromiseLike<unknown[]> };
}
type RowOf<Q extends Unwindowed> = Awaited<ReturnType<ReturnType<Q['limit']>['offset']>>[number] & Partial<Totalled>;

/**
 * Every paged list in one shape: `rows` selects the page's columns beside `total` (the count as a column, withTotal),
 * filtered and ordered; the window is cut here and the total read as pageOf says. `counted` is the filter's count
 * (`countOf`, or a select of `{ total: count() }` over the joins the filter needs).
 */
export function paged<Q extends Unwindowed>(window: PageWindow, counted: Counted, rows: (total: PageTotal) => Q) {
  const page = rows(withTotal(counted)).limit(window.limit).offset(window.offset) as PromiseLike<RowOf<Q>[]>;
  return pageOf(page, counted, window.offset);
}

/** The count of one table's rows under a filter: the `counted` of a list that needs no join to filter. */
export const countOf = (conn: Conn, table: PgTable, where: SQL | undefined) => conn.select({ total: count() }).from(table).where(where);
