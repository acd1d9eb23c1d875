import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { loadError } from '@/api/queries/load-error';
import { AgencyProfileView } from './agency-profile-view';
import { AgencyStanding } from './agency-standing';
import { ownAgencyQuery } from './agency-queries';

/** Screen `org-info-detail`: the agency's profile in force, what a change waiting for audit changes marked 「变更为」. */
export function OrgInfoDetailScreen() {
  const navigate = useNavigate();
  const info = useQuery(ownAgencyQuery());
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const agency = info.data;
  return (
    <Card title="机构信息详情" extra={<Button onClick={() => navigate('/mechanism-info')}>返回</Button>}>
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <AgencyStanding agency={agency} />
        {agency.data ? (
          <AgencyProfileView profile={agency.data} regionName={agency.regionName} pending={agency.pending} pendingRegionName={agency.pendingRegionName ?? null} title="当前信息" />
        ) : (
          <Alert type="info" title="尚未填写机构信息" />
        )}
      </Space>
    </Card>
  );
}
