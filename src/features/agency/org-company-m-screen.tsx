import { useMemo } from 'react';
import { Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { agencyCalls, setAgencyFrozen } from '@/api/agency';
import { fetchAgencyMembers, type AgencyMemberRow } from '@/api/agency-services';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag, stateTag } from '@/components/status-tag/status-tag';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { AGENCY_STATE_TONES, AGENCY_STATES } from '@contract/agency';
import { useTexts } from '@/stores/language';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY } from './agency-queries';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';
import { MEMBERS_KEY } from './service-queries';

const agencyState = stateTag(AGENCY_STATES, AGENCY_STATE_TONES);

const columns = (texts: AgencyTexts): DataColumn<AgencyMemberRow>[] => [
  { key: 'name', title: texts.profile.name },
  { key: 'contact', title: texts.profile.contact },
  { key: 'phone', title: texts.profile.phone },
  {
    key: 'accounts', title: texts.manage.accounts,
    render: (row) =>
      row.accounts.length ? (
        <Space size={4} wrap>
          {row.accounts.map((a) => <StatusTag key={a.id} tone={a.frozen ? 'danger' : 'neutral'}>{a.username}{a.phone ? texts.manage.accountPhone(a.phone) : ''}</StatusTag>)}
        </Space>
      ) : null,
  },
  { key: 'state', title: texts.manage.auditState, render: (row) => agencyState(row.state) },
  { key: 'listed', title: texts.manage.shown, render: (row) => (row.listed ? texts.listed : texts.unlisted) },
  { key: 'frozen', title: texts.manage.accountState, render: (row) => (row.frozen ? <StatusTag tone="danger">{texts.frozen}</StatusTag> : texts.normal) },
];

const searchFields = (texts: AgencyTexts): SearchField[] => [{ type: 'text', name: 'name', label: texts.profile.name }];

const fetchPage: ListFetcher<AgencyMemberRow> = ({ pageNum, pageSize, filters }) => fetchAgencyMembers({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

/** Screen `orgCompanyM`: the agencies as member companies of the platform, their contact people and sign-in accounts. */
export function OrgCompanyMScreen() {
  const navigate = useNavigate();
  const texts = useTexts(agencyCatalogue);
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts) }), [texts]);
  const m = texts.manage;
  const actions: RowAction<AgencyMemberRow>[] = [
    { key: 'view', label: texts.view, run: (row) => navigate(`/agency-manage?id=${row.id}`) },
    { key: 'freeze', label: m.freeze, call: agencyCalls.setFrozen, danger: true, visible: (row) => !row.frozen, confirm: (row) => m.freezeConfirm(row.name), run: (row) => setAgencyFrozen(row.id, true) },
    { key: 'unfreeze', label: m.unfreeze, call: agencyCalls.setFrozen, visible: (row) => row.frozen, confirm: (row) => m.unfreezeConfirm(row.name), run: (row) => setAgencyFrozen(row.id, false) },
  ];
  return (
    <ListPage<AgencyMemberRow>
      fetch={fetchPage}
      queryKey={MEMBERS_KEY}
      affects={[AGENCY_LIST_KEY, AGENCY_DETAIL_KEY]}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={actions}
    />
  );
}
