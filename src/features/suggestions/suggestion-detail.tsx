import { Space } from 'antd';
import type { Suggestion } from '@/api/suggestions';
import { DetailView } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { suggestionsCatalogue } from './i18n/suggestions';
import { suggestionDetailItems } from './suggestion-fields';

/** A suggestion as both sides read it: what was asked, its files, and what the park answered. */
export function SuggestionDetail({ row }: { row: Suggestion }) {
  const texts = useTexts(suggestionsCatalogue);
  const word = useContractWord();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <DetailView<Suggestion> record={row} items={suggestionDetailItems(texts, word)} columns={2} />
      {row.attachments.length > 0 && (
        <section aria-label={texts.attachments}>
          <FileList files={row.attachments} />
        </section>
      )}
    </Space>
  );
}
