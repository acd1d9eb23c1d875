import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { enterpriseCalls, type RecordCompany } from '@/api/enterprise';
import { useInvalidate } from '@/api/queries/invalidate';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useMayCall, useMayOpen } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { enterpriseCatalogue } from './i18n/enterprise';
import { AuditDialog } from './audit-dialog';
import { AUDIT_LIST_KEY, RECORD_KEY, recordQuery } from './enterprise-queries';
import { RecordLoading } from './record-loading';
import { isWaiting } from './record-state';
import { RecordView } from './record-view';
import { StateBanner } from './state-banner';
import { useRecordTarget } from './use-record-target';

const awaitsAudit = (company: RecordCompany) => isWaiting(company) || company.changePending;

/** A company of the park read-only, for the park's operators: 通过 / 驳回 while it waits for audit, 编辑 otherwise. */
export function ManageRecordDetail() {
  const navigate = useNavigate();
  const { companyId, parkId } = useRecordTarget();
  const record = useQuery({ ...recordQuery(parkId, companyId), enabled: companyId > 0 && parkId > 0 });
  const mayAudit = useMayCall(enterpriseCalls.audit);
  const mayEdit = useMayOpen('companyManage-edit');
  const invalidate = useInvalidate();
  const [pass, setPass] = useState<boolean | null>(null);
  const words = useTexts(enterpriseCatalogue).record;
  const shared = useTexts(sharedCatalogue);

  if (!companyId) return <Alert type="warning" showIcon title={words.chooseToView} />;
  return (
    <RecordLoading query={record}>
      {({ company, models }) => (
        <Card
          title={company.name}
          extra={
            <Space>
              {mayAudit && awaitsAudit(company) && (
                <>
                  <Button type="primary" onClick={() => setPass(true)}>{shared.pass}</Button>
                  <Button danger onClick={() => setPass(false)}>{shared.reject}</Button>
                </>
              )}
              {mayEdit && <Button onClick={() => navigate(`/companyManage-edit?companyId=${company.id}&parkId=${company.parkId}`)}>{words.edit}</Button>}
            </Space>
          }
        >
          <StateBanner company={company} own={false} />
          <RecordView models={models} />
          <AuditDialog
            target={pass === null ? null : { ...company, kind: isWaiting(company) ? 'apply' : 'change' }}
            pass={pass ?? true}
            onClose={() => setPass(null)}
            onDone={() => {
              setPass(null);
              void invalidate(RECORD_KEY, AUDIT_LIST_KEY);
            }}
          />
        </Card>
      )}
    </RecordLoading>
  );
}
