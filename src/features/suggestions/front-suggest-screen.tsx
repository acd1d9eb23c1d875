import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, message, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fetchOwnSuggestions, submitSuggestion, type Suggestion } from '@/api/suggestions';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import { suggestionMachine } from '@contract/machines/suggestion';
import { SUGGESTION_TEXT_MAX, type SuggestionCategory } from '@contract/suggestions';
import { SuggestionDetail } from './suggestion-detail';
import { categoryOptions, ownSearchFields, suggestionColumns } from './suggestion-fields';
import { linkedSuggestionQuery, OWN_SUGGESTION_LIST_KEY } from './suggestion-queries';

interface SubmitValues extends Record<string, unknown> {
  category?: SuggestionCategory;
  content?: string;
  attachments?: string[];
}

const fields: FormField[] = [
  { type: 'select', name: 'category', label: '诉求类别', required: true, options: categoryOptions },
  { type: 'textarea', name: 'content', label: '诉求内容', required: true, maxLength: SUGGESTION_TEXT_MAX, rows: 5 },
  { type: 'upload', name: 'attachments', label: '附件', mode: 'word-pdf', maxCount: 9 },
];
const columns = suggestionColumns(false);
const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url).slice(0, 100) || '附件';

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

  const submit = async (values: SubmitValues) => {
    await submitSuggestion({
      category: values.category ?? 'other',
      content: values.content?.trim() ?? '',
      attachments: (values.attachments ?? []).map((url) => ({ name: fileName(url), url })),
    });
    void message.success('诉求已提交，园区处理后会通过消息告知您');
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
      <Card title="提交诉求" size="small">
        <SchemaForm<SubmitValues> key={formKey} fields={fields} onSubmit={submit} submitText="提交" guardLeave={false} />
      </Card>
      <Card title="我的诉求" size="small">
        <ListPage<Suggestion>
          fetch={fetchPage}
          queryKey={OWN_SUGGESTION_LIST_KEY}
          searchFields={ownSearchFields}
          columns={columns}
          rowKey="id"
          actions={[{ key: 'view', label: '查看', run: (row) => setViewing(row) }]}
        />
      </Card>
      <Dialog title="诉求详情" open={shown !== null} footer={null} onCancel={closeView} width={720} destroyOnHidden>
        {shown && <SuggestionDetail row={shown} />}
      </Dialog>
    </Space>
  );
}
