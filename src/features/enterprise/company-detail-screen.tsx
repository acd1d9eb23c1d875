import { Alert } from 'antd';
import { useTexts } from '@/stores/language';
import { useSessionStore } from '@/stores/session';
import { enterpriseCatalogue } from './i18n/enterprise';
import { ManageRecordDetail } from './manage-record-detail';
import { RecordForm } from './record-form';
import { RecordLoading } from './record-loading';
import { useOwnRecord } from './use-own-record';

function OwnRecord() {
  const { info, record, missing } = useOwnRecord();
  const words = useTexts(enterpriseCatalogue).record;
  if (missing) return <Alert type="warning" showIcon title={words.noCompany} />;
  if (info.isError) return <RecordLoading query={info}>{() => null}</RecordLoading>;
  return <RecordLoading query={record}>{(data) => <RecordForm record={data} />}</RecordLoading>;
}

/**
 * Screen `companyManage-detail`. Front: the company's own record as a stepped form (the check-in form). Manage: a
 * company of the park read-only (`?companyId=`), with its audit and edit buttons.
 */
export function CompanyDetailScreen() {
  const host = useSessionStore((state) => state.hostKey);
  return host === 'manage' ? <ManageRecordDetail /> : <OwnRecord />;
}
