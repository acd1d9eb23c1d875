import { useQuery } from '@tanstack/react-query';
import { Card, List, Space, Typography } from 'antd';
import { FileValues } from '@/components/file-values/file-values';
import { agencyStrengthQuery } from './agency-queries';

/** An agency's team, qualifications and cases, read-only with every photo, certificate and case image (its detail). */
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
        renderItem={(m) => (
          <List.Item>
            <Space wrap align="center">
              {m.photo && <FileValues files={[m.photo]} alt={`${m.name}的照片`} size={64} />}
              {`${m.name} · ${m.role}${m.qualification ? ` · ${m.qualification}` : ''}`}
            </Space>
          </List.Item>
        )}
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
              <FileValues files={q.files.map((url, i) => ({ url, name: q.files.length > 1 ? `${q.name}（${i + 1}）` : q.name }))} alt={q.name} />
            </Space>
          </List.Item>
        )}
      />
      <Typography.Title level={5}>合作案例</Typography.Title>
      <List
        size="small"
        dataSource={s.cases}
        locale={{ emptyText: '暂无' }}
        renderItem={(c) => (
          <List.Item>
            <Space orientation="vertical" size={4}>
              <Typography.Text strong>{`${c.client}（${c.period}）`}</Typography.Text>
              <span style={{ whiteSpace: 'pre-wrap' }}>{c.result}</span>
              {c.images.length > 0 && <FileValues files={c.images.map((url, i) => ({ url, name: `${c.client}案例图片${i + 1}` }))} alt={`${c.client}案例图片`} />}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
