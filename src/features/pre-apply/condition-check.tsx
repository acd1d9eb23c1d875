import { Alert, Card, Space, Typography } from 'antd';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import type { PreApplyMatch } from '@/api/pre-apply';

export interface ConditionCheckProps {
  /** The check; null when none was recorded (an application saved before conditions were checked). */
  match: PreApplyMatch | null;
  title?: string;
}

/** Which of the policy's conditions the company meets, each with why; the company may apply either way. */
export function ConditionCheck({ match, title = '申报条件核对' }: ConditionCheckProps) {
  if (!match) return null;
  const missed = match.conditions.filter((c) => !c.met).length;
  return (
    <Card title={title} size="small">
      {match.conditions.length === 0 ? (
        <Typography.Text type="secondary">该政策未设置申报条件</Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {missed === 0 ? (
            <Alert type="success" showIcon title="符合全部申报条件" />
          ) : (
            <Alert type="warning" showIcon title={`尚有 ${missed} 项条件未满足，仍可提交，由园区预审判断`} />
          )}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {match.conditions.map((c, i) => (
              <li key={`${c.kind}-${i}`} style={{ padding: '4px 0' }}>
                <Space>
                  {c.met ? (
                    <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="已满足" />
                  ) : (
                    <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label="未满足" />
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
