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
import { fieldText, type Word } from '../content-columns';
import { contentInfoQuery } from '../content-queries';
import { MatchList } from './match-list';
import { conditionFieldsQuery, conditionListQuery } from './policy-queries';
import { contentCatalogue, type ContentTexts } from '../i18n/content';
import { useLanguage, useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { useMemo } from 'react';

const POLICY = CONTENT_TYPES.policy;

const items = (texts: ContentTexts, word: Word): DetailItem<ContentItem>[] => [
  { key: 'title', label: texts.common.title, span: 2 },
  { key: 'classificationName', label: texts.common.classification },
  ...POLICY.fields.map((f): DetailItem<ContentItem> => ({ key: `extra.${f.key}`, label: word(f.label), render: (item) => fieldText(f, item.extra[f.key], texts, word) })),
  { key: 'state', label: texts.common.state, render: (item) => word(CONTENT_STATES[item.state]) },
  { key: 'publishAt', label: texts.common.publishAt, render: (item) => (item.publishAt ? item.publishAt.slice(0, 16).replace('T', ' ') : '--') },
  { key: 'summary', label: texts.form.summary, span: 2 },
  { key: 'body', label: texts.form.body, span: 2, render: (item) => <RichTextView html={item.body} /> },
  {
    key: 'attachments',
    label: texts.common.attachments,
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
  const texts = useTexts(contentCatalogue);
  const language = useLanguage();
  const word = useContractWord();
  const detailItems = useMemo(() => items(texts, word), [texts, word]);
  const labelOf = (key?: string | null) => fields.find((f) => f.key === key)?.label;

  if (info.isError || conditions.isError) return <Alert type="error" showIcon title={loadError(info.error ?? conditions.error)} />;
  if (!info.data || !conditions.data) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <Card title={texts.policy.detailTitle} extra={mayEdit && <Button onClick={() => navigate(`/policy-add?id=${id}`)}>{texts.common.edit}</Button>}>
        <DetailView record={info.data} items={detailItems} />
        <Typography.Title level={5} style={{ marginTop: 16 }}>{texts.policy.conditions}</Typography.Title>
        {conditions.data.length === 0 ? (
          <Typography.Text type="secondary">{texts.policy.noConditions}</Typography.Text>
        ) : (
          <ol data-testid="policy-conditions">
            {conditions.data.map((c, i) => <li key={i}>{describeCondition(c, labelOf(c.target), language)}</li>)}
          </ol>
        )}
      </Card>
      <Card title={texts.policy.matches}>
        <MatchList policyId={info.data.id} canNotify={mayNotify && info.data.state === 'on'} />
      </Card>
    </Flex>
  );
}
