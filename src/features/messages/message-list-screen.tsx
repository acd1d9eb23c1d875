import { Button } from 'antd';
import { useMemo } from 'react';
import { fetchMessages, type Message, type MessageReadState } from '@/api/messages';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { messagesCatalogue } from '@/features/messages/i18n/messages';
import type { messagesZh } from '@/features/messages/i18n/messages-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';
import { useTexts } from '@/stores/language';
import { MESSAGE_LIST_KEY } from './message-queries';
import { useOpenMessage, useReadAll } from './use-open-message';
import { StatusTag } from '@/components/status-tag/status-tag';

function listParts(texts: Texts<typeof messagesZh>): { searchFields: SearchField[]; columns: DataColumn<Message>[] } {
  const options = [
    { label: texts.unread, value: 'unread' },
    { label: texts.read, value: 'read' },
  ];
  return {
    searchFields: [{ type: 'select', name: 'status', label: texts.status, options }],
    columns: [
      {
        key: 'readAt',
        title: texts.status,
        render: (row) => (row.readAt ? <StatusTag tone="neutral">{texts.read}</StatusTag> : <StatusTag tone="active">{texts.unread}</StatusTag>),
      },
      { key: 'kind', title: texts.kind, format: { map: texts.kinds } },
      { key: 'title', title: texts.heading, ellipsis: true },
      { key: 'body', title: texts.body, ellipsis: true },
      { key: 'createdAt', title: texts.time, format: 'datetime' },
    ],
  };
}

const isStatus = (value: unknown): value is MessageReadState => value === 'unread' || value === 'read';

const fetchPage: ListFetcher<Message> = ({ pageNum, pageSize, filters }) =>
  fetchMessages({ pageNum, pageSize, ...(isStatus(filters.status) ? { status: filters.status } : {}) });

/** Screen `messages`: the signed-in user's messages, read and unread; opening one goes where the reader acts. */
export function MessageListScreen() {
  const openMessage = useOpenMessage();
  const readAll = useReadAll();
  const texts = useTexts(messagesCatalogue);
  const { searchFields, columns } = useMemo(() => listParts(texts), [texts]);
  return (
    <ListPage<Message>
      queryKey={MESSAGE_LIST_KEY}
      fetch={fetchPage}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      toolbar={() => <Button loading={readAll.isPending} onClick={() => readAll.mutate()}>{texts.readAll}</Button>}
      actions={[{ key: 'open', label: texts.open, run: (row) => openMessage.mutateAsync(row) }]}
    />
  );
}
