import { Typography } from 'antd';
import type { PublishedItem } from '@/api/content';
import { FileList } from '@/components/files/file-list';
import { RichTextView } from '@/components/rich-text/rich-text-view';

/** A published item's reading: its summary, body and attachments (what every company-facing detail shows). */
export function PublishedArticle({ item }: { item: Pick<PublishedItem, 'summary' | 'body' | 'attachments'> }) {
  return (
    <>
      {item.summary && <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>}
      <RichTextView html={item.body} />
      {item.attachments.length > 0 && (
        <section aria-label="附件">
          <Typography.Title level={5}>附件</Typography.Title>
          <FileList files={item.attachments} thumb={0} />
        </section>
      )}
    </>
  );
}
