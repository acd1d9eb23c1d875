import { Space, Typography } from 'antd';
import type { SettlementDetail, SettlementOrder, SettlementRow } from '@/api/settlements';
import type { DataColumn } from '@/components/data-table/data-table';
import { DataTable } from '@/components/data-table/data-table';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { StatusTag } from '@/components/status-tag/status-tag';
import { SETTLEMENT_STATE_TONES, SETTLEMENT_STATES } from '@contract/settlement-states';
import { formatMoney } from '@/lib/money';
import { useContractWord } from '@/components/i18n/contract-word';
import { settlementsCatalogue, type SettlementsTexts } from '@/components/i18n/settlements';
import { useTexts } from '@/stores/language';

// The statement as every reader sees it (the agency, the park's cash-order screen, the agency-manage detail).

const FEN_PER_YUAN = 100;
export const yuanText = (fen: number) => formatMoney(fen / FEN_PER_YUAN);

export function SettlementStateTag({ state }: { state: SettlementRow['state'] }) {
  const word = useContractWord();
  return <StatusTag tone={SETTLEMENT_STATE_TONES[state]}>{word(SETTLEMENT_STATES[state])}</StatusTag>;
}

export function settlementColumns(withAgency: boolean, t: SettlementsTexts): DataColumn<SettlementRow>[] {
  return [
    { key: 'month', title: t.month },
    ...(withAgency ? [{ key: 'mechanismName', title: t.agency } as DataColumn<SettlementRow>] : [{ key: 'parkName', title: t.park } as DataColumn<SettlementRow>]),
    { key: 'orderCount', title: t.orderCount },
    { key: 'amountFen', title: t.amount, render: (row) => yuanText(row.amountFen) },
    { key: 'state', title: t.state, render: (row) => <SettlementStateTag state={row.state} /> },
    { key: 'submittedAt', title: t.submittedAt, format: 'datetime' },
    { key: 'paymentRef', title: t.paymentRef },
  ];
}

const detailItems = (t: SettlementsTexts): DetailItem<SettlementDetail>[] => [
  { key: 'month', label: t.month },
  { key: 'state', label: t.state, render: (s) => <SettlementStateTag state={s.state} /> },
  { key: 'mechanismName', label: t.agency },
  { key: 'parkName', label: t.park },
  { key: 'orderCount', label: t.orderCount },
  { key: 'amountFen', label: t.amount, render: (s) => yuanText(s.amountFen) },
  { key: 'submittedAt', label: t.submittedAt, format: 'datetime' },
  { key: 'paidAt', label: t.paidAt, format: 'datetime' },
  { key: 'paymentRef', label: t.paymentRef },
  { key: 'reason', label: t.reason },
];

const orderColumns = (t: SettlementsTexts): DataColumn<SettlementOrder>[] => [
  { key: 'id', title: t.orderId },
  { key: 'subjectTitle', title: t.subject, ellipsis: true },
  { key: 'companyName', title: t.company },
  { key: 'completedAt', title: t.completedAt, format: 'datetime' },
  { key: 'amountFen', title: t.receiptAmount, render: (o) => yuanText(o.amountFen), align: 'right' },
];

/** One statement: its figures and the orders it is the sum of. */
export function SettlementDetailView({ detail }: { detail: SettlementDetail }) {
  const t = useTexts(settlementsCatalogue);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <DetailView record={detail} items={detailItems(t)} />
      <Typography.Title level={5}>{t.orders}</Typography.Title>
      <DataTable rows={detail.orders} columns={orderColumns(t)} rowKey="id" emptyText={t.noOrders} />
      <Typography.Text strong>{t.total(yuanText(detail.orders.reduce((sum, o) => sum + o.amountFen, 0)))}</Typography.Text>
    </Space>
  );
}
