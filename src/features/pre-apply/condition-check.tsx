import { Alert, Card, Space, Typography } from 'antd';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import type { PreApplyMatch } from '@/api/pre-apply';
import { useTexts } from '@/stores/language';
import { preApplyCatalogue } from './i18n/pre-apply';

export interface ConditionCheckProps {
  /** The check; null when none was recorded (an application saved before conditions were checked). */
  match: PreApplyMatch | null;
  title?: string;
}

/** Which of the policy's conditions the company meets, each with why; the company may apply either way. */
export function ConditionCheck({ match, title }: ConditionCheckProps) {
  const words = useTexts(preApplyCatalogue).conditions;
  if (!match) return null;
  const missed = match.conditions.filter((c) => !c.met).length;
  return (
    <Card title={title ?? words.title} size="small">
      {match.conditions.length === 0 ? (
        <Typography.Text type="secondary">{words.none}</Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {missed === 0 ? (
            <Alert type="success" showIcon title={words.allMet} />
          ) : (
            <Alert type="warning" showIcon title={words.missed(missed)} />
          )}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {match.conditions.map((c, i) => (
              <li key={`${c.kind}-${i}`} style={{ padding: '4px 0' }}>
                <Space>
                  {c.met ? (
                    <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={words.met} />
                  ) : (
                    <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label={words.notMet} />
                  )}
                  <span>{c.label}</span>
                  <Typography.Text type="secondary">{c.reason}</Typography.Text>
                </Space>
              </li>
            ))}
          </ul>
        </Space>
      )}
    </Card>
  );
}
