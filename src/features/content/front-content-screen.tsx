import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchPublishedList, type ContentRow } from '@/api/content';
import { loadError } from '@/api/queries/load-error';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';
import { fieldText, type Word } from './content-columns';
import { publishedItemQuery, publishedListKey } from './content-queries';
import { useContentType } from './content-type-of';
import { PublishedArticle } from './published-article';
import { contentCatalogue, type ContentTexts } from './i18n/content';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { StatusTag } from '@/components/status-tag/status-tag';

const published = (row: Pick<ContentRow, 'publishAt'>) => (row.publishAt ? row.publishAt.slice(0, 10) : '--');

/** The type's own fields a company reads (the editors' flags, e.g. 推荐, stay theirs). */
const shownFields = (type: ContentTypeKey) => CONTENT_TYPES[type].fields.filter((f) => f.kind !== 'boolean');

function columns(type: ContentTypeKey, texts: ContentTexts, word: Word): DataColumn<ContentRow>[] {
  const { titleLabel } = CONTENT_TYPES[type];
  return [
    {
      key: 'title',
      title: word(titleLabel),
      ellipsis: true,
      render: (row) => (
        <>
          {row.pinned && <StatusTag tone="active">{texts.common.pinned}</StatusTag>}
          {row.title}
        </>
      ),
    },
    ...shownFields(type).map((f): DataColumn<ContentRow> => ({ key: `extra.${f.key}`, title: word(f.label), render: (row) => fieldText(f, row.extra[f.key], texts, word) })),
    { key: 'publishAt', title: texts.common.publishAt, render: published },
  ];
}

function PublishedDetail({ type, id, onBack }: { type: ContentTypeKey; id: string; onBack: () => void }) {
  const item = useQuery(publishedItemQuery(type, id));
  const texts = useTexts(contentCatalogue);
  const word = useContractWord();
  if (item.isError) return <Alert type="error" showIcon title={loadError(item.error)} action={<Button onClick={onBack}>{texts.common.backToList}</Button>} />;
  if (!item.data) return <Spin />;
  const shown = item.data;
  return (
    <Card title={shown.title} extra={<Button onClick={onBack}>{texts.common.backToList}</Button>}>
      <Descriptions
        column={2}
        items={[
          ...shownFields(type).map((f) => ({ key: f.key, label: word(f.label), children: fieldText(f, shown.extra[f.key], texts, word) })),
          { key: 'publishAt', label: texts.common.publishAt, children: published(shown) },
        ]}
      />
      <PublishedArticle item={shown} />
    </Card>
  );
}

/** Screens `front-news` and `front-notice` (the type is the route's): the published items of the company's park; `?id=` reads one. */
export function FrontContentScreen() {
  const type = useContentType();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const texts = useTexts(contentCatalogue);
  const word = useContractWord();
  if (id) return <PublishedDetail type={type} id={id} onBack={() => navigate('.')} />;
  const search: SearchField[] = [{ type: 'text', name: 'title', label: word(CONTENT_TYPES[type].titleLabel) }];
  const fetchPage: ListFetcher<ContentRow> = ({ pageNum, pageSize, filters }) =>
    fetchPublishedList(type, { pageNum, pageSize, ...(filters.title ? { title: filters.title } : {}) });
  return (
    <ListPage<ContentRow>
      key={type}
      fetch={fetchPage}
      queryKey={publishedListKey(type)}
      searchFields={search}
      columns={columns(type, texts, word)}
      rowKey="id"
      actions={[{ key: 'view', label: texts.common.view, run: (row) => navigate(`?id=${row.id}`) }]}
    />
  );
}
