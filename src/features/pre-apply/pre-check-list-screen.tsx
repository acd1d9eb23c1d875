import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { fetchParkPreApplies, preApplyCalls, type PreApplyRow } from '@/api/pre-apply';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { preApplyActions, preApplyMachine } from '@contract/pre-apply-states';
import { useParkStore } from '@/stores/park';
import { PARK_DETAIL } from './pre-apply-paths';
import { PARK_LIST_KEY, parkPoliciesQuery } from './pre-apply-queries';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { preApplyCatalogue, type PreApplyTexts } from './i18n/pre-apply';
import { PreApplyStateTag, stateOptions } from './pre-apply-state-tag';

function parkColumns(words: PreApplyTexts['fields']): DataColumn<PreApplyRow>[] {
  return [
    { key: 'companyName', title: words.companyName },
    { key: 'policyTitle', title: words.policy },
    { key: 'state', title: words.state, render: (row) => <PreApplyStateTag state={row.state} /> },
    { key: 'submittedAt', title: words.submittedAt, format: 'datetime' },
    { key: 'decidedAt', title: words.decidedAt, format: 'datetime' },
  ];
}

const fetchPage: ListFetcher<PreApplyRow> = ({ pageNum, pageSize, filters }) =>
  fetchParkPreApplies({
    pageNum,
    pageSize,
    ...(preApplyMachine.isState(filters.state) ? { state: filters.state } : {}),
    ...(filters.policyId ? { policyId: Number(filters.policyId) } : {}),
    ...(filters.companyName ? { companyName: filters.companyName } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  });

/** Screen `pre-check`: the park's pre-applications (drafts stay the company's own); open one to review it. */
export function PreCheckListScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const policies = useQuery({ ...parkPoliciesQuery(parkId ?? 0), enabled: Boolean(parkId) });
  const texts = useTexts(preApplyCatalogue);
  const fields = texts.fields;
  const word = useContractWord();
  const columns = useMemo(() => parkColumns(fields), [fields]);
  const searchFields: SearchField[] = [
    { type: 'select', name: 'state', label: fields.state, options: stateOptions(word) },
    { type: 'select', name: 'policyId', label: fields.policy, options: (policies.data ?? []).map((p) => ({ label: p.label, value: String(p.value) })) },
    { type: 'text', name: 'companyName', label: fields.companyName },
    { type: 'date-range', name: 'submitted', label: fields.submittedOn, keys: ['from', 'to'] },
  ];
  const actions: RowAction<PreApplyRow>[] = [
    { key: 'view', label: texts.list.view, visible: (row) => preApplyActions(row.state, 'park').length === 0, run: (row) => navigate(`${PARK_DETAIL}?id=${row.id}`) },
    {
      key: 'review',
      label: texts.list.review,
      call: preApplyCalls.check,
      visible: (row) => preApplyActions(row.state, 'park').length > 0,
      run: (row) => navigate(`${PARK_DETAIL}?id=${row.id}`),
    },
  ];
  return <ListPage<PreApplyRow> fetch={fetchPage} queryKey={[...PARK_LIST_KEY, parkId]} searchFields={searchFields} columns={columns} rowKey="id" actions={actions} />;
}
