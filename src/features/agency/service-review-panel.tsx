import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { loadError } from '@/api/queries/load-error';
import type { AgencyServiceFields } from '@/contract/schemas/agency-service';
import { serviceStateTag } from './service-columns';
import { ServiceDetailView } from './service-detail-view';
import { serviceQuery } from './service-queries';

/** One service as the reviewer sees it: what is listed now and the change waiting for audit. */
export function ServiceReviewPanel({ id, onBack }: { id: string; onBack?: () => void }) {
  const info = useQuery(serviceQuery(id));
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const service = info.data;
  const shown = { ...service, serviceType: service.serviceType as AgencyServiceFields['serviceType'] };
  return (
    <Card title={<Space>{service.name}{serviceStateTag(service)}</Space>} extra={onBack && <Button onClick={onBack}>返回列表</Button>}>
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        {service.rejectReason && <Alert type="error" showIcon title={`驳回原因：${service.rejectReason}`} />}
        <ServiceDetailView service={shown} withAgency title={service.pending ? '上架中的内容' : undefined} />
        {service.pending && <ServiceDetailView service={service.pending} title="待审核的变更" />}
      </Space>
    </Card>
  );
}
