import { useCallback, useEffect, useMemo } from 'react';
import { hashKey, keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { FilterValues } from '@/components/search-box/search-fields';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';

export interface ListResult<T> {
  list: T[];
  total: number;
}

/** Loads one page; the answer may carry more than the rows (e.g. the record they belong to), kept as `result`. */
export type ListFetcher<T, R extends ListResult<T> = ListResult<T>> = (query: { pageNum: number; pageSize: number; filters: FilterValues }) => Promise<R>;

export interface ListQueryOptions<T, R extends ListResult<T> = ListResult<T>> {
  fetch: ListFetcher<T, R>;
  /** The URL keys that are filters; other query keys are left alone. */
  filterKeys: string[];
  /**
   * The list's call and whatever else `fetch` depends on, e.g. `callKey(parkCalls.list)` or
   * `[...callKey(enterpriseFieldCalls.list), { modelId }]`; the page and filters are added to it. A change invalidates it to show
   * its effect. Without it the list is known by its route.
   */
  queryKey?: QueryKey;
}

export interface ListQuery<T, R extends ListResult<T> = ListResult<T>> {
  rows: T[];
  /** The page as the call answered it, while it is shown. */
  result: R | undefined;
  total: number;
  loading: boolean;
  error: string | null;
  page: number;
  pageSize: number;
  filters: FilterValues;
  search: (filters: FilterValues) => void;
  reset: () => void;
  changePage: (page: number, pageSize: number) => void;
  /** Loads the list again, with every other page and filter of it. */
  refresh: () => void;
}

const PAGE_KEY = 'pageNum';
const SIZE_KEY = 'pageSize';
const NO_ROWS: never[] = [];

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function messageOf(error: unknown, failed: string): string {
  return error instanceof Error && error.message ? error.message : failed;
}

/**
 * Filters and page live in the URL query, so back, reload and a shared link give the same list. Each page is cached
 * under the list's key: a list opened again shows at once and reloads behind, and a page being turned keeps the
 * previous rows until the next arrive.
 */
export function useListQuery<T, R extends ListResult<T> = ListResult<T>>({ fetch, filterKeys, queryKey }: ListQueryOptions<T, R>): ListQuery<T, R> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const texts = useTexts(sharedCatalogue);

  const page = positive(params.get(PAGE_KEY), 1);
  const pageSize = positive(params.get(SIZE_KEY), DEFAULT_PAGE_SIZE);
  const keySignature = filterKeys.join('\n');
  const filterSignature = JSON.stringify(
    keySignature.split('\n').flatMap((key) => {
      const value = params.get(key);
      return key && value ? [[key, value]] : [];
    }),
  );
  const filters = useMemo(() => Object.fromEntries(JSON.parse(filterSignature) as [string, string][]), [filterSignature]);

  // Callers write the key inline: its hash, not its identity, says when it changed.
  const listHash = hashKey(queryKey ?? ['list', pathname]);
  const listKey = useMemo(() => JSON.parse(listHash) as QueryKey, [listHash]);
  const query = useQuery({
    queryKey: [...listKey, { pageNum: page, pageSize, filters }],
    queryFn: () => fetch({ pageNum: page, pageSize, filters }),
    placeholderData: keepPreviousData,
  });

  // As before this hook used a cache: rows stay while a page loads, an error replaces them and clears on a retry.
  const loading = query.isFetching;
  const error = query.isError && !loading ? messageOf(query.error, texts.loadFailed) : null;
  const rows = error || !query.data ? NO_ROWS : (query.data.list ?? NO_ROWS);
  const total = error ? 0 : (query.data?.total ?? 0);
  const result = error ? undefined : query.data;

  const write = useCallback(
    (nextFilters: FilterValues | null, nextPage: number, nextSize: number) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (nextFilters) {
          keySignature.split('\n').forEach((key) => next.delete(key));
          Object.entries(nextFilters).forEach(([key, value]) => value && next.set(key, value));
        }
        if (nextPage > 1) next.set(PAGE_KEY, String(nextPage));
        else next.delete(PAGE_KEY);
        if (nextSize !== DEFAULT_PAGE_SIZE) next.set(SIZE_KEY, String(nextSize));
        else next.delete(SIZE_KEY);
        return next;
      });
    },
    [setParams, keySignature],
  );

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: listKey }), [queryClient, listKey]);
  // 查询 with unchanged filters on page 1 leaves the URL as it is, so it reloads explicitly.
  const search = useCallback(
    (nextFilters: FilterValues) => {
      const unchanged = page === 1 && JSON.stringify(Object.entries(nextFilters).sort()) === JSON.stringify(Object.entries(filters).sort());
      if (unchanged) refresh();
      else write(nextFilters, 1, pageSize);
    },
    [write, refresh, page, pageSize, filters],
  );
  const reset = useCallback(() => search({}), [search]);
  const changePage = useCallback(
    (nextPage: number, nextSize: number) => write(null, nextSize === pageSize ? nextPage : 1, nextSize),
    [write, pageSize],
  );

  // After deleting the last row of the last page, step back to the page that still has rows.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const settled = !loading && !error && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && rows.length === 0 && page > lastPage && total > 0) write(null, lastPage, pageSize);
  }, [settled, rows.length, page, lastPage, total, pageSize, write]);

  return { rows, result, total, loading, error, page, pageSize, filters, search, reset, changePage, refresh };
}
