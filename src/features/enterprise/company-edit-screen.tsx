import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Tabs, message } from 'antd';
import { useNavigate } from 'react-router-dom';
import { saveRecordStep, type CompanyRecord } from '@/api/enterprise';
import { useInvalidate } from '@/api/queries/invalidate';
import { LeaveGuard } from '@/components/schema-form/leave-guard';
import { useTexts } from '@/stores/language';
import { useSessionStore } from '@/stores/session';
import { enterpriseCatalogue } from './i18n/enterprise';
import { RECORD_KEY, recordQuery } from './enterprise-queries';
import { startingAnswers } from './record-fields';
import { StateBanner } from './state-banner';
import { StepForm } from './step-form';
import { RecordLoading } from './record-loading';
import { useRecordTarget } from './use-record-target';
import { CompanyDetailScreen } from './company-detail-screen';

// An operator's edit: every model a tab, each saved on its own and applied at once (logged on the server).
function OperatorEdit({ record }: { record: CompanyRecord }) {
  const { company, models } = record;
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [dirty, setDirty] = useState(false);
  const words = useTexts(enterpriseCatalogue).record;
  const dirtySteps = useRef(new Set<string>());
  const onDirtyChange = useCallback((moduleKey: string, next: boolean) => {
    if (next) dirtySteps.current.add(moduleKey);
    else dirtySteps.current.delete(moduleKey);
    setDirty(dirtySteps.current.size > 0);
  }, []);
  const back = () => navigate(`/companyManage-detail?companyId=${company.id}&parkId=${company.parkId}`);

  return (
    <Card title={words.editTitle(company.name)}>
      <StateBanner company={company} own={false} />
      <Tabs
        items={models.map((model) => ({
          key: model.moduleKey,
          label: model.name,
          forceRender: true,
          children: (
            <StepForm
              model={model}
              initial={model.data ?? startingAnswers(model)}
              onDirtyChange={onDirtyChange}
              actions={[
                {
                  key: 'save',
                  label: words.save,
                  primary: true,
                  validate: true,
                  run: async (data) => {
                    await saveRecordStep(company.parkId, company.id, model.moduleKey, { data, isCommit: 1 });
                    void message.success(words.saved(model.name));
                    void invalidate(RECORD_KEY);
                  },
                },
                { key: 'back', label: words.back, move: back },
              ]}
            />
          ),
        }))}
      />
      <LeaveGuard dirty={dirty} shouldBlock={() => dirtySteps.current.size > 0} />
    </Card>
  );
}

function ManageEdit() {
  const { companyId, parkId } = useRecordTarget();
  const record = useQuery({ ...recordQuery(parkId, companyId), enabled: companyId > 0 && parkId > 0 });
  const words = useTexts(enterpriseCatalogue).record;
  if (!companyId) return <Alert type="warning" showIcon title={words.chooseToEdit} />;
  return <RecordLoading query={record}>{(data) => <OperatorEdit record={data} />}</RecordLoading>;
}

/** Screen `companyManage-edit`. Manage: an operator edits a company's record (`?companyId=`). Front: the company's own form. */
export function CompanyEditScreen() {
  const host = useSessionStore((state) => state.hostKey);
  return host === 'manage' ? <ManageEdit /> : <CompanyDetailScreen />;
}
