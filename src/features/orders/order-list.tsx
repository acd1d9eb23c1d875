import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderPage, OrderRow } from '@/api/orders';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { orderColumns, orderFilters, orderSearchFields, type OrderFilters } from './order-columns';
import { ORDER_DETAIL_KEY } from './orders-queries';

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
  const fetchPage: ListFetcher<OrderRow, OrderPage> = ({ pageNum, pageSize, filters }) => load({ pageNum, pageSize, ...orderFilters(filters) });
  return (
    <ListPage<OrderRow, OrderPage>
      fetch={fetchPage}
      queryKey={queryKey}
      affects={[ORDER_DETAIL_KEY]}
      searchFields={orderSearchFields(party)}
      columns={orderColumns(party)}
      rowKey="id"
      actions={[{ key: 'view', label: '查看', run: (row) => navigate(`${detailPath}?id=${row.id}&parkId=${row.parkId}`) }]}
      toolbar={(list) => (
        <>
          {countOverdue && list.result && <StatusTag tone={list.result.overdue > 0 ? 'danger' : 'success'}>超时未办 {list.result.overdue} 单</StatusTag>}
          {toolbar}
        </>
      )}
    />
  );
}
