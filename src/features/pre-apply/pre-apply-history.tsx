import { Card, Empty, Timeline, Typography } from 'antd';
import type { PreApplyStep } from '@/api/pre-apply';
import { PRE_APPLY_ACTIONS, PRE_APPLY_STATES } from '@contract/pre-apply-states';
import { formatDateTime } from '@/lib/dates';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { preApplyCatalogue } from './i18n/pre-apply';

const COLORS: Partial<Record<PreApplyStep['action'], string>> = { pass: 'green', reject: 'red', return: 'orange', cancel: 'gray' };

/** Every step of an application, oldest first, as both the company and the park see it. */
export function PreApplyHistory({ steps }: { steps: PreApplyStep[] }) {
  const words = useTexts(preApplyCatalogue).history;
  const word = useContractWord();
  return (
    <Card title={words.title} size="small">
      {steps.length === 0 ? (
        <Empty description={words.empty} />
      ) : (
        <Timeline
          items={steps.map((step) => ({
            key: step.id,
            color: COLORS[step.action] ?? 'blue',
            content: (
              <div>
                <Typography.Text strong>{word(PRE_APPLY_ACTIONS[step.action])}</Typography.Text>
                <Typography.Text type="secondary">
                  {' '}· {step.who === 'park' ? words.park : words.company} {step.actorName} · {formatDateTime(step.at)} · {word(PRE_APPLY_STATES[step.toState])}
                </Typography.Text>
                {step.opinion && <div>{step.action === 'cancel' ? words.cancelReason(step.opinion) : words.opinion(step.opinion)}</div>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
