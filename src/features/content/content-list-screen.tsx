import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { contentItemCalls, deleteContent, fetchContentList, shelveContent, type ContentRow } from '@/api/content';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { CONTENT_TYPES } from '@contract/content-types';
import type { ContentListQuery } from '@contract/schemas/content';
import { MayCall, MayOpen } from '@/stores/access';
import { useParkStore } from '@/stores/park';
import { contentColumns, contentSearchFields } from './content-columns';
import { classListQuery, contentListKey } from './content-queries';
import { CONTENT_SCREENS } from './content-screens';
import { useContentType } from './content-type-of';
import { contentCatalogue } from './i18n/content';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';

const onShelf = (row: ContentRow) => row.state === 'on' || row.state === 'scheduled';

/** Screens `policy`, `finance`, `service`, `news`, `declaration-notice`: one list for every content type, from its declaration. */
export function ContentListScreen() {
  const type = useContentType();
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const declaration = CONTENT_TYPES[type];
  const texts = useTexts(contentCatalogue);
  const word = useContractWord();
  const label = word(declaration.label);
  const { list } = texts;
  const screens = CONTENT_SCREENS[type];
  const classes = useQuery(classListQuery(type, parkId)).data;
  const searchFields = useMemo(() => contentSearchFields(type, classes ?? [], texts, word), [type, classes, texts, word]);
  const columns = useMemo(() => contentColumns(type, texts, word), [type, texts, word]);

  const fetchPage: ListFetcher<ContentRow> = ({ pageNum, pageSize, filters }) =>
    fetchContentList(type, {
      parkId: parkId ?? 0,
      pageNum,
      pageSize,
      ...(filters.title ? { title: filters.title } : {}),
      ...(filters.classificationId ? { classificationId: Number(filters.classificationId) } : {}),
      ...(filters.state ? { state: filters.state as ContentListQuery['state'] } : {}),
    });

  const detail = screens.detail;
  const calls = contentItemCalls[type];
  const actions: RowAction<ContentRow>[] = [
    ...(detail ? [{ key: 'detail', label: list.detail, run: (row: ContentRow) => navigate(`/${detail}?id=${row.id}`) }] : []),
    { key: 'on', label: list.publish, call: calls.shelf, visible: (row) => !onShelf(row), run: (row) => shelveContent(type, row, 'on') },
    { key: 'off', label: list.takeDown, call: calls.shelf, visible: onShelf, confirm: (row) => list.takeDownConfirm(row.title), run: (row) => shelveContent(type, row, 'off') },
    { key: 'pin', label: list.pin, call: calls.shelf, visible: (row) => !row.pinned, run: (row) => shelveContent(type, row, 'pin') },
    { key: 'unpin', label: list.unpin, call: calls.shelf, visible: (row) => row.pinned, run: (row) => shelveContent(type, row, 'unpin') },
    { key: 'edit', label: texts.common.edit, call: calls.update, run: (row) => navigate(`/${screens.form}?id=${row.id}`) },
    {
      key: 'delete',
      label: texts.common.delete,
      danger: true,
      call: calls.remove,
      visible: (row) => !onShelf(row),
      confirm: (row) => list.deleteConfirm(row.title),
      run: (row) => deleteContent(type, row.id),
    },
  ];

  return (
    <ListPage<ContentRow>
      key={type}
      fetch={fetchPage}
      queryKey={[...contentListKey(type), parkId]}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      actions={actions}
      toolbar={() => (
        <Space>
          <MayCall call={calls.add}>
            <Button type="primary" onClick={() => navigate(`/${screens.form}`)}>
              {list.add(label)}
            </Button>
          </MayCall>
          {screens.classes && (
            <MayOpen screen={screens.classes}>
              <Button onClick={() => navigate(`/${screens.classes}`)}>{list.classes(label)}</Button>
            </MayOpen>
          )}
        </Space>
      )}
    />
  );
}
