import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, message, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fetchOwnSuggestions, submitSuggestion, type Suggestion } from '@/api/suggestions';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import { suggestionMachine } from '@contract/machines/suggestion';
import { SUGGESTION_TEXT_MAX, type SuggestionCategory } from '@contract/suggestions';
import { useTexts } from '@/stores/language';
import { suggestionsCatalogue, type SuggestionsTexts } from './i18n/suggestions';
import { SuggestionDetail } from './suggestion-detail';
import { categoryOptions, ownSearchFields, suggestionColumns } from './suggestion-fields';
import { linkedSuggestionQuery, OWN_SUGGESTION_LIST_KEY } from './suggestion-queries';

interface SubmitValues extends Record<string, unknown> {
  category?: SuggestionCategory;
  content?: string;
  attachments?: string[];
}

const fields = (texts: SuggestionsTexts, word: (chinese: string) => string): FormField[] => [
  { type: 'select', name: 'category', label: texts.submit.category, required: true, options: categoryOptions(word) },
  { type: 'textarea', name: 'content', label: texts.content, required: true, maxLength: SUGGESTION_TEXT_MAX, rows: 5 },
  { type: 'upload', name: 'attachments', label: texts.attachments, mode: 'word-pdf', maxCount: 9 },
];
// A file's name as stored with the suggestion (the park reads it): its own name, else the word for an attachment.
const fileName = (url: string, fallback: string) => decodeURIComponent(url.split('/').pop() ?? url).slice(0, 100) || fallback;

/** Screen `front-suggest` (a fixed route of the company): ask the park something, and follow what it answered.
 * `?id=` (a message's link) opens one. */
export function FrontSuggestScreen() {
  const invalidate = useInvalidate();
  const [params, setParams] = useSearchParams();
  const linked = params.get('id');
  const [viewing, setViewing] = useState<Suggestion | null>(null);
  const [formKey, setFormKey] = useState(0);
  const opened = useQuery(linkedSuggestionQuery(linked, true));
  const shown = viewing ?? (linked ? (opened.data ?? null) : null);
  const texts = useTexts(suggestionsCatalogue);
  const word = useContractWord();
  const parts = useMemo(
    () => ({ fields: fields(texts, word), searchFields: ownSearchFields(texts, word), columns: suggestionColumns(false, texts, word) }),
    [texts, word],
  );

  const submit = async (values: SubmitValues) => {
    await submitSuggestion({
      category: values.category ?? 'other',
      content: values.content?.trim() ?? '',
      attachments: (values.attachments ?? []).map((url) => ({ name: fileName(url, texts.attachments), url })),
    });
    void message.success(texts.submit.done);
    void invalidate(OWN_SUGGESTION_LIST_KEY);
    setFormKey((k) => k + 1);
  };
  const fetchPage: ListFetcher<Suggestion> = ({ pageNum, pageSize, filters }) =>
    fetchOwnSuggestions({ pageNum, pageSize, ...(suggestionMachine.isState(filters.state) ? { state: filters.state } : {}) });
  const closeView = () => {
    setViewing(null);
    if (linked) {
      params.delete('id');
      setParams(params, { replace: true });
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={texts.submit.title} size="small">
        <SchemaForm<SubmitValues> key={formKey} fields={parts.fields} onSubmit={submit} submitText={texts.submit.button} guardLeave={false} />
      </Card>
      <Card title={texts.submit.own} size="small">
        <ListPage<Suggestion>
          fetch={fetchPage}
          queryKey={OWN_SUGGESTION_LIST_KEY}
          searchFields={parts.searchFields}
          columns={parts.columns}
          rowKey="id"
          actions={[{ key: 'view', label: texts.view, run: (row) => setViewing(row) }]}
        />
      </Card>
      <Dialog title={texts.detailTitle} open={shown !== null} footer={null} onCancel={closeView} width={720} destroyOnHidden>
        {shown && <SuggestionDetail row={shown} />}
      </Dialog>
    </Space>
  );
}
