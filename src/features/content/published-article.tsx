import { Button, Flex, Typography } from 'antd';
import type { PublishedItem } from '@/api/content';
import { RichTextView } from '@/components/rich-text/rich-text-view';

/** A published item's reading: its summary, body and attachments (what every company-facing detail shows). */
export function PublishedArticle({ item }: { item: Pick<PublishedItem, 'summary' | 'body' | 'attachments'> }) {
  return (
    <>
      {item.summary && <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>}
      <RichTextView html={item.body} />
      {item.attachments.length > 0 && (
        <Flex gap={8} wrap aria-label="附件">
          {item.attachments.map((a) => (
            <Button key={a.url} type="link" href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</Button>
          ))}
        </Flex>
      )}
    </>
  );
}
