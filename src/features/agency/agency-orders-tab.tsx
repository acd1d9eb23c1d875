import { useNavigate } from 'react-router-dom';
import { callKey } from '@/api/call';
import { fetchParkOrders, orderCalls, type OrderPage, type OrderRow } from '@/api/orders';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { ORDER_STATE_TONES, ORDER_STATES, ORDER_STATE_KEYS, orderMachine, orderStateLabel } from '@contract/order-states';
import { formatMoney } from '@/lib/money';

const columns: DataColumn<OrderRow>[] = [
  { key: 'subjectTitle', title: '申请事项', ellipsis: true },
  { key: 'companyName', title: '申请企业' },
  { key: 'state', title: '状态', render: (row) => <StatusTag tone={ORDER_STATE_TONES[row.state]}>{orderStateLabel(row.kind, row.state)}</StatusTag> },
  { key: 'overdue', title: '时效', render: (row) => (row.overdue ? <StatusTag tone="danger">超时</StatusTag> : '正常') },
  { key: 'amountFen', title: '金额', render: (row) => (row.amountFen === null ? null : formatMoney(row.amountFen / 100)) },
  { key: 'createdAt', title: '申请时间', format: 'datetime' },
];

/** The orders tab of an agency's detail under agency-manage: the session park's orders routed to it. */
export function AgencyOrdersTab({ id }: { id: string }) {
  const navigate = useNavigate();
  const mechanismId = Number(id);
  const fetchPage: ListFetcher<OrderRow, OrderPage> = ({ pageNum, pageSize, filters }) =>
    fetchParkOrders({ mechanismId, pageNum, pageSize, ...(orderMachine.isState(filters.state) ? { state: filters.state } : {}) });
  return (
    <ListPage<OrderRow, OrderPage>
      fetch={fetchPage}
      queryKey={callKey(orderCalls.parkList, { body: { mechanismId } })}
      searchFields={[{ type: 'select', name: 'state', label: '状态', options: ORDER_STATE_KEYS.map((value) => ({ value, label: ORDER_STATES[value] })) }]}
      columns={columns}
      rowKey="id"
      actions={[{ key: 'view', label: '查看', run: (row) => navigate(`/serviceOrderDetail?id=${row.id}&parkId=${row.parkId}`) }]}
      toolbar={(list) => list.result && <StatusTag tone={list.result.overdue > 0 ? 'danger' : 'success'}>超时未办 {list.result.overdue} 单</StatusTag>}
    />
  );
}
