import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { callKey } from '@/api/call';
import { fetchParkOrders, orderCalls, type OrderPage, type OrderRow } from '@/api/orders';
import type { DataColumn } from '@/components/data-table/data-table';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { ORDER_STATE_TONES, ORDER_STATES, ORDER_STATE_KEYS, orderMachine, orderStateLabel } from '@contract/order-states';
import { formatMoney } from '@/lib/money';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

const columns = ({ orders, normal }: AgencyTexts): DataColumn<OrderRow>[] => [
  { key: 'subjectTitle', title: orders.subject, ellipsis: true },
  { key: 'companyName', title: orders.company },
  { key: 'state', title: orders.state, render: (row) => <StatusTag tone={ORDER_STATE_TONES[row.state]}>{orderStateLabel(row.kind, row.state)}</StatusTag> },
  { key: 'overdue', title: orders.timeliness, render: (row) => (row.overdue ? <StatusTag tone="danger">{orders.overdue}</StatusTag> : normal) },
  { key: 'amountFen', title: orders.amount, render: (row) => (row.amountFen === null ? null : formatMoney(row.amountFen / 100)) },
  { key: 'createdAt', title: orders.createdAt, format: 'datetime' },
];

/** The orders tab of an agency's detail under agency-manage: the session park's orders routed to it. */
export function AgencyOrdersTab({ id }: { id: string }) {
  const navigate = useNavigate();
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const mechanismId = Number(id);
  const parts = useMemo(
    () => ({
      columns: columns(texts),
      searchFields: [{ type: 'select' as const, name: 'state', label: texts.orders.state, options: ORDER_STATE_KEYS.map((value) => ({ value, label: word(ORDER_STATES[value]) })) }],
    }),
    [texts, word],
  );
  const fetchPage: ListFetcher<OrderRow, OrderPage> = ({ pageNum, pageSize, filters }) =>
    fetchParkOrders({ mechanismId, pageNum, pageSize, ...(orderMachine.isState(filters.state) ? { state: filters.state } : {}) });
  return (
    <ListPage<OrderRow, OrderPage>
      fetch={fetchPage}
      queryKey={callKey(orderCalls.parkList, { body: { mechanismId } })}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={[{ key: 'view', label: texts.view, run: (row) => navigate(`/serviceOrderDetail?id=${row.id}&parkId=${row.parkId}`) }]}
      toolbar={(list) => list.result && <StatusTag tone={list.result.overdue > 0 ? 'danger' : 'success'}>{texts.orders.overdueCount(list.result.overdue)}</StatusTag>}
    />
  );
}
