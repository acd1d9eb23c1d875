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
import { PreApplyStateTag, STATE_OPTIONS } from './pre-apply-state-tag';

const columns: DataColumn<PreApplyRow>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'policyTitle', title: '申报政策' },
  { key: 'state', title: '状态', render: (row) => <PreApplyStateTag state={row.state} /> },
  { key: 'submittedAt', title: '提交时间', format: 'datetime' },
  { key: 'decidedAt', title: '审核时间', format: 'datetime' },
];

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
  const searchFields: SearchField[] = [
    { type: 'select', name: 'state', label: '状态', options: STATE_OPTIONS },
    { type: 'select', name: 'policyId', label: '申报政策', options: (policies.data ?? []).map((p) => ({ label: p.label, value: String(p.value) })) },
    { type: 'text', name: 'companyName', label: '企业名称' },
    { type: 'date-range', name: 'submitted', label: '提交日期', keys: ['from', 'to'] },
  ];
  const actions: RowAction<PreApplyRow>[] = [
    { key: 'view', label: '查看', visible: (row) => preApplyActions(row.state, 'park').length === 0, run: (row) => navigate(`${PARK_DETAIL}?id=${row.id}`) },
    {
      key: 'review',
      label: '审核',
      call: preApplyCalls.check,
      visible: (row) => preApplyActions(row.state, 'park').length > 0,
      run: (row) => navigate(`${PARK_DETAIL}?id=${row.id}`),
    },
  ];
  return <ListPage<PreApplyRow> fetch={fetchPage} queryKey={[...PARK_LIST_KEY, parkId]} searchFields={searchFields} columns={columns} rowKey="id" actions={actions} />;
}
