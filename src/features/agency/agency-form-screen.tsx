import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addAgency, updateAgency, type AgencyProfile } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import type { FormField } from '@/components/schema-form/form-fields';
import { useTexts } from '@/stores/language';
import { AgencyProfileForm } from './agency-profile-form';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY, agencyQuery } from './agency-queries';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

const LIST = '/agency-manage';

// The sign-in account of a new agency; the server applies the password rules of every account.
const accountFields = ({ manage }: AgencyTexts): FormField[] => [
  { type: 'text', name: 'username', label: manage.username, required: true, maxLength: 20 },
  { type: 'text', name: 'password', label: manage.password, required: true, maxLength: 64, extra: manage.passwordExtra },
];

/** Screen `agency-add`: an operator creates an agency with its sign-in account; approved and listed at once. */
export function AgencyAddScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const texts = useTexts(agencyCatalogue);
  return (
    <Card title={texts.manage.add}>
      <AgencyProfileForm
        initial={null}
        leading={accountFields(texts)}
        onCancel={() => navigate(LIST)}
        onSave={async (fields, extra) => {
          await addAgency({ ...fields, username: String(extra.username ?? '').trim(), password: String(extra.password ?? '') });
          void invalidate(AGENCY_LIST_KEY);
          void message.success(texts.manage.added);
          navigate(LIST);
        }}
      />
    </Card>
  );
}

function EditForm({ agency }: { agency: AgencyProfile }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const texts = useTexts(agencyCatalogue);
  return (
    <AgencyProfileForm
      initial={agency.data}
      onCancel={() => navigate(LIST)}
      onSave={async (fields) => {
        await updateAgency({ id: agency.id, version: agency.version, ...fields });
        void invalidate(AGENCY_LIST_KEY, AGENCY_DETAIL_KEY);
        void message.success(texts.manage.saved);
        navigate(LIST);
      }}
    />
  );
}

/** Screen `agency-edit`: an operator corrects the profile in force of the agency named by `?id=`. */
export function AgencyEditScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const info = useQuery({ ...agencyQuery(id), enabled: Boolean(id) });
  const texts = useTexts(agencyCatalogue);
  return (
    <Card title={texts.manage.editTitle}>
      {!id && <Alert type="error" showIcon title={texts.manage.noAgency} />}
      {id && info.isPending && <Spin />}
      {id && info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {info.data && !info.isError && <EditForm key={id} agency={info.data} />}
    </Card>
  );
}
