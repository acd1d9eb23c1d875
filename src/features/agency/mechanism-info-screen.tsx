import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { loadError } from '@/api/queries/load-error';
import { useTexts } from '@/stores/language';
import { AgencyProfileView } from './agency-profile-view';
import { AgencyStanding } from './agency-standing';
import { ownAgencyQuery } from './agency-queries';
import { agencyCatalogue } from './i18n/agency';

/** Screen `mechanism-info`: the agency's home, where it stands and its profile. */
export function MechanismInfoScreen() {
  const navigate = useNavigate();
  const info = useQuery(ownAgencyQuery());
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const agency = info.data;
  const waiting = agency.state === 'submitted' || agency.pending !== null;
  const shown = agency.pending ?? agency.data;
  return (
    <Card
      title={texts.profile.title}
      extra={
        <Space>
          {agency.data && <Button onClick={() => navigate('/mechanism-info/org-info-detail')}>{texts.profile.viewDetail}</Button>}
          {!waiting && (
            <Button type="primary" onClick={() => navigate('/mechanism-info/org-info-write')}>
              {agency.state === 'incomplete' ? texts.profile.complete : texts.profile.change}
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <AgencyStanding agency={agency} />
        {shown && <AgencyProfileView profile={shown} regionName={(agency.pending && agency.pendingRegionName) || agency.regionName} />}
      </Space>
    </Card>
  );
}
