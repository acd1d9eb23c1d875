import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Tabs, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { loadError } from '@/api/queries/load-error';
import { AGENCY_STATES } from '@/contract/agency';
import { AgencyOrdersTab } from './agency-orders-tab';
import { AgencyProfileView } from './agency-profile-view';
import { AgencyServicesTab } from './agency-services-tab';
import { AgencySettlementsTab } from './agency-settlements-tab';
import { agencyQuery } from './agency-queries';
import { StrengthView } from './strength-view';

/** An agency as the park sees it: where it stands, its profile in force and a change waiting for audit. */
export function AgencyDetailPanel({ id }: { id: string }) {
  const navigate = useNavigate();
  const info = useQuery(agencyQuery(id));
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const agency = info.data;
  return (
    <Card
      title={
        <Space>
          {agency.name}
          <Tag>{AGENCY_STATES[agency.state]}</Tag>
          <Tag color={agency.listed ? 'green' : 'default'}>{agency.listed ? '已上架' : '已下架'}</Tag>
          {agency.frozen && <Tag color="red">已冻结</Tag>}
        </Space>
      }
      extra={<Button onClick={() => navigate('/agency-manage')}>返回列表</Button>}
    >
      <Tabs
        items={[
          {
            key: 'profile',
            label: '机构资料',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }} size="large">
                {agency.rejectReason && <Alert type="error" showIcon title={`驳回原因：${agency.rejectReason}`} />}
                {agency.data ? <AgencyProfileView profile={agency.data} regionName={agency.regionName} title="机构信息" /> : <Alert type="info" title="机构尚未填写机构信息" />}
                {agency.pending && <AgencyProfileView profile={agency.pending} regionName={agency.regionName} title="待审核的变更" />}
                <StrengthView id={id} />
              </Space>
            ),
          },
          { key: 'services', label: '服务', children: <AgencyServicesTab id={id} /> },
          { key: 'orders', label: '订单', children: <AgencyOrdersTab id={id} /> },
          { key: 'settlements', label: '结算', children: <AgencySettlementsTab id={id} /> },
        ]}
      />
    </Card>
  );
}
