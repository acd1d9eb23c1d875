import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Steps, message } from 'antd';
import { saveRecordStep, withdrawApplication, type Answers, type CompanyRecord, type RecordModel } from '@/api/enterprise';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { LeaveGuard } from '@/components/schema-form/leave-guard';
import { COMPANY_USER_KEY, RECORD_KEY } from './enterprise-queries';
import { RecordView } from './record-view';
import { companyMayEdit, isApplying, isWaiting } from './record-state';
import { StateBanner } from './state-banner';
import { StepForm, type StepAction } from './step-form';
import { startingAnswers } from './record-fields';
import { useTexts } from '@/stores/language';
import { enterpriseCatalogue } from './i18n/enterprise';

/** The company's own record as a stepped form: one step per model of its park, 保存草稿 / 下一步 / 提交. */
export function RecordForm({ record }: { record: CompanyRecord }) {
  const { company, models } = record;
  const [current, setCurrent] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const dirtySteps = useRef(new Set<string>());
  const invalidate = useInvalidate();
  const words = useTexts(enterpriseCatalogue).form;

  const onDirtyChange = useCallback((moduleKey: string, next: boolean) => {
    if (next) dirtySteps.current.add(moduleKey);
    else dirtySteps.current.delete(moduleKey);
    setDirty(dirtySteps.current.size > 0);
  }, []);

  const save = async (model: RecordModel, data: Answers, isCommit: 0 | 1) => {
    const saved = await saveRecordStep(company.parkId, company.id, model.moduleKey, { data, isCommit });
    void message.success(words.outcomes[saved.outcome]);
    if (saved.outcome === 'submitted' || saved.outcome === 'pending') {
      dirtySteps.current.clear();
      setDirty(false);
      void invalidate(RECORD_KEY, COMPANY_USER_KEY);
    }
    return saved;
  };

  // A refusal: the HTTP client has already shown why.
  const withdrawal = useMutation({
    mutationFn: () => withdrawApplication(company.parkId, company.id),
    onSuccess: () => {
      setWithdrawing(false);
      void message.success(words.withdrawn);
      void invalidate(RECORD_KEY, COMPANY_USER_KEY);
    },
  });

  if (!companyMayEdit(company)) {
    const action = isWaiting(company) ? <Button onClick={() => setWithdrawing(true)}>{words.withdraw}</Button> : undefined;
    return (
      <Card title={company.name}>
        <StateBanner company={company} own action={action} />
        <RecordView models={models} />
        <Dialog title={words.withdrawTitle} open={withdrawing} confirmLoading={withdrawal.isPending} onOk={() => withdrawal.mutate()} onCancel={() => setWithdrawing(false)}>
          {words.withdrawQuestion}
        </Dialog>
      </Card>
    );
  }

  const last = models.length - 1;
  const actionsOf = (model: RecordModel, index: number): StepAction[] => {
    const actions: StepAction[] = [];
    if (index > 0) actions.push({ key: 'prev', label: words.prev, move: () => setCurrent(index - 1) });
    actions.push({ key: 'draft', label: words.draft, run: (data) => save(model, data, 0) });
    if (index < last) {
      actions.push({ key: 'next', label: words.next, primary: true, validate: true, run: async (data) => { await save(model, data, 1); setCurrent(index + 1); } });
    } else {
      actions.push({ key: 'submit', label: isApplying(company) ? words.submit : words.submitChange, primary: true, validate: true, run: (data) => save(model, data, 1) });
    }
    return actions;
  };

  return (
    <Card title={company.name}>
      <StateBanner company={company} own />
      <Steps current={current} onChange={setCurrent} items={models.map((m) => ({ title: m.name, description: m.audited && !isApplying(company) ? words.needsAudit : undefined }))} style={{ marginBottom: 24 }} />
      {models.map((model, index) => (
        <StepForm
          key={`${model.moduleKey}:${company.version}`}
          model={model}
          initial={startingAnswers(model)}
          actions={actionsOf(model, index)}
          hidden={index !== current}
          onDirtyChange={onDirtyChange}
        />
      ))}
      <LeaveGuard dirty={dirty} shouldBlock={() => dirtySteps.current.size > 0} />
    </Card>
  );
}
