import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Space, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addService, updateService, type AgencyServiceDetail } from '@/api/agency-services';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { serviceStateTag } from './service-columns';
import { ServiceDetailView } from './service-detail-view';
import { ServiceForm } from './service-form';
import { OWN_SERVICE_LIST_KEY, SERVICE_INFO_KEY, serviceQuery } from './service-queries';

const HOME = '/service-content';

function ServiceStanding({ service }: { service: AgencyServiceDetail }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>状态：{serviceStateTag(service)}</Space>
      {service.rejectReason && <Alert type="error" showIcon title={`驳回原因：${service.rejectReason}`} />}
    </Space>
  );
}

function AddService() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [submit, setSubmit] = useState(true);
  return (
    <Card title="新增服务">
      <Checkbox checked={submit} onChange={(e) => setSubmit(e.target.checked)} style={{ marginBottom: 16 }}>
        保存后立即提交审核
      </Checkbox>
      <ServiceForm
        initial={null}
        submitText="保存"
        onCancel={() => navigate(HOME)}
        onSave={async (fields) => {
          await addService({ ...fields, submit });
          void invalidate(OWN_SERVICE_LIST_KEY);
          void message.success(submit ? '已提交审核' : '服务已保存');
          navigate(HOME);
        }}
      />
    </Card>
  );
}

function EditService({ id, viewOnly }: { id: string; viewOnly: boolean }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [submit, setSubmit] = useState(false);
  const info = useQuery(serviceQuery(id));
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const service = info.data;
  const waiting = service.state === 'submitted' || service.pending !== null;
  const listed = service.state === 'approved';
  const shown: AgencyServiceFields = { ...service, serviceType: service.serviceType as AgencyServiceFields['serviceType'] };
  if (viewOnly || waiting) {
    return (
      <Card title={service.name} extra={<Button onClick={() => navigate(HOME)}>返回列表</Button>}>
        <Space orientation="vertical" style={{ width: '100%' }} size="large">
          <ServiceStanding service={service} />
          {waiting && !viewOnly && <Alert type="warning" showIcon title="服务正在审核中，审核完成前不能修改" />}
          <ServiceDetailView service={shown} pending={service.pending} title={listed ? '上架中的内容' : undefined} />
        </Space>
      </Card>
    );
  }
  return (
    <Card title="编辑服务">
      <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
        <ServiceStanding service={service} />
        {listed ? (
          <Alert type="info" showIcon title="修改后需重新审核，审核期间服务仍按原内容上架" />
        ) : (
          <Checkbox checked={submit} onChange={(e) => setSubmit(e.target.checked)}>
            保存后立即提交审核
          </Checkbox>
        )}
      </Space>
      <ServiceForm
        initial={shown}
        submitText={listed ? '提交审核' : '保存'}
        onCancel={() => navigate(HOME)}
        onSave={async (fields) => {
          await updateService({ id: service.id, version: service.version, ...fields, submit });
          void invalidate(OWN_SERVICE_LIST_KEY, SERVICE_INFO_KEY);
          void message.success(listed || submit ? '已提交审核' : '服务已保存');
          navigate(HOME);
        }}
      />
    </Card>
  );
}

/** Screen `org-serve-write`: add a service, or (`?id=`) edit one; `&view=1` (or while audited) shows it read-only. */
export function OrgServeWriteScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <AddService />;
  return <EditService key={id} id={id} viewOnly={params.get('view') === '1'} />;
}
