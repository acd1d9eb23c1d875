import { Card, Empty, Timeline, Typography } from 'antd';
import type { PreApplyStep } from '@/api/pre-apply';
import { PRE_APPLY_ACTIONS, PRE_APPLY_STATES } from '@contract/pre-apply-states';
import { formatDateTime } from '@/lib/dates';

const COLORS: Partial<Record<PreApplyStep['action'], string>> = { pass: 'green', reject: 'red', return: 'orange', cancel: 'gray' };

/** Every step of an application, oldest first, as both the company and the park see it. */
export function PreApplyHistory({ steps }: { steps: PreApplyStep[] }) {
  return (
    <Card title="审核记录" size="small">
      {steps.length === 0 ? (
        <Empty description="暂无记录" />
      ) : (
        <Timeline
          items={steps.map((step) => ({
            key: step.id,
            color: COLORS[step.action] ?? 'blue',
            content: (
              <div>
                <Typography.Text strong>{PRE_APPLY_ACTIONS[step.action]}</Typography.Text>
                <Typography.Text type="secondary">
                  {' '}· {step.who === 'park' ? '园区' : '企业'} {step.actorName} · {formatDateTime(step.at)} · {PRE_APPLY_STATES[step.toState]}
                </Typography.Text>
                {step.opinion && <div>{step.action === 'cancel' ? '取消原因' : '审核意见'}：{step.opinion}</div>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
