import { useNavigate } from 'react-router-dom';
import { fetchPublishedPolicies } from '@/api/policies';
import type { ContentRow } from '@/api/content';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { CONTENT_TYPES } from '@contract/content-types';
import { fieldText } from '../content-columns';
import { PUBLISHED_POLICY_LIST_KEY } from './policy-queries';

const SEARCH: SearchField[] = [{ type: 'text', name: 'title', label: '标题' }];
const own = (key: string) => CONTENT_TYPES.policy.fields.find((f) => f.key === key)!;

const COLUMNS: DataColumn<ContentRow>[] = [
  { key: 'title', title: '标题', ellipsis: true },
  { key: 'classificationName', title: '分类' },
  ...['issuer', 'level', 'deadline'].map((key): DataColumn<ContentRow> => ({ key: `extra.${key}`, title: own(key).label, render: (row) => fieldText(own(key), row.extra[key]) })),
  { key: 'publishAt', title: '发布时间', render: (row) => (row.publishAt ? row.publishAt.slice(0, 10) : '--') },
];

/** Screen `front-policy`: the published policies of the company's park. */
export function FrontPolicyListScreen() {
  const navigate = useNavigate();
  const fetchPage: ListFetcher<ContentRow> = ({ pageNum, pageSize, filters }) =>
    fetchPublishedPolicies({ pageNum, pageSize, ...(filters.title ? { title: filters.title } : {}) });
  return (
    <ListPage<ContentRow>
      fetch={fetchPage}
      queryKey={PUBLISHED_POLICY_LIST_KEY}
      searchFields={SEARCH}
      columns={COLUMNS}
      rowKey="id"
      actions={[{ key: 'view', label: '查看', run: (row) => navigate(`/front-policyDetail?id=${row.id}`) }]}
    />
  );
}
