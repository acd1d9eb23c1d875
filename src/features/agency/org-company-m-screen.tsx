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
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY } from './agency-queries';
import { MEMBERS_KEY } from './service-queries';


const agencyState = stateTag(AGENCY_STATES, AGENCY_STATE_TONES);

const columns: DataColumn<AgencyMemberRow>[] = [
  { key: 'name', title: '机构名称' },
  { key: 'contact', title: '联系人' },
  { key: 'phone', title: '联系电话' },
  {
    key: 'accounts', title: '登录账号',
    render: (row) => (row.accounts.length ? <Space size={4} wrap>{row.accounts.map((a) => <StatusTag key={a.id} tone={a.frozen ? 'danger' : 'neutral'}>{a.username}{a.phone ? `（${a.phone}）` : ''}</StatusTag>)}</Space> : null),
  },
  { key: 'state', title: '审核状态', render: (row) => agencyState(row.state) },
  { key: 'listed', title: '展示', render: (row) => (row.listed ? '已上架' : '已下架') },
  { key: 'frozen', title: '账号状态', render: (row) => (row.frozen ? <StatusTag tone="danger">已冻结</StatusTag> : '正常') },
];

const searchFields: SearchField[] = [{ type: 'text', name: 'name', label: '机构名称' }];

const fetchPage: ListFetcher<AgencyMemberRow> = ({ pageNum, pageSize, filters }) => fetchAgencyMembers({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

/** Screen `orgCompanyM`: the agencies as member companies of the platform, their contact people and sign-in accounts. */
export function OrgCompanyMScreen() {
  const navigate = useNavigate();
  const actions: RowAction<AgencyMemberRow>[] = [
    { key: 'view', label: '查看', run: (row) => navigate(`/agency-manage?id=${row.id}`) },
    { key: 'freeze', label: '冻结', call: agencyCalls.setFrozen, danger: true, visible: (row) => !row.frozen, confirm: (row) => `冻结后「${row.name}」的账号将立即退出且无法登录，确定冻结吗？`, run: (row) => setAgencyFrozen(row.id, true) },
    { key: 'unfreeze', label: '解冻', call: agencyCalls.setFrozen, visible: (row) => row.frozen, confirm: (row) => `确定解冻「${row.name}」的账号吗？`, run: (row) => setAgencyFrozen(row.id, false) },
  ];
  return <ListPage<AgencyMemberRow> fetch={fetchPage} queryKey={MEMBERS_KEY} affects={[AGENCY_LIST_KEY, AGENCY_DETAIL_KEY]} searchFields={searchFields} columns={columns} rowKey="id" actions={actions} />;
}
