import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { enterpriseCalls, type RecordCompany } from '@/api/enterprise';
import { useInvalidate } from '@/api/queries/invalidate';
import { useMayCall, useMayOpen } from '@/stores/access';
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

  if (!companyId) return <Alert type="warning" showIcon title="请从企业列表选择要查看的企业" />;
  return (
    <RecordLoading query={record}>
      {({ company, models }) => (
        <Card
          title={company.name}
          extra={
            <Space>
              {mayAudit && awaitsAudit(company) && (
                <>
                  <Button type="primary" onClick={() => setPass(true)}>通过</Button>
                  <Button danger onClick={() => setPass(false)}>驳回</Button>
                </>
              )}
              {mayEdit && <Button onClick={() => navigate(`/companyManage-edit?companyId=${company.id}&parkId=${company.parkId}`)}>编辑</Button>}
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
