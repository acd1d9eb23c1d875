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
import { contentCatalogue } from '../i18n/content';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';

/** The signed-in company against the policy's conditions today. */
function MyMatch({ id }: { id: string }) {
  const match = useQuery(myMatchQuery(id));
  const { front } = useTexts(contentCatalogue);
  if (match.isError) return <Alert type="warning" showIcon title={loadError(match.error)} />;
  if (!match.data) return <Spin />;
  const verdict = match.data.met ? <StatusTag tone="success">{front.metTag}</StatusTag> : <StatusTag tone="waiting">{front.missedTag}</StatusTag>;
  return (
    <Card title={<>{front.myMatch} {verdict}</>} data-testid="my-policy-match">
      <OutcomeLines outcomes={match.data.conditions} />
    </Card>
  );
}

/** Screen `front-policyDetail` (`?id=`): a published policy of the company's park, and whether the company meets it. */
export function FrontPolicyDetailScreen() {
  const id = useSearchParams()[0].get('id') ?? '';
  const policy = useQuery({ ...publishedPolicyQuery(id), enabled: Boolean(id) });
  const texts = useTexts(contentCatalogue);
  const { front, common } = texts;
  const word = useContractWord();
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
            <Link to={`/front-preApply-order-detail?policyId=${encodeURIComponent(id)}`}>{front.preApply}</Link>
            {open.ok ? (
              <Link to={`/front-createCashOrder?subject=policy:${encodeURIComponent(id)}`}>{front.apply}</Link>
            ) : (
              <Tooltip title={open.reason}>
                <Typography.Text type="secondary" tabIndex={0} aria-disabled aria-label={front.applyClosed(open.reason)} style={{ cursor: 'not-allowed' }}>{front.apply}</Typography.Text>
              </Tooltip>
            )}
            <Link to={`/front-createAdviceOrder?type=policy&id=${encodeURIComponent(id)}`}>{front.consult}</Link>
            <Link to="/front-policy">{front.allPolicies}</Link>
          </Flex>
        }
      >
        <Descriptions
          column={2}
          items={[
            { key: 'class', label: common.classification, children: item.classificationName ?? '--' },
            ...CONTENT_TYPES.policy.fields.map((f) => ({ key: f.key, label: word(f.label), children: fieldText(f, item.extra[f.key], texts, word) })),
            { key: 'publishAt', label: common.publishAt, children: item.publishAt?.slice(0, 10) ?? '--' },
          ]}
        />
        <PublishedArticle item={item} />
      </Card>
    </Flex>
  );
}
