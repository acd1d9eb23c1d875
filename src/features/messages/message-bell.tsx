import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, Popover, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Message } from '@/api/messages';
import { messagesCatalogue } from '@/features/messages/i18n/messages';
import { useTexts } from '@/stores/language';
import { MessageItem } from './message-item';
import { latestMessagesQuery, unreadCountQuery } from './message-queries';
import { useMessageStream } from './use-message-stream';
import { useOpenMessage, useReadAll } from './use-open-message';

function LatestMessages({ onDone }: { onDone: () => void }) {
  const { data, isPending } = useQuery(latestMessagesQuery());
  const openMessage = useOpenMessage();
  const readAll = useReadAll();
  const texts = useTexts(messagesCatalogue);
  const open = (message: Message) => {
    onDone();
    openMessage.mutate(message);
  };
  if (isPending) return <Spin size="small" />;
  const list = data?.list ?? [];
  return (
    <Flex vertical gap={8} style={{ width: 320 }}>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} />
      ) : (
        <ul aria-label={texts.latest} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((message) => (
            <li key={message.id}>
              <Button type="text" block style={{ height: 'auto', textAlign: 'left', padding: '4px 8px' }} onClick={() => open(message)}>
                <MessageItem message={message} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Flex justify="space-between" align="center">
        <Button size="small" type="link" loading={readAll.isPending} onClick={() => readAll.mutate()}>
          {texts.readAll}
        </Button>
        <Link to="/messages" onClick={onDone}>
          {texts.seeAll}
        </Link>
      </Flex>
    </Flex>
  );
}

/**
 * The header's bell: the unread count and a panel of the latest messages. It holds the tab's message stream: a pushed
 * message refreshes both at once; while the stream is down the count is asked again every 30 s.
 */
export function MessageBell() {
  const [open, setOpen] = useState(false);
  const streaming = useMessageStream();
  const { data } = useQuery(unreadCountQuery(!streaming));
  const count = data?.count ?? 0;
  const texts = useTexts(messagesCatalogue);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={texts.title}
      open={open}
      onOpenChange={setOpen}
      content={open ? <LatestMessages onDone={() => setOpen(false)} /> : null}
    >
      <Button type="text" aria-label={texts.bellLabel(count)} style={{ color: 'inherit' }}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ color: '#fff', fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
