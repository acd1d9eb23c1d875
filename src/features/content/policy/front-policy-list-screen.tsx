import { useNavigate } from 'react-router-dom';
import { fetchPublishedPolicies } from '@/api/policies';
import type { ContentRow } from '@/api/content';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { CONTENT_TYPES } from '@contract/content-types';
import { fieldText, type Word } from '../content-columns';
import { PUBLISHED_POLICY_LIST_KEY } from './policy-queries';
import { contentCatalogue, type ContentTexts } from '../i18n/content';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { useMemo } from 'react';

const search = ({ common }: ContentTexts): SearchField[] => [{ type: 'text', name: 'title', label: common.title }];
const own = (key: string) => CONTENT_TYPES.policy.fields.find((f) => f.key === key)!;

const columns = (texts: ContentTexts, word: Word): DataColumn<ContentRow>[] => [
  { key: 'title', title: texts.common.title, ellipsis: true },
  { key: 'classificationName', title: texts.common.classification },
  ...['issuer', 'level', 'deadline'].map((key): DataColumn<ContentRow> => ({ key: `extra.${key}`, title: word(own(key).label), render: (row) => fieldText(own(key), row.extra[key], texts, word) })),
  { key: 'publishAt', title: texts.common.publishAt, render: (row) => (row.publishAt ? row.publishAt.slice(0, 10) : '--') },
];

/** Screen `front-policy`: the published policies of the company's park. */
export function FrontPolicyListScreen() {
  const navigate = useNavigate();
  const texts = useTexts(contentCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ search: search(texts), columns: columns(texts, word) }), [texts, word]);
  const fetchPage: ListFetcher<ContentRow> = ({ pageNum, pageSize, filters }) =>
    fetchPublishedPolicies({ pageNum, pageSize, ...(filters.title ? { title: filters.title } : {}) });
  return (
    <ListPage<ContentRow>
      fetch={fetchPage}
      queryKey={PUBLISHED_POLICY_LIST_KEY}
      searchFields={parts.search}
      columns={parts.columns}
      rowKey="id"
      actions={[{ key: 'view', label: texts.common.view, run: (row) => navigate(`/front-policyDetail?id=${row.id}`) }]}
    />
  );
}
