import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deleteRole, fetchRoles, roleCalls, type Role, type RoleLevel } from '@/api/role';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { MayCall } from '@/stores/access';
import { levelOptions } from './access-labels';
import { useMemo } from 'react';
import { useTexts } from '@/stores/language';
import { accessCatalogue, type AccessTexts } from './i18n/access';
import { ROLE_LIST_KEY } from './access-queries';

const searchFields = (texts: AccessTexts): SearchField[] => [
  { type: 'text', name: 'name', label: texts.role.name },
  { type: 'select', name: 'level', label: texts.role.level, options: levelOptions(texts).map(({ label, value }) => ({ label, value })) },
];

const columns = ({ role, levels, common }: AccessTexts): DataColumn<Role>[] => [
  { key: 'name', title: role.name },
  { key: 'level', title: role.level, format: { map: levels } },
  { key: 'parkId', title: role.scope, render: (row) => (row.parkId === null ? role.platform : role.park) },
  { key: 'description', title: role.description, ellipsis: true },
  { key: 'userCount', title: role.accounts },
  { key: 'createdAt', title: common.createdAt, format: 'datetime' },
];

const fetchPage: ListFetcher<Role> = ({ pageNum, pageSize, filters }) =>
  fetchRoles({ pageNum, pageSize, name: filters.name, level: filters.level ? (Number(filters.level) as RoleLevel) : undefined });

/** Screen `role`: roles of levels 1, 2 and 3. */
export function RoleListScreen() {
  const navigate = useNavigate();
  const texts = useTexts(accessCatalogue);
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts) }), [texts]);
  return (
    <ListPage<Role>
      fetch={fetchPage}
      queryKey={ROLE_LIST_KEY}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      toolbar={() => (
        <MayCall call={roleCalls.add}>
          <Button type="primary" onClick={() => navigate('/role-detail')}>
            {texts.role.add}
          </Button>
        </MayCall>
      )}
      actions={[
        { key: 'detail', label: texts.common.view, run: (row) => navigate(`/role-detail?id=${row.id}`) },
        {
          key: 'delete',
          label: texts.common.delete,
          danger: true,
          call: roleCalls.remove,
          confirm: (row) => texts.role.deleteConfirm(row.name),
          run: (row) => deleteRole(row.id),
        },
      ]}
    />
  );
}
