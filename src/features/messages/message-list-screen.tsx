import { Button } from 'antd';
import { fetchMessages, type Message, type MessageReadState } from '@/api/messages';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { MESSAGE_KINDS } from '@contract/messages';
import { MESSAGE_LIST_KEY } from './message-queries';
import { useOpenMessage, useReadAll } from './use-open-message';
import { StatusTag } from '@/components/status-tag/status-tag';

const STATUS_OPTIONS = [
  { label: '未读', value: 'unread' },
  { label: '已读', value: 'read' },
];

const KIND_LABELS: Record<string, string> = Object.fromEntries(Object.entries(MESSAGE_KINDS).map(([kind, entry]) => [kind, entry.label]));

const searchFields: SearchField[] = [{ type: 'select', name: 'status', label: '状态', options: STATUS_OPTIONS }];

const columns: DataColumn<Message>[] = [
  { key: 'readAt', title: '状态', render: (row) => (row.readAt ? <StatusTag tone="neutral">已读</StatusTag> : <StatusTag tone="active">未读</StatusTag>) },
  { key: 'kind', title: '类型', format: { map: KIND_LABELS } },
  { key: 'title', title: '标题', ellipsis: true },
  { key: 'body', title: '内容', ellipsis: true },
  { key: 'createdAt', title: '时间', format: 'datetime' },
];

const isStatus = (value: unknown): value is MessageReadState => value === 'unread' || value === 'read';

const fetchPage: ListFetcher<Message> = ({ pageNum, pageSize, filters }) =>
  fetchMessages({ pageNum, pageSize, ...(isStatus(filters.status) ? { status: filters.status } : {}) });

/** Screen `messages`: the signed-in user's messages, read and unread; opening one goes where the reader acts. */
export function MessageListScreen() {
  const openMessage = useOpenMessage();
  const readAll = useReadAll();
  return (
    <ListPage<Message>
      queryKey={MESSAGE_LIST_KEY}
      fetch={fetchPage}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      toolbar={() => <Button loading={readAll.isPending} onClick={() => readAll.mutate()}>全部标为已读</Button>}
      actions={[{ key: 'open', label: '查看', run: (row) => openMessage.mutateAsync(row) }]}
    />
  );
}
