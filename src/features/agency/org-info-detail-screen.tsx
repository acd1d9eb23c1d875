import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { loadError } from '@/api/queries/load-error';
import { useTexts } from '@/stores/language';
import { AgencyProfileView } from './agency-profile-view';
import { AgencyStanding } from './agency-standing';
import { ownAgencyQuery } from './agency-queries';
import { agencyCatalogue } from './i18n/agency';

/** Screen `org-info-detail`: the agency's profile in force, what a change waiting for audit changes marked 「变更为」. */
export function OrgInfoDetailScreen() {
  const navigate = useNavigate();
  const info = useQuery(ownAgencyQuery());
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const agency = info.data;
  return (
    <Card title={texts.profile.detailTitle} extra={<Button onClick={() => navigate('/mechanism-info')}>{texts.profile.back}</Button>}>
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <AgencyStanding agency={agency} />
        {agency.data ? (
          <AgencyProfileView profile={agency.data} regionName={agency.regionName} pending={agency.pending} pendingRegionName={agency.pendingRegionName ?? null} title={texts.profile.current} />
        ) : (
          <Alert type="info" title={texts.profile.notFilled} />
        )}
      </Space>
    </Card>
  );
}
