import { Space } from 'antd';
import type { Suggestion } from '@/api/suggestions';
import { DetailView } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { suggestionDetailItems } from './suggestion-fields';

/** A suggestion as both sides read it: what was asked, its files, and what the park answered. */
export function SuggestionDetail({ row }: { row: Suggestion }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <DetailView<Suggestion> record={row} items={suggestionDetailItems} columns={2} />
      {row.attachments.length > 0 && (
        <section aria-label="附件">
          <FileList files={row.attachments} />
        </section>
      )}
    </Space>
  );
}
