import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Spin, Tooltip, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { loadError } from '@/api/queries/load-error';
import { CONTENT_TYPES } from '@contract/content-types';
import { policyDeadlineRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { fieldText } from '../content-columns';
import { PublishedArticle } from '../published-article';
import { OutcomeLines } from './match-list';
import { myMatchQuery, publishedPolicyQuery } from './policy-queries';
import { StatusTag } from '@/components/status-tag/status-tag';

/** The signed-in company against the policy's conditions today. */
function MyMatch({ id }: { id: string }) {
  const match = useQuery(myMatchQuery(id));
  if (match.isError) return <Alert type="warning" showIcon title={loadError(match.error)} />;
  if (!match.data) return <Spin />;
  const verdict = match.data.met ? <StatusTag tone="success">符合申报条件</StatusTag> : <StatusTag tone="waiting">暂不符合申报条件</StatusTag>;
  return (
    <Card title={<>本企业匹配情况 {verdict}</>} data-testid="my-policy-match">
      <OutcomeLines outcomes={match.data.conditions} />
    </Card>
  );
}

/** Screen `front-policyDetail` (`?id=`): a published policy of the company's park, and whether the company meets it. */
export function FrontPolicyDetailScreen() {
  const id = useSearchParams()[0].get('id') ?? '';
  const policy = useQuery({ ...publishedPolicyQuery(id), enabled: Boolean(id) });
  if (policy.isError) return <Alert type="error" showIcon title={loadError(policy.error)} />;
  if (!policy.data) return <Spin />;
  const item = policy.data;
  const open = policyDeadlineRule(item.extra.deadline, parkToday());
  return (
    <Flex vertical gap={16}>
      <MyMatch id={id} />
      <Card
        title={item.title}
        extra={
          <Flex gap={8} wrap>
            <Link to={`/front-preApply-order-detail?policyId=${encodeURIComponent(id)}`}>预申报</Link>
            {open.ok ? (
              <Link to={`/front-createCashOrder?subject=policy:${encodeURIComponent(id)}`}>申请</Link>
            ) : (
              <Tooltip title={open.reason}>
                <Typography.Text type="secondary" tabIndex={0} aria-disabled aria-label={`申请：${open.reason}`} style={{ cursor: 'not-allowed' }}>申请</Typography.Text>
              </Tooltip>
            )}
            <Link to={`/front-createAdviceOrder?type=policy&id=${encodeURIComponent(id)}`}>咨询</Link>
            <Link to="/front-policy">全部政策</Link>
          </Flex>
        }
      >
        <Descriptions
          column={2}
          items={[
            { key: 'class', label: '分类', children: item.classificationName ?? '--' },
            ...CONTENT_TYPES.policy.fields.map((f) => ({ key: f.key, label: f.label, children: fieldText(f, item.extra[f.key]) })),
            { key: 'publishAt', label: '发布时间', children: item.publishAt?.slice(0, 10) ?? '--' },
          ]}
        />
        <PublishedArticle item={item} />
      </Card>
    </Flex>
  );
}
