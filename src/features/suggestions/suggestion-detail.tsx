import { Space } from 'antd';
import type { Suggestion } from '@/api/suggestions';
import { DetailView } from '@/components/detail-view/detail-view';
import { suggestionDetailItems } from './suggestion-fields';

/** A suggestion as both sides read it: what was asked, its files, and what the park answered. */
export function SuggestionDetail({ row }: { row: Suggestion }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <DetailView<Suggestion> record={row} items={suggestionDetailItems} columns={2} />
      {row.attachments.length > 0 && (
        <ul aria-label="附件" style={{ margin: 0 }}>
          {row.attachments.map((file) => (
            <li key={file.url}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">{file.name}</a>
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}
