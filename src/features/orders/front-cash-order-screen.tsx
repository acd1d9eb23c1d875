import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fetchMyOrders } from '@/api/orders';
import type { MyOrderListQuery } from '@contract/schemas/orders';
import { OrderList } from './order-list';
import { MY_ORDER_LIST_KEY } from './orders-queries';

/** Screen `front-cash-order`: the company's own service and policy applications, and the ways to what it can apply for. */
export function FrontCashOrderScreen() {
  const navigate = useNavigate();
  return (
    <OrderList
      party="company"
      queryKey={MY_ORDER_LIST_KEY}
      load={(query) => fetchMyOrders(query as MyOrderListQuery)}
      detailPath="/front-cashOrderDetail"
      toolbar={
        <Space>
          <Button type="primary" onClick={() => navigate('/front-createCashOrder')}>发起申请</Button>
          <Button onClick={() => navigate('/front-policy')}>园区政策</Button>
          <Button onClick={() => navigate('/front-services')}>机构服务</Button>
        </Space>
      }
    />
  );
}
