import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { agencyCalls, fetchAgencies, setAgencyFrozen, setAgencyListed, type AgencyRow } from '@/api/agency';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { AGENCY_STATES, AGENCY_STATE_KEYS, agencyProfileMachine, type ServiceType } from '@contract/agency';
import { MayCall } from '@/stores/access';
import { agencyColumns } from './agency-columns';
import { SERVICE_TYPE_OPTIONS } from './agency-fields';
import { AgencyDetailPanel } from './agency-detail-panel';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY } from './agency-queries';


const searchFields: SearchField[] = [
  { type: 'text', name: 'name', label: '机构名称' },
  { type: 'select', name: 'serviceType', label: '服务类型', options: SERVICE_TYPE_OPTIONS },
  { type: 'select', name: 'state', label: '审核状态', options: AGENCY_STATE_KEYS.map((value) => ({ value, label: AGENCY_STATES[value] })) },
];

const fetchPage: ListFetcher<AgencyRow> = ({ pageNum, pageSize, filters }) =>
  fetchAgencies({
    pageNum,
    pageSize,
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}),
    ...(agencyProfileMachine.isState(filters.state) ? { state: filters.state } : {}),
  });

const actions = (open: (path: string) => void): RowAction<AgencyRow>[] => [
  { key: 'view', label: '查看', run: (row) => open(`/agency-manage?id=${row.id}`) },
  { key: 'edit', label: '编辑', call: agencyCalls.update, run: (row) => open(`/agency-edit?id=${row.id}`) },
  { key: 'up', label: '上架', call: agencyCalls.setListed, visible: (row) => !row.listed && row.state === 'approved', confirm: (row) => `确定上架「${row.name}」吗？`, run: (row) => setAgencyListed(row.id, true) },
  { key: 'down', label: '下架', call: agencyCalls.setListed, danger: true, visible: (row) => row.listed, confirm: (row) => `下架后企业将看不到「${row.name}」，确定下架吗？`, run: (row) => setAgencyListed(row.id, false) },
  { key: 'freeze', label: '冻结', call: agencyCalls.setFrozen, danger: true, visible: (row) => !row.frozen, confirm: (row) => `冻结后「${row.name}」的账号将立即退出且无法登录，确定冻结吗？`, run: (row) => setAgencyFrozen(row.id, true) },
  { key: 'unfreeze', label: '解冻', call: agencyCalls.setFrozen, visible: (row) => row.frozen, confirm: (row) => `确定解冻「${row.name}」的账号吗？`, run: (row) => setAgencyFrozen(row.id, false) },
];

/** Screen `agency-manage`: every agency (platform-wide), searchable by name, service type and state; `?id=` shows one. */
export function AgencyManageScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <AgencyDetailPanel id={id} onBack={() => navigate('/agency-manage')} />;
  return (
    <ListPage<AgencyRow>
      fetch={fetchPage}
      queryKey={AGENCY_LIST_KEY}
      affects={[AGENCY_DETAIL_KEY]}
      searchFields={searchFields}
      columns={agencyColumns}
      rowKey="id"
      actions={actions(navigate)}
      toolbar={() => (
        <MayCall call={agencyCalls.add}>
          <Button type="primary" onClick={() => navigate('/agency-add')}>
            新增机构
          </Button>
        </MayCall>
      )}
    />
  );
}
