import { Card, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { ORDER_STATES, type OrderState } from '@contract/order-states';
import { VoucherOrderTable } from './voucher-order-table';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

const filters = ({ common, orders }: VouchersTexts): { value: OrderState | 'all'; label: string }[] => [
  { value: 'all', label: common.all },
  ...(['submitted', 'contracted', 'delivered', 'completed', 'redeeming', 'redeemed', 'cancelled', 'declined'] as const).map((s) => ({
    value: s,
    label: s === 'submitted' ? orders.toContract : s === 'completed' ? orders.toRedeem : ORDER_STATES[s],
  })),
];

/** Screen `voucher-order` (agent): the voucher orders for the agency's services: contract, delivery, redemption. */
export function VoucherOrderScreen() {
  const [state, setState] = useState<OrderState | 'all'>('all');
  const texts = useTexts(vouchersCatalogue);
  const options = useMemo(() => filters(texts), [texts]);
  return (
    <Card title={texts.orders.title} extra={<Segmented<OrderState | 'all'> value={state} onChange={setState} options={options} />}>
      <VoucherOrderTable scope="agency" filter={state === 'all' ? {} : { state }} />
    </Card>
  );
}

/** Screen `end-sale-uncomfirm` (agent): delivered orders the company has not confirmed yet. */
export function EndSaleUnconfirmScreen() {
  const texts = useTexts(vouchersCatalogue);
  return (
    <Card title={texts.orders.unconfirmedTitle}>
      <VoucherOrderTable scope="agency" filter={{ unconfirmed: true }} />
    </Card>
  );
}

/** The agent's `vouchers-manage-action`: the redemption desk, orders the company confirmed (request) and those waiting. */
export function AgencyRedemptionScreen() {
  const [state, setState] = useState<'completed' | 'redeeming' | 'redeemed'>('completed');
  const { orders } = useTexts(vouchersCatalogue);
  return (
    <Card
      title={orders.redemptionTitle}
      extra={
        <Segmented
          value={state}
          onChange={(v) => setState(v as typeof state)}
          options={[{ value: 'completed', label: orders.mayRedeem }, { value: 'redeeming', label: orders.redeeming }, { value: 'redeemed', label: orders.redeemed }]}
        />
      }
    >
      <VoucherOrderTable scope="agency" filter={{ state }} />
    </Card>
  );
}
