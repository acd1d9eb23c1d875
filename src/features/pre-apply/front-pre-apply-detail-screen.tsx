import { useState } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cancelPreApply, createPreApply, editPreApply, type PreApplyDetail, type PreApplyForm } from '@/api/pre-apply';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { PRE_APPLY_ACTIONS, preApplyActions, PRE_APPLY_OPINION_MAX } from '@contract/pre-apply-states';
import { ConditionCheck } from './condition-check';
import { OpinionDialog } from '@/components/review-dialog/opinion-dialog';
import { PreApplyFormCard } from './pre-apply-form';
import { PreApplyHistory } from './pre-apply-history';
import { FRONT_DETAIL, FRONT_LIST } from './pre-apply-paths';
import { OWN_DETAIL_KEY, OWN_LIST_KEY, ownPreApplyQuery, prefillQuery } from './pre-apply-queries';
import { PreApplySummary } from './pre-apply-summary';

/** A new application for `policyId`: the form prefilled from the company record, and the conditions checked. */
function NewPreApply({ policyId }: { policyId: string }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const client = useQueryClient();
  const prefill = useQuery(prefillQuery(policyId));
  const creating = useMutation({
    mutationFn: ({ form, submit }: { form: PreApplyForm; submit: boolean }) => createPreApply({ policyId: Number(policyId), form, submit }),
    // The call answers the application it made: its screen opens on it instead of asking for it again.
    onSuccess: async (created) => {
      client.setQueryData(ownPreApplyQuery(String(created.id)).queryKey, created);
      await invalidate(OWN_LIST_KEY);
      navigate(`${FRONT_DETAIL}?id=${created.id}`, { replace: true });
    },
  });
  if (prefill.isPending) return <Spin />;
  if (prefill.isError) return <Alert type="error" showIcon title={loadError(prefill.error)} />;
  const { policyTitle, form, match } = prefill.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title="新建预申报">申报政策：{policyTitle}</Card>
      <ConditionCheck match={match} />
      <PreApplyFormCard
        initial={form}
        mode="draft"
        onSave={(values, submit) => creating.mutateAsync({ form: values, submit })}
      />
    </Space>
  );
}

function ExistingPreApply({ id }: { id: string }) {
  const invalidate = useInvalidate();
  const detail = useQuery(ownPreApplyQuery(id));
  const [cancelling, setCancelling] = useState(false);
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon title={loadError(detail.error)} />;
  const app: PreApplyDetail = detail.data;
  const actions = preApplyActions(app.state, 'company');
  const editable = actions.includes('save') || actions.includes('edit');
  const lastReview = [...app.history].reverse().find((s) => s.who === 'park');
  const refresh = () => invalidate(OWN_LIST_KEY, OWN_DETAIL_KEY);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {app.state === 'returned' && lastReview?.opinion && <Alert type="warning" showIcon title={`园区退回修改：${lastReview.opinion}`} />}
      {app.state === 'rejected' && lastReview?.opinion && <Alert type="error" showIcon title={`已驳回：${lastReview.opinion}`} />}
      <Card
        size="small"
        title="预申报详情"
        extra={
          actions.includes('cancel') && (
            <Button danger onClick={() => setCancelling(true)}>
              {PRE_APPLY_ACTIONS.cancel}
            </Button>
          )
        }
      >
        <PreApplySummary detail={app} />
      </Card>
      <ConditionCheck match={app.match} title="申报条件核对（保存时）" />
      {editable && (
        <PreApplyFormCard
          key={app.version}
          initial={app.form}
          mode={app.state === 'submitted' ? 'edit' : 'draft'}
          onSave={async (form, submit) => {
            await editPreApply({ id: app.id, version: app.version, form, submit });
            await refresh();
          }}
        />
      )}
      <PreApplyHistory steps={app.history} />
      <OpinionDialog
        maxLength={PRE_APPLY_OPINION_MAX}
        open={cancelling}
        title="取消预申报"
        okText="确定取消"
        danger
        label="取消原因"
        note={`取消「${app.policyTitle}」的预申报后不能恢复，园区将看到取消原因。`}
        required
        submit={(reason) => cancelPreApply({ id: app.id, version: app.version, reason })}
        onClose={() => setCancelling(false)}
        onDone={() => {
          setCancelling(false);
          void refresh();
        }}
      />
    </Space>
  );
}

/** Screen `front-preApply-order-detail`: `?policyId=` starts an application, `?id=` shows, edits or cancels one. */
export function FrontPreApplyDetailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const policyId = params.get('policyId');
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Button onClick={() => navigate(FRONT_LIST)}>返回列表</Button>
      {id ? <ExistingPreApply key={id} id={id} /> : policyId ? <NewPreApply policyId={policyId} /> : <Alert type="info" title="请从预申报列表选择或新建" />}
    </Space>
  );
}
