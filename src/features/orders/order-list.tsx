import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderPage, OrderRow } from '@/api/orders';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { orderColumns, orderFilters, orderSearchFields, type OrderFilters } from './order-columns';
import { ORDER_DETAIL_KEY } from './orders-queries';
import { ordersCatalogue } from './i18n/orders';
import { useTexts } from '@/stores/language';

export interface OrderListProps {
  party: 'company' | 'operator' | 'agency';
  queryKey: readonly unknown[];
  load: (query: { pageNum: number; pageSize: number } & OrderFilters) => Promise<OrderPage>;
  /** Show how many open orders are past their service-level target (the park's and the agency's lists). */
  countOverdue?: boolean;
  /** The detail screen a row opens (`?id=` and the order's `parkId` are added). */
  detailPath: string;
  toolbar?: ReactNode;
}

/** The order list of one party: state, type and date filters (the park adds provider and company), newest first. */
export function OrderList({ party, queryKey, load, detailPath, toolbar, countOverdue = false }: OrderListProps) {
  const navigate = useNavigate();
  const texts = useTexts(ordersCatalogue);
  const searchFields = useMemo(() => orderSearchFields(party, texts), [party, texts]);
  const columns = useMemo(() => orderColumns(party, texts), [party, texts]);
  const fetchPage: ListFetcher<OrderRow, OrderPage> = ({ pageNum, pageSize, filters }) => load({ pageNum, pageSize, ...orderFilters(filters) });
  return (
    <ListPage<OrderRow, OrderPage>
      fetch={fetchPage}
      queryKey={queryKey}
      affects={[ORDER_DETAIL_KEY]}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      actions={[{ key: 'view', label: texts.list.view, run: (row) => navigate(`${detailPath}?id=${row.id}&parkId=${row.parkId}`) }]}
      toolbar={(list) => (
        <>
          {countOverdue && list.result && <StatusTag tone={list.result.overdue > 0 ? 'danger' : 'success'}>{texts.list.overdueCount(list.result.overdue)}</StatusTag>}
          {toolbar}
        </>
      )}
    />
  );
}
