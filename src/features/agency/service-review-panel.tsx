import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { agencyServiceCalls, type AgencyServiceDetail } from '@/api/agency-services';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { useMayCall } from '@/stores/access';
import { serviceStateTag } from './service-columns';
import { AuditDialog } from './audit-dialog';
import { ServiceDetailView } from './service-detail-view';
import { SERVICE_INFO_KEY, SERVICE_LIST_KEY, serviceQuery } from './service-queries';

/** A first submission or a change to a listed service: what the audit decides. */
const awaitsAudit = (service: AgencyServiceDetail) => service.state === 'submitted' || (service.state === 'approved' && service.pending !== null);

/** One service as the reviewer sees it: what is listed now, the change waiting for audit marked 「变更为」, and 通过 / 驳回. */
export function ServiceReviewPanel({ id, onBack }: { id: string; onBack?: () => void }) {
  const info = useQuery(serviceQuery(id));
  const mayAudit = useMayCall(agencyServiceCalls.audit);
  const invalidate = useInvalidate();
  const [pass, setPass] = useState<boolean | null>(null);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const service = info.data;
  const shown = { ...service, serviceType: service.serviceType as AgencyServiceFields['serviceType'] };
  return (
    <Card
      title={<Space>{service.name}{serviceStateTag(service)}</Space>}
      extra={
        <Space>
          {mayAudit && awaitsAudit(service) && (
            <>
              <Button type="primary" onClick={() => setPass(true)}>通过</Button>
              <Button danger onClick={() => setPass(false)}>驳回</Button>
            </>
          )}
          {onBack && <Button onClick={onBack}>返回列表</Button>}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        {service.rejectReason && <Alert type="error" showIcon title={`驳回原因：${service.rejectReason}`} />}
        <ServiceDetailView service={shown} withAgency pending={service.pending} />
      </Space>
      <AuditDialog kind="service"
        target={pass === null ? null : service}
        pass={pass ?? true}
        onClose={() => setPass(null)}
        onDone={() => {
          setPass(null);
          void invalidate(SERVICE_LIST_KEY, SERVICE_INFO_KEY);
        }}
      />
    </Card>
  );
}
