import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fetchOwnServices, submitService, withdrawService, type AgencyServiceRow } from '@/api/agency-services';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { agencyServiceMachine, SERVICE_STATES, SERVICE_SUBMITTABLE, type ServiceState, type ServiceType } from '@contract/agency';
import { serviceColumns } from './service-columns';
import { OWN_SERVICE_LIST_KEY, SERVICE_INFO_KEY } from './service-queries';

const WRITE = '/service-content/org-serve-write';
const versionOf = (row: AgencyServiceRow) => ({ id: row.id, version: row.version });
const waiting = (row: AgencyServiceRow) => row.state === 'submitted' || row.changePending;

const actions = (open: (path: string) => void): RowAction<AgencyServiceRow>[] => [
  { key: 'view', label: '查看', run: (row) => open(`${WRITE}?id=${row.id}&view=1`) },
  { key: 'edit', label: '编辑', visible: (row) => !waiting(row), run: (row) => open(`${WRITE}?id=${row.id}`) },
  {
    key: 'submit', label: '提交审核', visible: (row) => SERVICE_SUBMITTABLE.includes(row.state),
    confirm: (row) => `确定提交「${row.name}」审核吗？审核期间不能修改。`, run: (row) => submitService(versionOf(row)),
  },
  { key: 'withdraw', label: '撤回审核', visible: (row) => row.state === 'submitted', confirm: (row) => `撤回后「${row.name}」回到草稿，确定撤回吗？`, run: (row) => withdrawService(versionOf(row)) },
  {
    key: 'down', label: '下架', danger: true, visible: (row) => row.state === 'approved',
    confirm: (row) => `下架后企业将看不到「${row.name}」，重新上架需再次审核。确定下架吗？`, run: (row) => withdrawService(versionOf(row)),
  },
];

export interface OwnServiceListProps {
  /** The states the screen shows; the first is the default filter when there is more than one screen's worth. */
  states: readonly ServiceState[];
  /** Whether the state filter starts empty (all the listed states). */
  allByDefault: boolean;
}

/** The agency's services as a list with their row actions; `service-content` shows all, `org-serve-mng` the shelf. */
export function OwnServiceList({ states, allByDefault }: OwnServiceListProps) {
  const navigate = useNavigate();
  const searchFields: SearchField[] = [
    { type: 'text', name: 'name', label: '服务名称' },
    { type: 'select', name: 'state', label: '状态', options: states.map((value) => ({ value, label: SERVICE_STATES[value] })) },
  ];
  const fetchPage: ListFetcher<AgencyServiceRow> = ({ pageNum, pageSize, filters }) => {
    const state = (agencyServiceMachine.isState(filters.state) ? filters.state : undefined) ?? (allByDefault ? undefined : states[0]);
    return fetchOwnServices({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}), ...(state ? { state } : {}), ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}) });
  };
  return (
    <ListPage<AgencyServiceRow>
      fetch={fetchPage}
      queryKey={[...OWN_SERVICE_LIST_KEY, states.join()]}
      affects={[SERVICE_INFO_KEY, OWN_SERVICE_LIST_KEY]}
      searchFields={searchFields}
      columns={serviceColumns(false)}
      rowKey="id"
      actions={actions(navigate)}
      toolbar={() => (
        <Space>
          <Button type="primary" onClick={() => navigate(WRITE)}>
            新增服务
          </Button>
        </Space>
      )}
    />
  );
}
