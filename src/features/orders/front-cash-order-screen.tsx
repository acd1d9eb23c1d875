import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fetchMyOrders } from '@/api/orders';
import type { MyOrderListQuery } from '@contract/schemas/orders';
import { OrderList } from './order-list';
import { MY_ORDER_LIST_KEY } from './orders-queries';
import { ordersCatalogue } from './i18n/orders';
import { useTexts } from '@/stores/language';

/** Screen `front-cash-order`: the company's own service and policy applications, and the ways to what it can apply for. */
export function FrontCashOrderScreen() {
  const navigate = useNavigate();
  const texts = useTexts(ordersCatalogue);
  return (
    <OrderList
      party="company"
      queryKey={MY_ORDER_LIST_KEY}
      load={(query) => fetchMyOrders(query as MyOrderListQuery)}
      detailPath="/front-cashOrderDetail"
      toolbar={
        <Space>
          <Button type="primary" onClick={() => navigate('/front-createCashOrder')}>{texts.list.apply}</Button>
          <Button onClick={() => navigate('/front-policy')}>{texts.list.policies}</Button>
          <Button onClick={() => navigate('/front-services')}>{texts.list.services}</Button>
        </Space>
      }
    />
  );
}
