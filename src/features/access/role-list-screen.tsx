import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deleteRole, fetchRoles, roleCalls, type Role, type RoleLevel } from '@/api/role';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { MayCall } from '@/stores/access';
import { LEVEL_LABELS, LEVEL_OPTIONS } from './access-labels';
import { ROLE_LIST_KEY } from './access-queries';

const searchFields: SearchField[] = [
  { type: 'text', name: 'name', label: '角色名称' },
  { type: 'select', name: 'level', label: '角色级别', options: LEVEL_OPTIONS.map(({ label, value }) => ({ label, value })) },
];

const columns: DataColumn<Role>[] = [
  { key: 'name', title: '角色名称' },
  { key: 'level', title: '角色级别', format: { map: LEVEL_LABELS } },
  { key: 'parkId', title: '适用范围', render: (row) => (row.parkId === null ? '全平台' : '本园区') },
  { key: 'description', title: '说明', ellipsis: true },
  { key: 'userCount', title: '账号数' },
  { key: 'createdAt', title: '创建时间', format: 'datetime' },
];

const fetchPage: ListFetcher<Role> = ({ pageNum, pageSize, filters }) =>
  fetchRoles({ pageNum, pageSize, name: filters.name, level: filters.level ? (Number(filters.level) as RoleLevel) : undefined });

/** Screen `role`: roles of levels 1, 2 and 3. */
export function RoleListScreen() {
  const navigate = useNavigate();
  return (
    <ListPage<Role>
      fetch={fetchPage}
      queryKey={ROLE_LIST_KEY}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      toolbar={() => (
        <MayCall call={roleCalls.add}>
          <Button type="primary" onClick={() => navigate('/role-detail')}>
            新增角色
          </Button>
        </MayCall>
      )}
      actions={[
        { key: 'detail', label: '查看', run: (row) => navigate(`/role-detail?id=${row.id}`) },
        {
          key: 'delete',
          label: '删除',
          danger: true,
          call: roleCalls.remove,
          confirm: (row) => `确定删除角色「${row.name}」吗？`,
          run: (row) => deleteRole(row.id),
        },
      ]}
    />
  );
}
