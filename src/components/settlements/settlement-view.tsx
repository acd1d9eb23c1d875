import { Space, Typography } from 'antd';
import type { SettlementDetail, SettlementOrder, SettlementRow } from '@/api/settlements';
import type { DataColumn } from '@/components/data-table/data-table';
import { DataTable } from '@/components/data-table/data-table';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { StatusTag } from '@/components/status-tag/status-tag';
import { SETTLEMENT_STATE_TONES, SETTLEMENT_STATES } from '@contract/settlement-states';
import { formatMoney } from '@/lib/money';

// The statement as every reader sees it (the agency, the park's cash-order screen, the agency-manage detail).

const FEN_PER_YUAN = 100;
export const yuanText = (fen: number) => formatMoney(fen / FEN_PER_YUAN);

export function SettlementStateTag({ state }: { state: SettlementRow['state'] }) {
  return <StatusTag tone={SETTLEMENT_STATE_TONES[state]}>{SETTLEMENT_STATES[state]}</StatusTag>;
}

export function settlementColumns(withAgency: boolean): DataColumn<SettlementRow>[] {
  return [
    { key: 'month', title: '结算月份' },
    ...(withAgency ? [{ key: 'mechanismName', title: '服务机构' } as DataColumn<SettlementRow>] : [{ key: 'parkName', title: '园区' } as DataColumn<SettlementRow>]),
    { key: 'orderCount', title: '订单数' },
    { key: 'amountFen', title: '结算金额', render: (row) => yuanText(row.amountFen) },
    { key: 'state', title: '状态', render: (row) => <SettlementStateTag state={row.state} /> },
    { key: 'submittedAt', title: '提交时间', format: 'datetime' },
    { key: 'paymentRef', title: '付款流水号' },
  ];
}

const items: DetailItem<SettlementDetail>[] = [
  { key: 'month', label: '结算月份' },
  { key: 'state', label: '状态', render: (s) => <SettlementStateTag state={s.state} /> },
  { key: 'mechanismName', label: '服务机构' },
  { key: 'parkName', label: '园区' },
  { key: 'orderCount', label: '订单数' },
  { key: 'amountFen', label: '结算金额', render: (s) => yuanText(s.amountFen) },
  { key: 'submittedAt', label: '提交时间', format: 'datetime' },
  { key: 'paidAt', label: '付款时间', format: 'datetime' },
  { key: 'paymentRef', label: '付款流水号' },
  { key: 'reason', label: '退回原因' },
];

const orderColumns: DataColumn<SettlementOrder>[] = [
  { key: 'id', title: '订单号' },
  { key: 'subjectTitle', title: '服务事项', ellipsis: true },
  { key: 'companyName', title: '服务企业' },
  { key: 'completedAt', title: '完成时间', format: 'datetime' },
  { key: 'amountFen', title: '回单金额', render: (o) => yuanText(o.amountFen), align: 'right' },
];

/** One statement: its figures and the orders it is the sum of. */
export function SettlementDetailView({ detail }: { detail: SettlementDetail }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <DetailView record={detail} items={items} />
      <Typography.Title level={5}>结算订单</Typography.Title>
      <DataTable rows={detail.orders} columns={orderColumns} rowKey="id" emptyText="本月暂无已完成的现金订单" />
      <Typography.Text strong>合计：{yuanText(detail.orders.reduce((sum, o) => sum + o.amountFen, 0))}</Typography.Text>
    </Space>
  );
}
