import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { fetchSuggestions, type Suggestion, type SuggestionListQuery } from '@/api/suggestions';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { suggestionMachine } from '@contract/machines/suggestion';
import { mayAct, type SuggestionAction } from '@contract/suggestions';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { HandleDialog } from './handle-dialog';
import { suggestionsCatalogue } from './i18n/suggestions';
import { SuggestionDetail } from './suggestion-detail';
import { suggestionColumns, suggestionSearchFields } from './suggestion-fields';
import { linkedSuggestionQuery, SUGGESTION_LIST_KEY } from './suggestion-queries';

const dayStart = (day: string) => dayjs(day).startOf('day').toISOString();
const dayEnd = (day: string) => dayjs(day).endOf('day').toISOString();

/** Screen `companySuggest`: the park's suggestions by state, category, company and date; 回复, 指派, 关闭. `?id=`
 * (a message's link) opens one. */
export function CompanySuggestScreen() {
  const parkId = useParkStore((state) => state.parkId);
  const invalidate = useInvalidate();
  const [params, setParams] = useSearchParams();
  const linked = params.get('id');
  const [viewing, setViewing] = useState<Suggestion | null>(null);
  const [handling, setHandling] = useState<{ action: SuggestionAction; row: Suggestion } | null>(null);
  const opened = useQuery(linkedSuggestionQuery(linked, false));
  const shown = viewing ?? (linked ? (opened.data ?? null) : null);
  const texts = useTexts(suggestionsCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: suggestionSearchFields(texts, word), columns: suggestionColumns(true, texts, word) }), [texts, word]);

  const fetchPage: ListFetcher<Suggestion> = ({ pageNum, pageSize, filters }) => {
    const query: SuggestionListQuery = { parkId: parkId ?? 0, pageNum, pageSize };
    if (suggestionMachine.isState(filters.state)) query.state = filters.state;
    if (filters.category) query.category = filters.category as SuggestionListQuery['category'];
    if (filters.companyName) query.companyName = filters.companyName;
    if (filters.from) query.from = dayStart(filters.from);
    if (filters.to) query.to = dayEnd(filters.to);
    return fetchSuggestions(query);
  };
  const handle = (action: SuggestionAction): RowAction<Suggestion> => ({
    key: action,
    label: word(suggestionMachine.actionLabel(action)),
    visible: (row) => mayAct(action, row.state),
    run: (row) => setHandling({ action, row }),
  });
  const actions: RowAction<Suggestion>[] = [{ key: 'view', label: texts.view, run: (row) => setViewing(row) }, handle('reply'), handle('assign'), handle('close')];
  const closeView = () => {
    setViewing(null);
    if (linked) {
      params.delete('id');
      setParams(params, { replace: true });
    }
  };

  return (
    <>
      <ListPage<Suggestion>
        fetch={fetchPage}
        queryKey={[...SUGGESTION_LIST_KEY, parkId]}
        searchFields={parts.searchFields}
        columns={parts.columns}
        rowKey="id"
        actions={actions}
      />
      <Dialog title={texts.detailTitle} open={shown !== null} footer={null} onCancel={closeView} width={720} destroyOnHidden>
        {shown && <SuggestionDetail row={shown} />}
      </Dialog>
      <HandleDialog
        open={handling}
        onClose={() => setHandling(null)}
        onDone={() => {
          setHandling(null);
          void invalidate(SUGGESTION_LIST_KEY);
        }}
      />
    </>
  );
}
