import { useState } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cancelPreApply, createPreApply, editPreApply, type PreApplyDetail, type PreApplyForm } from '@/api/pre-apply';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { PRE_APPLY_ACTIONS, preApplyActions, PRE_APPLY_OPINION_MAX } from '@contract/pre-apply-states';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { ConditionCheck } from './condition-check';
import { preApplyCatalogue } from './i18n/pre-apply';
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
  const words = useTexts(preApplyCatalogue);
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
      <Card size="small" title={words.list.create}>{words.detail.policy(policyTitle)}</Card>
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
  const texts = useTexts(preApplyCatalogue);
  const word = useContractWord();
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon title={loadError(detail.error)} />;
  const app: PreApplyDetail = detail.data;
  const actions = preApplyActions(app.state, 'company');
  const editable = actions.includes('save') || actions.includes('edit');
  const lastReview = [...app.history].reverse().find((s) => s.who === 'park');
  const refresh = () => invalidate(OWN_LIST_KEY, OWN_DETAIL_KEY);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {app.state === 'returned' && lastReview?.opinion && <Alert type="warning" showIcon title={texts.detail.returned(lastReview.opinion)} />}
      {app.state === 'rejected' && lastReview?.opinion && <Alert type="error" showIcon title={texts.detail.rejected(lastReview.opinion)} />}
      <Card
        size="small"
        title={texts.detail.title}
        extra={
          actions.includes('cancel') && (
            <Button danger onClick={() => setCancelling(true)}>
              {word(PRE_APPLY_ACTIONS.cancel)}
            </Button>
          )
        }
      >
        <PreApplySummary detail={app} />
      </Card>
      <ConditionCheck match={app.match} title={texts.detail.checkOnSave} />
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
        title={texts.cancel.title}
        okText={texts.cancel.ok}
        danger
        label={texts.cancel.reason}
        note={texts.cancel.note(app.policyTitle)}
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
  const words = useTexts(preApplyCatalogue).detail;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Button onClick={() => navigate(FRONT_LIST)}>{words.back}</Button>
      {id ? <ExistingPreApply key={id} id={id} /> : policyId ? <NewPreApply policyId={policyId} /> : <Alert type="info" title={words.chooseOrCreate} />}
    </Space>
  );
}
