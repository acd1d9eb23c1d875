import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { ORDER_STATES, type OrderState } from '@contract/order-states';
import { VoucherOrderTable } from './voucher-order-table';

const FILTERS: { value: OrderState | 'all'; label: string }[] = [
  { value: 'all', label: '全部' },
  ...(['submitted', 'contracted', 'delivered', 'completed', 'redeeming', 'redeemed', 'cancelled', 'declined'] as const).map((s) => ({
    value: s,
    label: s === 'submitted' ? '待签合同' : s === 'completed' ? '已确认待核销' : ORDER_STATES[s],
  })),
];

/** Screen `voucher-order` (agent): the voucher orders for the agency's services: contract, delivery, redemption. */
export function VoucherOrderScreen() {
  const [state, setState] = useState<OrderState | 'all'>('all');
  return (
    <Card title="服务券订单" extra={<Segmented<OrderState | 'all'> value={state} onChange={setState} options={FILTERS} />}>
      <VoucherOrderTable scope="agency" filter={state === 'all' ? {} : { state }} />
    </Card>
  );
}

/** Screen `end-sale-uncomfirm` (agent): delivered orders the company has not confirmed yet. */
export function EndSaleUnconfirmScreen() {
  return (
    <Card title="待企业确认的服务券订单">
      <VoucherOrderTable scope="agency" filter={{ unconfirmed: true }} />
    </Card>
  );
}

/** The agent's `vouchers-manage-action`: the redemption desk, orders the company confirmed (request) and those waiting. */
export function AgencyRedemptionScreen() {
  const [state, setState] = useState<'completed' | 'redeeming' | 'redeemed'>('completed');
  return (
    <Card
      title="服务券核销"
      extra={
        <Segmented
          value={state}
          onChange={(v) => setState(v as typeof state)}
          options={[{ value: 'completed', label: '可申请核销' }, { value: 'redeeming', label: '核销待审核' }, { value: 'redeemed', label: '已核销' }]}
        />
      }
    >
      <VoucherOrderTable scope="agency" filter={{ state }} />
    </Card>
  );
}
