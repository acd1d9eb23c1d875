import { Typography } from 'antd';
import type { PublishedItem } from '@/api/content';
import { FileList } from '@/components/files/file-list';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { useTexts } from '@/stores/language';
import { contentCatalogue } from './i18n/content';

/** A published item's reading: its summary, body and attachments (what every company-facing detail shows). */
export function PublishedArticle({ item }: { item: Pick<PublishedItem, 'summary' | 'body' | 'attachments'> }) {
  const { common } = useTexts(contentCatalogue);
  return (
    <>
      {item.summary && <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>}
      <RichTextView html={item.body} />
      {item.attachments.length > 0 && (
        <section aria-label={common.attachments}>
          <Typography.Title level={5}>{common.attachments}</Typography.Title>
          <FileList files={item.attachments} thumb={0} />
        </section>
      )}
    </>
  );
}
