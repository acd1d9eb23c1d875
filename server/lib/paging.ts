// Paged list calls take { pageNum, pageSize, ...filters } and answer { list, total } (DESIGN.md §3).
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const pagingProperties = {
  pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
} as const;

export interface PageRequest {
  pageNum?: number;
  pageSize?: number;
}

export function pageWindow({ pageNum = 1, pageSize = DEFAULT_PAGE_SIZE }: PageRequest) {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/** A page's rows and the filter's count, queried side by side. */
export async function pageOf<T>(rows: PromiseLike<T[]>, counted: PromiseLike<{ total: number }[]>): Promise<Paged<T>> {
  const [list, totals] = await Promise.all([rows, counted]);
  return { list, total: totals[0]?.total ?? 0 };
}
