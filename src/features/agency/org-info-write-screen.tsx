import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate } from 'react-router-dom';
import { submitOwnAgency } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { useTexts } from '@/stores/language';
import { AgencyProfileForm } from './agency-profile-form';
import { OWN_AGENCY_KEY, ownAgencyQuery } from './agency-queries';
import { agencyCatalogue } from './i18n/agency';

const HOME = '/mechanism-info';

/** Screen `org-info-write`: the agency completes or changes its profile and submits it for audit. */
export function OrgInfoWriteScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const info = useQuery(ownAgencyQuery());
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const agency = info.data;
  const waiting = agency.state === 'submitted' || agency.pending !== null;
  return (
    <Card title={agency.state === 'incomplete' ? texts.profile.complete : texts.profile.change}>
      {waiting ? (
        <Alert type="warning" showIcon title={texts.profile.underReview} />
      ) : (
        <>
          {agency.state === 'approved' && <Alert type="info" showIcon title={texts.profile.changeNote} style={{ marginBottom: 16 }} />}
          <AgencyProfileForm
            initial={agency.data}
            submitText={texts.submitForReview}
            onCancel={() => navigate(HOME)}
            onSave={async (fields) => {
              await submitOwnAgency({ ...fields, version: agency.version });
              void invalidate(OWN_AGENCY_KEY);
              void message.success(texts.submittedForReview);
              navigate(HOME);
            }}
          />
        </>
      )}
    </Card>
  );
}
