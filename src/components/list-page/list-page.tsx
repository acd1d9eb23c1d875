import { useState, type Key, type ReactNode } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { actionsWidth } from '@/components/data-table/column-widths';
import { Dialog } from '@/components/dialog/dialog';
import { Pager } from '@/components/pager/pager';
import { SearchBox } from '@/components/search-box/search-box';
import { urlKeysOf, type SearchField } from '@/components/search-box/search-fields';
import { claimRefusal } from '@/api/errors';
import { useInvalidate } from '@/api/queries/invalidate';
import { useCallGate } from '@/stores/access';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';
import { RowActions, type RowAction } from './row-actions';
import { useListQuery, type ListFetcher, type ListQuery, type ListResult } from './use-list-query';

export interface ListPageProps<T, R extends ListResult<T> = ListResult<T>> {
  fetch: ListFetcher<T, R>;
  /** The list's call and what `fetch` depends on besides page and filters (see useListQuery). */
  queryKey?: QueryKey;
  /** Other data the row actions change (e.g. counts shown by a parent list): invalidated with the list after each. */
  affects?: QueryKey[];
  columns: DataColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  searchFields?: SearchField[];
  actions?: RowAction<T>[];
  actionsTitle?: string;
  /** Buttons above the table (e.g. 新增); given the list so they can refresh it. */
  toolbar?: (list: ListQuery<T, R>) => ReactNode;
}

interface Pending<T> {
  action: RowAction<T>;
  row: T;
}

/** A row action's call, as its `run` started it. */
interface Running<T> {
  action: RowAction<T>;
  call: Promise<unknown>;
}

const NO_FIELDS: SearchField[] = [];

/** A list screen from a declaration: search, table, pager, row actions, loading, errors and URL state. */
export function ListPage<T extends object, R extends ListResult<T> = ListResult<T>>({
  fetch,
  queryKey,
  affects,
  columns,
  rowKey,
  searchFields = NO_FIELDS,
  actions = [],
  actionsTitle,
  toolbar,
}: ListPageProps<T, R>) {
  const texts = useTexts(sharedCatalogue);
  const list = useListQuery<T, R>({ fetch, queryKey, filterKeys: urlKeysOf(searchFields) });
  const invalidate = useInvalidate();
  const mayCall = useCallGate();
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const permitted = actions.filter((action) => !action.call || mayCall(action.call));

  const running = useMutation({
    mutationFn: ({ call }: Running<T>) => call,
    onMutate: () => setRefusal(null),
    onSuccess: () => setPending(null),
    onError: (failure, { action }) => {
      // A confirmed action refused stays in its dialog with the reason; without a dialog the client shows it.
      const reason = action.confirm ? claimRefusal(failure) : null;
      if (reason) setRefusal(reason);
      else setPending(null);
    },
    onSettled: () => {
      list.refresh();
      if (affects) void invalidate(...affects);
    },
  });

  // A `run` that returns no promise (a navigation) is no call: nothing to wait for or refresh.
  const execute = ({ action, row }: Pending<T>) => {
    const call = action.run(row);
    if (call instanceof Promise) running.mutate({ action, call });
  };

  const onAction = (action: RowAction<T>, row: T) => {
    if (action.confirm) setPending({ action, row });
    else execute({ action, row });
  };

  const allColumns: DataColumn<T>[] =
    permitted.length === 0
      ? columns
      : [
          ...columns,
          {
            key: '__actions',
            title: actionsTitle ?? texts.actions,
            fixed: 'right',
            width: actionsWidth(permitted.map((action) => action.label)),
            render: (row) => <RowActions row={row} actions={permitted} onAction={onAction} />,
          },
        ];
  // Until the first answer the table and pager say they are loading, not that there is nothing.
  const firstLoad = list.loading && list.result === undefined;

  const confirmText = pending ? (typeof pending.action.confirm === 'function' ? pending.action.confirm(pending.row) : pending.action.confirm) : '';

  return (
    <Flex vertical gap={12}>
      {searchFields.length > 0 && (
        <SearchBox fields={searchFields} values={list.filters} onSearch={list.search} onReset={list.reset} loading={list.loading} />
      )}
      {toolbar && <Flex gap={8}>{toolbar(list)}</Flex>}
      {list.error && (
        <Alert
          type="error"
          showIcon
          title={list.error}
          action={
            <Button size="small" onClick={list.refresh}>
              {texts.retry}
            </Button>
          }
        />
      )}
      <DataTable<T> rows={list.rows} columns={allColumns} rowKey={rowKey} loading={list.loading} page={list.page} pageSize={list.pageSize} />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.changePage} loading={firstLoad} />
      <Dialog
        title={texts.notice}
        open={pending !== null}
        confirmLoading={running.isPending}
        onOk={() => pending && execute(pending)}
        onCancel={() => {
          if (running.isPending) return;
          setPending(null);
          setRefusal(null);
        }}
        width={420}
        destroyOnHidden
      >
        {confirmText}
        {refusal && <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusal} />}
      </Dialog>
    </Flex>
  );
}
