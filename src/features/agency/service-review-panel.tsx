import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { agencyServiceCalls, type AgencyServiceDetail } from '@/api/agency-services';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { useMayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { serviceStateTag } from './service-columns';
import { AuditDialog } from './audit-dialog';
import { ServiceDetailView } from './service-detail-view';
import { SERVICE_INFO_KEY, SERVICE_LIST_KEY, serviceQuery } from './service-queries';
import { agencyCatalogue } from './i18n/agency';

/** A first submission or a change to a listed service: what the audit decides. */
const awaitsAudit = (service: AgencyServiceDetail) => service.state === 'submitted' || (service.state === 'approved' && service.pending !== null);

/** One service as the reviewer sees it: what is listed now, the change waiting for audit marked 「变更为」, and 通过 / 驳回. */
export function ServiceReviewPanel({ id, onBack }: { id: string; onBack?: () => void }) {
  const info = useQuery(serviceQuery(id));
  const mayAudit = useMayCall(agencyServiceCalls.audit);
  const invalidate = useInvalidate();
  const [pass, setPass] = useState<boolean | null>(null);
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const service = info.data;
  const shown = { ...service, serviceType: service.serviceType as AgencyServiceFields['serviceType'] };
  return (
    <Card
      title={<Space>{service.name}{serviceStateTag(service, texts)}</Space>}
      extra={
        <Space>
          {mayAudit && awaitsAudit(service) && (
            <>
              <Button type="primary" onClick={() => setPass(true)}>{texts.pass}</Button>
              <Button danger onClick={() => setPass(false)}>{texts.reject}</Button>
            </>
          )}
          {onBack && <Button onClick={onBack}>{texts.back}</Button>}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        {service.rejectReason && <Alert type="error" showIcon title={texts.rejectReason(service.rejectReason)} />}
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
