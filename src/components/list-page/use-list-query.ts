import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@/contract/constants';
import type { FilterValues } from '@/components/search-box/search-fields';

export interface ListResult<T> {
  list: T[];
  total: number;
}

export type ListFetcher<T> = (query: { pageNum: number; pageSize: number; filters: FilterValues }) => Promise<ListResult<T>>;

export interface ListQueryOptions<T> {
  fetch: ListFetcher<T>;
  /** The URL keys that are filters; other query keys are left alone. */
  filterKeys: string[];
}

export interface ListQuery<T> {
  rows: T[];
  total: number;
  loading: boolean;
  error: string | null;
  page: number;
  pageSize: number;
  filters: FilterValues;
  search: (filters: FilterValues) => void;
  reset: () => void;
  changePage: (page: number, pageSize: number) => void;
  refresh: () => void;
}

const PAGE_KEY = 'pageNum';
const SIZE_KEY = 'pageSize';

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '加载失败';
}

/** Filters and page live in the URL query, so back, reload and a shared link give the same list. */
export function useListQuery<T>({ fetch, filterKeys }: ListQueryOptions<T>): ListQuery<T> {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<{ rows: T[]; total: number; loading: boolean; error: string | null }>({
    rows: [],
    total: 0,
    loading: true,
    error: null,
  });
  const [reloads, setReloads] = useState(0);
  const fetchRef = useRef(fetch);
  useEffect(() => {
    fetchRef.current = fetch;
  });

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

  useEffect(() => {
    let current = true;
    setState((prev) => ({ ...prev, loading: true, error: null }));
    fetchRef
      .current({ pageNum: page, pageSize, filters })
      .then((result) => {
        if (current) setState({ rows: result.list ?? [], total: result.total ?? 0, loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (current) setState((prev) => ({ ...prev, rows: [], loading: false, error: messageOf(error) }));
      });
    return () => {
      current = false;
    };
  }, [page, pageSize, filters, reloads]);

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

  const refresh = useCallback(() => setReloads((n) => n + 1), []);
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
  const lastPage = Math.max(1, Math.ceil(state.total / pageSize));
  useEffect(() => {
    if (!state.loading && !state.error && state.rows.length === 0 && page > lastPage && state.total > 0) {
      write(null, lastPage, pageSize);
    }
  }, [state, page, lastPage, pageSize, write]);

  return { ...state, page, pageSize, filters, search, reset, changePage, refresh };
}
