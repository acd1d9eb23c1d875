import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { contentItemCalls, type ContentItem } from '@/api/content';
import { policyConditionCalls } from '@/api/policies';
import { loadError } from '@/api/queries/load-error';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { CONTENT_STATES, CONTENT_TYPES } from '@contract/content-types';
import { describeCondition } from '@contract/policy-conditions';
import { useMayCall } from '@/stores/access';
import { useParkStore } from '@/stores/park';
import { fieldText } from '../content-columns';
import { contentInfoQuery } from '../content-queries';
import { MatchList } from './match-list';
import { conditionFieldsQuery, conditionListQuery } from './policy-queries';

const POLICY = CONTENT_TYPES.policy;

const ITEMS: DetailItem<ContentItem>[] = [
  { key: 'title', label: '标题', span: 2 },
  { key: 'classificationName', label: '分类' },
  ...POLICY.fields.map((f): DetailItem<ContentItem> => ({ key: `extra.${f.key}`, label: f.label, render: (item) => fieldText(f, item.extra[f.key]) })),
  { key: 'state', label: '状态', render: (item) => CONTENT_STATES[item.state] },
  { key: 'publishAt', label: '发布时间', render: (item) => (item.publishAt ? item.publishAt.slice(0, 16).replace('T', ' ') : '--') },
  { key: 'summary', label: '摘要', span: 2 },
  { key: 'body', label: '正文', span: 2, render: (item) => <RichTextView html={item.body} /> },
  {
    key: 'attachments',
    label: '附件',
    span: 2,
    render: (item) =>
      item.attachments.length > 0 && (
        <Flex gap={8} wrap>
          {item.attachments.map((a) => (
            <Typography.Link key={a.url} href={a.url} target="_blank" rel="noopener noreferrer">
              {a.name}
            </Typography.Link>
          ))}
        </Flex>
      ),
  },
];

/** Screen `policy-detail` (`?id=`): the policy, its conditions in words, and the park's companies that meet them today. */
export function PolicyDetailScreen() {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const parkId = useParkStore((state) => state.parkId);
  const mayEdit = useMayCall(contentItemCalls.policy.update);
  const mayNotify = useMayCall(policyConditionCalls.notify);
  const info = useQuery({ ...contentInfoQuery('policy', id), enabled: Boolean(id) });
  const conditions = useQuery({ ...conditionListQuery(id), enabled: Boolean(id) });
  const fields = useQuery(conditionFieldsQuery(parkId)).data ?? [];
  const labelOf = (key?: string | null) => fields.find((f) => f.key === key)?.label;

  if (info.isError || conditions.isError) return <Alert type="error" showIcon title={loadError(info.error ?? conditions.error)} />;
  if (!info.data || !conditions.data) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <Card title="政策详情" extra={mayEdit && <Button onClick={() => navigate(`/policy-add?id=${id}`)}>编辑</Button>}>
        <DetailView record={info.data} items={ITEMS} />
        <Typography.Title level={5} style={{ marginTop: 16 }}>申报条件</Typography.Title>
        {conditions.data.length === 0 ? (
          <Typography.Text type="secondary">未设置条件：园区所有在园企业都符合</Typography.Text>
        ) : (
          <ol data-testid="policy-conditions">
            {conditions.data.map((c, i) => <li key={i}>{describeCondition(c, labelOf(c.target))}</li>)}
          </ol>
        )}
      </Card>
      <Card title="匹配企业">
        <MatchList policyId={info.data.id} canNotify={mayNotify && info.data.state === 'on'} />
      </Card>
    </Flex>
  );
}
