import { useState } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkPreApply, preApplyCalls } from '@/api/pre-apply';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { PRE_APPLY_ACTIONS, preApplyActions, type PreApplyDecision, PRE_APPLY_OPINION_MAX } from '@contract/pre-apply-states';
import { useMayCall } from '@/stores/access';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { ConditionCheck } from './condition-check';
import { preApplyCatalogue } from './i18n/pre-apply';
import { OpinionDialog } from '@/components/review-dialog/opinion-dialog';
import { PreApplyHistory } from './pre-apply-history';
import { PARK_DETAIL_KEY, PARK_LIST_KEY, parkPreApplyQuery } from './pre-apply-queries';
import { PreApplySummary } from './pre-apply-summary';

/** Screen `preCheckDetail` (`?id=`): one pre-application, its material, conditions and history; pass, return or reject. */
export function PreCheckDetailScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ ...parkPreApplyQuery(id), enabled: Boolean(id) });
  const mayReview = useMayCall(preApplyCalls.check);
  const [decision, setDecision] = useState<PreApplyDecision | null>(null);
  const words = useTexts(preApplyCatalogue).check;
  const word = useContractWord();
  if (!id) return <Alert type="info" title={words.choose} />;
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon title={loadError(detail.error)} />;
  const app = detail.data;
  const decisions = mayReview ? preApplyActions(app.state, 'park').filter((a): a is PreApplyDecision => a === 'pass' || a === 'return' || a === 'reject') : [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={words.title(app.companyName)}
        extra={
          <Space>
            {decisions.map((d) => (
              <Button key={d} type={d === 'pass' ? 'primary' : 'default'} danger={d === 'reject'} onClick={() => setDecision(d)}>
                {word(PRE_APPLY_ACTIONS[d])}
              </Button>
            ))}
            <Button onClick={() => navigate(-1)}>{words.back}</Button>
          </Space>
        }
      >
        <PreApplySummary detail={app} />
      </Card>
      <ConditionCheck match={app.match} title={words.checkOnSave} />
      <PreApplyHistory steps={app.history} />
      <OpinionDialog
        maxLength={PRE_APPLY_OPINION_MAX}
        key={decision ?? 'none'}
        open={decision !== null}
        title={decision ? words.dialogTitle(word(PRE_APPLY_ACTIONS[decision]), app.policyTitle) : ''}
        okText={decision ? word(PRE_APPLY_ACTIONS[decision]) : words.ok}
        danger={decision === 'reject'}
        label={words.opinion}
        note={decision ? words.notes[decision] : ''}
        required={decision !== 'pass'}
        submit={(opinion) => checkPreApply({ id: app.id, version: app.version, decision: decision ?? 'pass', ...(opinion ? { opinion } : {}) })}
        onClose={() => setDecision(null)}
        onDone={() => {
          setDecision(null);
          void invalidate(PARK_LIST_KEY, PARK_DETAIL_KEY);
        }}
      />
    </Space>
  );
}
