import { useMemo } from 'react';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { agencyCalls, fetchAgencies, setAgencyFrozen, setAgencyListed, type AgencyRow } from '@/api/agency';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { AGENCY_STATES, AGENCY_STATE_KEYS, agencyProfileMachine, type ServiceType } from '@contract/agency';
import { MayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { agencyColumns } from './agency-columns';
import { serviceTypeOptions } from './agency-fields';
import { AgencyDetailPanel } from './agency-detail-panel';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY } from './agency-queries';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

const searchFields = (texts: AgencyTexts, word: (chinese: string) => string): SearchField[] => [
  { type: 'text', name: 'name', label: texts.profile.name },
  { type: 'select', name: 'serviceType', label: texts.profile.serviceTypes, options: serviceTypeOptions(word) },
  { type: 'select', name: 'state', label: texts.manage.auditState, options: AGENCY_STATE_KEYS.map((value) => ({ value, label: word(AGENCY_STATES[value]) })) },
];

const fetchPage: ListFetcher<AgencyRow> = ({ pageNum, pageSize, filters }) =>
  fetchAgencies({
    pageNum,
    pageSize,
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}),
    ...(agencyProfileMachine.isState(filters.state) ? { state: filters.state } : {}),
  });

const actions = (open: (path: string) => void, texts: AgencyTexts): RowAction<AgencyRow>[] => {
  const m = texts.manage;
  return [
    { key: 'view', label: texts.view, run: (row) => open(`/agency-manage?id=${row.id}`) },
    { key: 'edit', label: texts.edit, call: agencyCalls.update, run: (row) => open(`/agency-edit?id=${row.id}`) },
    { key: 'up', label: m.list, call: agencyCalls.setListed, visible: (row) => !row.listed && row.state === 'approved', confirm: (row) => m.listConfirm(row.name), run: (row) => setAgencyListed(row.id, true) },
    { key: 'down', label: m.unlist, call: agencyCalls.setListed, danger: true, visible: (row) => row.listed, confirm: (row) => m.unlistConfirm(row.name), run: (row) => setAgencyListed(row.id, false) },
    { key: 'freeze', label: m.freeze, call: agencyCalls.setFrozen, danger: true, visible: (row) => !row.frozen, confirm: (row) => m.freezeConfirm(row.name), run: (row) => setAgencyFrozen(row.id, true) },
    { key: 'unfreeze', label: m.unfreeze, call: agencyCalls.setFrozen, visible: (row) => row.frozen, confirm: (row) => m.unfreezeConfirm(row.name), run: (row) => setAgencyFrozen(row.id, false) },
  ];
};

/** Screen `agency-manage`: every agency (platform-wide), searchable by name, service type and state; `?id=` shows one. */
export function AgencyManageScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: searchFields(texts, word), columns: agencyColumns(texts, word), actions: actions(navigate, texts) }), [texts, word, navigate]);
  const id = params.get('id');
  if (id) return <AgencyDetailPanel id={id} onBack={() => navigate('/agency-manage')} />;
  return (
    <ListPage<AgencyRow>
      fetch={fetchPage}
      queryKey={AGENCY_LIST_KEY}
      affects={[AGENCY_DETAIL_KEY]}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={parts.actions}
      toolbar={() => (
        <MayCall call={agencyCalls.add}>
          <Button type="primary" onClick={() => navigate('/agency-add')}>
            {texts.manage.add}
          </Button>
        </MayCall>
      )}
    />
  );
}
