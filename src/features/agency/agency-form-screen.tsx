import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addAgency, updateAgency, type AgencyProfile } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import type { FormField } from '@/components/schema-form/form-fields';
import { AgencyProfileForm } from './agency-profile-form';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY, agencyQuery } from './agency-queries';

const LIST = '/agency-manage';

// The sign-in account of a new agency; the server applies the password rules of every account.
const accountFields: FormField[] = [
  { type: 'text', name: 'username', label: '登录账号', required: true, maxLength: 20 },
  { type: 'text', name: 'password', label: '登录密码', required: true, maxLength: 64, extra: '8-64位，须同时包含字母和数字' },
];

/** Screen `agency-add`: an operator creates an agency with its sign-in account; approved and listed at once. */
export function AgencyAddScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  return (
    <Card title="新增机构">
      <AgencyProfileForm
        initial={null}
        leading={accountFields}
        onCancel={() => navigate(LIST)}
        onSave={async (fields, extra) => {
          await addAgency({ ...fields, username: String(extra.username ?? '').trim(), password: String(extra.password ?? '') });
          void invalidate(AGENCY_LIST_KEY);
          void message.success('服务机构已新增');
          navigate(LIST);
        }}
      />
    </Card>
  );
}

function EditForm({ agency }: { agency: AgencyProfile }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  return (
    <AgencyProfileForm
      initial={agency.data}
      onCancel={() => navigate(LIST)}
      onSave={async (fields) => {
        await updateAgency({ id: agency.id, version: agency.version, ...fields });
        void invalidate(AGENCY_LIST_KEY, AGENCY_DETAIL_KEY);
        void message.success('机构信息已保存');
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
  return (
    <Card title="编辑机构">
      {!id && <Alert type="error" showIcon title="未指定服务机构" />}
      {id && info.isPending && <Spin />}
      {id && info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {info.data && !info.isError && <EditForm key={id} agency={info.data} />}
    </Card>
  );
}
