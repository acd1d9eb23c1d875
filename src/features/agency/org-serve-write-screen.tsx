import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Space, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addService, updateService, type AgencyServiceDetail } from '@/api/agency-services';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { useTexts } from '@/stores/language';
import { agencyCatalogue } from './i18n/agency';
import { serviceStateTag } from './service-columns';
import { ServiceDetailView } from './service-detail-view';
import { ServiceForm } from './service-form';
import { OWN_SERVICE_LIST_KEY, SERVICE_INFO_KEY, serviceQuery } from './service-queries';

const HOME = '/service-content';

function ServiceStanding({ service }: { service: AgencyServiceDetail }) {
  const texts = useTexts(agencyCatalogue);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>{texts.service.stateLabel}{serviceStateTag(service, texts)}</Space>
      {service.rejectReason && <Alert type="error" showIcon title={texts.rejectReason(service.rejectReason)} />}
    </Space>
  );
}

function AddService() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [submit, setSubmit] = useState(true);
  const texts = useTexts(agencyCatalogue);
  return (
    <Card title={texts.service.add}>
      <Checkbox checked={submit} onChange={(e) => setSubmit(e.target.checked)} style={{ marginBottom: 16 }}>
        {texts.service.submitOnSave}
      </Checkbox>
      <ServiceForm
        initial={null}
        submitText={texts.save}
        onCancel={() => navigate(HOME)}
        onSave={async (fields) => {
          await addService({ ...fields, submit });
          void invalidate(OWN_SERVICE_LIST_KEY);
          void message.success(submit ? texts.submittedForReview : texts.service.saved);
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
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const service = info.data;
  const waiting = service.state === 'submitted' || service.pending !== null;
  const listed = service.state === 'approved';
  const shown: AgencyServiceFields = { ...service, serviceType: service.serviceType as AgencyServiceFields['serviceType'] };
  if (viewOnly || waiting) {
    return (
      <Card title={service.name} extra={<Button onClick={() => navigate(HOME)}>{texts.back}</Button>}>
        <Space orientation="vertical" style={{ width: '100%' }} size="large">
          <ServiceStanding service={service} />
          {waiting && !viewOnly && <Alert type="warning" showIcon title={texts.service.underReview} />}
          <ServiceDetailView service={shown} pending={service.pending} title={listed ? texts.service.listedContent : undefined} />
        </Space>
      </Card>
    );
  }
  return (
    <Card title={texts.service.editTitle}>
      <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
        <ServiceStanding service={service} />
        {listed ? (
          <Alert type="info" showIcon title={texts.service.changeNote} />
        ) : (
          <Checkbox checked={submit} onChange={(e) => setSubmit(e.target.checked)}>
            {texts.service.submitOnSave}
          </Checkbox>
        )}
      </Space>
      <ServiceForm
        initial={shown}
        submitText={listed ? texts.submitForReview : texts.save}
        onCancel={() => navigate(HOME)}
        onSave={async (fields) => {
          await updateService({ id: service.id, version: service.version, ...fields, submit });
          void invalidate(OWN_SERVICE_LIST_KEY, SERVICE_INFO_KEY);
          void message.success(listed || submit ? texts.submittedForReview : texts.service.saved);
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
