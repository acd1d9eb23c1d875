import { useQuery } from '@tanstack/react-query';
import { Card, Image, List, Space, Typography } from 'antd';
import { agencyStrengthQuery } from './agency-queries';

const isPdf = (url: string) => /\.pdf(\?|$)/i.test(url);

/** An agency's team, qualifications and cases, read-only (its detail). */
export function StrengthView({ id }: { id: string }) {
  const info = useQuery(agencyStrengthQuery(id));
  const s = info.data;
  if (!s) return null;
  return (
    <Card size="small" title="实力介绍">
      <Typography.Title level={5}>团队成员</Typography.Title>
      <List
        size="small"
        dataSource={s.members}
        locale={{ emptyText: '暂无' }}
        renderItem={(m) => <List.Item>{`${m.name} · ${m.role}${m.qualification ? ` · ${m.qualification}` : ''}`}</List.Item>}
      />
      <Typography.Title level={5}>资质证书</Typography.Title>
      <List
        size="small"
        dataSource={s.qualifications}
        locale={{ emptyText: '暂无' }}
        renderItem={(q) => (
          <List.Item>
            <Space wrap>
              {q.name}
              {q.files.map((f) => (isPdf(f) ? <a key={f} href={f} target="_blank" rel="noreferrer">查看PDF</a> : <Image key={f} src={f} width={48} alt={q.name} />))}
            </Space>
          </List.Item>
        )}
      />
      <Typography.Title level={5}>合作案例</Typography.Title>
      <List
        size="small"
        dataSource={s.cases}
        locale={{ emptyText: '暂无' }}
        renderItem={(c) => <List.Item>{`${c.client}（${c.period}）：${c.result}`}</List.Item>}
      />
    </Card>
  );
}
