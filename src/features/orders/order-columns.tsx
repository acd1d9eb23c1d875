import { Space } from 'antd';
import type { OrderRow } from '@/api/orders';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import type { SearchField } from '@/components/search-box/search-fields';
import { StatusTag } from '@/components/status-tag/status-tag';
import { SERVICE_TYPES, type ServiceType } from '@contract/agency';
import { ORDER_KINDS, ORDER_STATE_TONES, ORDER_STATES, ORDER_STATE_KEYS, orderStateLabel } from '@contract/order-states';
import { formatMoney } from '@/lib/money';

const FEN_PER_YUAN = 100;


export function OrderStateTag({ row }: { row: Pick<OrderRow, 'kind' | 'state'> }) {
  return <StatusTag tone={ORDER_STATE_TONES[row.state]}>{orderStateLabel(row.kind, row.state)}</StatusTag>;
}

/** The state, and 超时 beside it when the order is past its service level (the park and the agency watch it). */
function StateWithOverdue({ row, showOverdue }: { row: Pick<OrderRow, 'kind' | 'state' | 'overdue'>; showOverdue: boolean }) {
  return (
    <Space size={4} wrap>
      <OrderStateTag row={row} />
      {showOverdue && row.overdue && <StatusTag tone="danger">超时</StatusTag>}
    </Space>
  );
}

export const fenText = (fen: number | null) => (fen === null ? '--' : formatMoney(fen / FEN_PER_YUAN));
export const serviceTypeText = (type: string | null) => (type ? (SERVICE_TYPES[type as ServiceType] ?? type) : '--');
export const providerText = (row: Pick<OrderRow, 'provider' | 'mechanismName'>) => (row.provider === 'park' ? '园区' : (row.mechanismName ?? '服务机构'));

/**
 * The columns every party sees; `party` adds the other side's name. The service type is in the filters and the
 * detail (the subject names the service); 超时 shows beside the state, so the list fits the console at 1280 px.
 */
export function orderColumns(party: 'company' | 'operator' | 'agency'): DataColumn<OrderRow>[] {
  return [
    { key: 'subjectTitle', title: '申请事项', ellipsis: true },
    { key: 'kind', title: '类型', width: COLUMN_WIDTHS.short, render: (row) => ORDER_KINDS[row.kind] ?? row.kind },
    ...(party === 'company' ? [] : [{ key: 'companyName', title: '申请企业' } as DataColumn<OrderRow>]),
    ...(party === 'agency' ? [] : [{ key: 'provider', title: '服务方', ellipsis: true, render: providerText } as DataColumn<OrderRow>]),
    {
      key: 'state',
      title: '状态',
      width: party === 'company' ? COLUMN_WIDTHS.state : COLUMN_WIDTHS.stateWide,
      render: (row) => <StateWithOverdue row={row} showOverdue={party !== 'company'} />,
    },
    { key: 'amountFen', title: '金额', width: COLUMN_WIDTHS.money, align: 'right', render: (row) => fenText(row.amountFen) },
    { key: 'createdAt', title: '申请时间', format: 'datetime' },
  ];
}

export function orderSearchFields(party: 'company' | 'operator' | 'agency'): SearchField[] {
  return [
    { type: 'select', name: 'state', label: '状态', options: ORDER_STATE_KEYS.map((value) => ({ value, label: ORDER_STATES[value] })) },
    ...(party === 'agency' ? [] : [{ type: 'select', name: 'kind', label: '类型', options: Object.entries(ORDER_KINDS).map(([value, label]) => ({ value, label })) } as SearchField]),
    ...(party === 'operator'
      ? ([
          { type: 'select', name: 'provider', label: '服务方', options: [{ value: 'park', label: '园区' }, { value: 'agency', label: '服务机构' }] },
          { type: 'text', name: 'companyName', label: '申请企业' },
        ] as SearchField[])
      : []),
    { type: 'date-range', name: 'date', label: '申请日期', keys: ['startDate', 'endDate'] },
  ];
}

const FILTER_KEYS = ['state', 'kind', 'provider', 'companyName', 'startDate', 'endDate'] as const;
export type OrderFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** The list call's filters from the URL's (strings; empty ones left out). */
export function orderFilters(filters: Record<string, string>): OrderFilters {
  const out: OrderFilters = {};
  for (const key of FILTER_KEYS) if (filters[key]) out[key] = filters[key];
  return out;
}
