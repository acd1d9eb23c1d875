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

const OUTCOME_TEXT = {
  draft: '草稿已保存',
  applied: '已保存',
  submitted: '入驻申请已提交，请等待园区审核',
  pending: '变更已提交，审核通过后生效',
} as const;

/** The company's own record as a stepped form: one step per model of its park, 保存草稿 / 下一步 / 提交. */
export function RecordForm({ record }: { record: CompanyRecord }) {
  const { company, models } = record;
  const [current, setCurrent] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const dirtySteps = useRef(new Set<string>());
  const invalidate = useInvalidate();

  const onDirtyChange = useCallback((moduleKey: string, next: boolean) => {
    if (next) dirtySteps.current.add(moduleKey);
    else dirtySteps.current.delete(moduleKey);
    setDirty(dirtySteps.current.size > 0);
  }, []);

  const save = async (model: RecordModel, data: Answers, isCommit: 0 | 1) => {
    const saved = await saveRecordStep(company.parkId, company.id, model.moduleKey, { data, isCommit });
    void message.success(OUTCOME_TEXT[saved.outcome]);
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
      void message.success('入驻申请已撤回，可修改后重新提交');
      void invalidate(RECORD_KEY, COMPANY_USER_KEY);
    },
  });

  if (!companyMayEdit(company)) {
    const action = isWaiting(company) ? <Button onClick={() => setWithdrawing(true)}>撤回申请</Button> : undefined;
    return (
      <Card title={company.name}>
        <StateBanner company={company} own action={action} />
        <RecordView models={models} />
        <Dialog title="撤回入驻申请" open={withdrawing} confirmLoading={withdrawal.isPending} onOk={() => withdrawal.mutate()} onCancel={() => setWithdrawing(false)}>
          撤回后可修改企业信息并重新提交，确定撤回吗？
        </Dialog>
      </Card>
    );
  }

  const last = models.length - 1;
  const actionsOf = (model: RecordModel, index: number): StepAction[] => {
    const actions: StepAction[] = [];
    if (index > 0) actions.push({ key: 'prev', label: '上一步', move: () => setCurrent(index - 1) });
    actions.push({ key: 'draft', label: '保存草稿', run: (data) => save(model, data, 0) });
    if (index < last) {
      actions.push({ key: 'next', label: '下一步', primary: true, validate: true, run: async (data) => { await save(model, data, 1); setCurrent(index + 1); } });
    } else {
      actions.push({ key: 'submit', label: isApplying(company) ? '提交' : '提交修改', primary: true, validate: true, run: (data) => save(model, data, 1) });
    }
    return actions;
  };

  return (
    <Card title={company.name}>
      <StateBanner company={company} own />
      <Steps current={current} onChange={setCurrent} items={models.map((m) => ({ title: m.name, description: m.audited && !isApplying(company) ? '修改需审核' : undefined }))} style={{ marginBottom: 24 }} />
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
