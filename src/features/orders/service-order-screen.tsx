import { fetchParkOrders, orderCalls } from '@/api/orders';
import { useMayCall } from '@/stores/access';
import { ServiceLevelButton } from './service-level-dialog';
import type { ParkOrderListQuery } from '@contract/schemas/orders';
import { OrderList } from './order-list';
import { PARK_ORDER_LIST_KEY } from './orders-queries';

/** Screen `serviceOrder`: every application of the session's park, service and policy alike. */
export function ServiceOrderScreen() {
  const mayRoute = useMayCall(orderCalls.setServiceLevel);
  return (
    <OrderList
      countOverdue
      party="operator"
      queryKey={PARK_ORDER_LIST_KEY}
      load={(query) => fetchParkOrders(query as ParkOrderListQuery)}
      detailPath="/serviceOrderDetail"
      toolbar={<ServiceLevelButton editable={mayRoute} />}
    />
  );
}
