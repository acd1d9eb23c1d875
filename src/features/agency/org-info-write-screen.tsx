import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate } from 'react-router-dom';
import { submitOwnAgency } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { AgencyProfileForm } from './agency-profile-form';
import { OWN_AGENCY_KEY, ownAgencyQuery } from './agency-queries';

const HOME = '/mechanism-info';

/** Screen `org-info-write`: the agency completes or changes its profile and submits it for audit. */
export function OrgInfoWriteScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const info = useQuery(ownAgencyQuery());
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const agency = info.data;
  const waiting = agency.state === 'submitted' || agency.pending !== null;
  return (
    <Card title={agency.state === 'incomplete' ? '完善机构信息' : '修改机构信息'}>
      {waiting ? (
        <Alert type="warning" showIcon title="机构信息正在审核中，审核完成前不能修改" />
      ) : (
        <>
          {agency.state === 'approved' && <Alert type="info" showIcon title="修改后需重新审核，审核期间机构仍按原信息展示" style={{ marginBottom: 16 }} />}
          <AgencyProfileForm
            initial={agency.data}
            submitText="提交审核"
            onCancel={() => navigate(HOME)}
            onSave={async (fields) => {
              await submitOwnAgency({ ...fields, version: agency.version });
              void invalidate(OWN_AGENCY_KEY);
              void message.success('已提交审核');
              navigate(HOME);
            }}
          />
        </>
      )}
    </Card>
  );
}
