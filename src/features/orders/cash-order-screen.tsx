import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fetchAgencyOrders, fetchParkOrders } from '@/api/orders';
import type { AgencyOrderListQuery, ParkOrderListQuery } from '@contract/schemas/orders';
import { useSessionStore } from '@/stores/session';
import { OrderList } from './order-list';
import { AGENCY_ORDER_LIST_KEY, PARK_ORDER_LIST_KEY } from './orders-queries';
import { SettlementPanel } from './settlement-panel';
import { ordersCatalogue } from './i18n/orders';
import { useTexts } from '@/stores/language';

const PARK_CASH_KEY = [...PARK_ORDER_LIST_KEY, 'service'] as const;

const SETTLEMENT_TAB = 'settlement';

/** Screen `cash-order`: the service applications and the cash settlement statements, of the park or of the agency. */
export function CashOrderScreen() {
  const host = useSessionStore((state) => state.hostKey);
  const [params, setParams] = useSearchParams();
  const texts = useTexts(ordersCatalogue);
  const tab = params.get('tab') === SETTLEMENT_TAB ? SETTLEMENT_TAB : 'orders';
  // Each tab's list keeps its page and filters in the URL: switching starts the other list afresh.
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setParams(key === SETTLEMENT_TAB ? { tab: key } : {})}
      items={[
        { key: 'orders', label: texts.list.ordersTab, children: <CashOrderList /> },
        { key: SETTLEMENT_TAB, label: texts.list.settlementTab, children: <SettlementPanel party={host === 'agent' ? 'agency' : 'operator'} /> },
      ]}
    />
  );
}

function CashOrderList() {
  const host = useSessionStore((state) => state.hostKey);
  if (host === 'agent') {
    return <OrderList countOverdue party="agency" queryKey={AGENCY_ORDER_LIST_KEY} load={(query) => fetchAgencyOrders(query as AgencyOrderListQuery)} detailPath="/cashOrderDetail" />;
  }
  return (
    <OrderList
      countOverdue
      party="operator"
      queryKey={PARK_CASH_KEY}
      load={(query) => fetchParkOrders({ ...(query as ParkOrderListQuery), kind: 'service' })}
      detailPath="/cashOrderDetail"
    />
  );
}
