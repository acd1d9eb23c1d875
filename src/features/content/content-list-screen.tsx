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

const onShelf = (row: ContentRow) => row.state === 'on' || row.state === 'scheduled';

/** Screens `policy`, `finance`, `service`, `news`, `declaration-notice`: one list for every content type, from its declaration. */
export function ContentListScreen() {
  const type = useContentType();
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const declaration = CONTENT_TYPES[type];
  const screens = CONTENT_SCREENS[type];
  const classes = useQuery(classListQuery(type, parkId)).data;
  const searchFields = useMemo(() => contentSearchFields(type, classes ?? []), [type, classes]);
  const columns = useMemo(() => contentColumns(type), [type]);

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
    ...(detail ? [{ key: 'detail', label: '详情', run: (row: ContentRow) => navigate(`/${detail}?id=${row.id}`) }] : []),
    { key: 'on', label: '上架', call: calls.shelf, visible: (row) => !onShelf(row), run: (row) => shelveContent(type, row, 'on') },
    { key: 'off', label: '下架', call: calls.shelf, visible: onShelf, confirm: (row) => `确定下架「${row.title}」吗？`, run: (row) => shelveContent(type, row, 'off') },
    { key: 'pin', label: '置顶', call: calls.shelf, visible: (row) => !row.pinned, run: (row) => shelveContent(type, row, 'pin') },
    { key: 'unpin', label: '取消置顶', call: calls.shelf, visible: (row) => row.pinned, run: (row) => shelveContent(type, row, 'unpin') },
    { key: 'edit', label: '编辑', call: calls.update, run: (row) => navigate(`/${screens.form}?id=${row.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      call: calls.remove,
      visible: (row) => !onShelf(row),
      confirm: (row) => `删除后不可恢复，确定删除「${row.title}」吗？`,
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
              新增{declaration.label}
            </Button>
          </MayCall>
          {screens.classes && (
            <MayOpen screen={screens.classes}>
              <Button onClick={() => navigate(`/${screens.classes}`)}>{declaration.label}分类</Button>
            </MayOpen>
          )}
        </Space>
      )}
    />
  );
}
