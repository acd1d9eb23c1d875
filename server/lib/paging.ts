// Paged list calls take { pageNum, pageSize, ...filters } and answer { list, total } (DESIGN.md §3); the schema of
// both is the contract's (contract/primitives.ts).
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { PageQuery, Paged } from '@contract/primitives';

export type PageRequest = PageQuery;

export function pageWindow({ pageNum = 1, pageSize = DEFAULT_PAGE_SIZE }: PageRequest) {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/** A page's rows and the filter's count, queried side by side. */
export async function pageOf<T>(rows: PromiseLike<T[]>, counted: PromiseLike<{ total: number }[]>): Promise<Paged<T>> {
  const [list, totals] = await Promise.all([rows, counted]);
  return { list, total: totals[0]?.total ?? 0 };
}
