import { Space } from 'antd';
import type { OrderRow } from '@/api/orders';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import type { SearchField } from '@/components/search-box/search-fields';
import { StatusTag } from '@/components/status-tag/status-tag';
import { ORDER_KINDS, ORDER_STATE_TONES, ORDER_STATES, ORDER_STATE_KEYS, orderStateLabel } from '@contract/order-states';
import { formatMoney } from '@/lib/money';
import { ordersCatalogue, type OrdersTexts } from './i18n/orders';
import { useTexts } from '@/stores/language';
import { serviceTypeName } from '@/lib/i18n/service-type-name';
import { contractWordNow } from '@/lib/i18n/contract-word-now';

const FEN_PER_YUAN = 100;


export function OrderStateTag({ row }: { row: Pick<OrderRow, 'kind' | 'state'> }) {
  return <StatusTag tone={ORDER_STATE_TONES[row.state]}>{orderStateLabel(row.kind, row.state)}</StatusTag>;
}

/** The state, and 超时 beside it when the order is past its service level (the park and the agency watch it). */
function StateWithOverdue({ row, showOverdue }: { row: Pick<OrderRow, 'kind' | 'state' | 'overdue'>; showOverdue: boolean }) {
  const texts = useTexts(ordersCatalogue);
  return (
    <Space size={4} wrap>
      <OrderStateTag row={row} />
      {showOverdue && row.overdue && <StatusTag tone="danger">{texts.list.overdue}</StatusTag>}
    </Space>
  );
}

export const fenText = (fen: number | null) => (fen === null ? '--' : formatMoney(fen / FEN_PER_YUAN));
export const serviceTypeText = (type: string | null) => (type ? serviceTypeName(type) : '--');
export const providerText = (texts: OrdersTexts) => (row: Pick<OrderRow, 'provider' | 'mechanismName'>) => (row.provider === 'park' ? texts.list.park : (row.mechanismName ?? texts.list.agency));

/**
 * The columns every party sees; `party` adds the other side's name. The service type is in the filters and the
 * detail (the subject names the service); 超时 shows beside the state, so the list fits the console at 1280 px.
 */
export function orderColumns(party: 'company' | 'operator' | 'agency', texts: OrdersTexts): DataColumn<OrderRow>[] {
  const words = texts.list;
  return [
    { key: 'subjectTitle', title: words.subject, ellipsis: true },
    { key: 'kind', title: words.kind, width: COLUMN_WIDTHS.short, render: (row) => ORDER_KINDS[row.kind] ?? row.kind },
    ...(party === 'company' ? [] : [{ key: 'companyName', title: words.company } as DataColumn<OrderRow>]),
    ...(party === 'agency' ? [] : [{ key: 'provider', title: words.provider, ellipsis: true, render: providerText(texts) } as DataColumn<OrderRow>]),
    {
      key: 'state',
      title: words.state,
      width: party === 'company' ? COLUMN_WIDTHS.state : COLUMN_WIDTHS.stateWide,
      render: (row) => <StateWithOverdue row={row} showOverdue={party !== 'company'} />,
    },
    { key: 'amountFen', title: words.amount, width: COLUMN_WIDTHS.money, align: 'right', render: (row) => fenText(row.amountFen) },
    { key: 'createdAt', title: words.createdAt, format: 'datetime' },
  ];
}

export function orderSearchFields(party: 'company' | 'operator' | 'agency', texts: OrdersTexts): SearchField[] {
  const words = texts.list;
  return [
    { type: 'select', name: 'state', label: words.state, options: ORDER_STATE_KEYS.map((value) => ({ value, label: contractWordNow(ORDER_STATES[value]) })) },
    ...(party === 'agency' ? [] : [{ type: 'select', name: 'kind', label: words.kind, options: Object.entries(ORDER_KINDS).map(([value, label]) => ({ value, label: contractWordNow(label) })) } as SearchField]),
    ...(party === 'operator'
      ? ([
          { type: 'select', name: 'provider', label: words.provider, options: [{ value: 'park', label: words.park }, { value: 'agency', label: words.agency }] },
          { type: 'text', name: 'companyName', label: words.company },
        ] as SearchField[])
      : []),
    { type: 'date-range', name: 'date', label: words.date, keys: ['startDate', 'endDate'] },
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
