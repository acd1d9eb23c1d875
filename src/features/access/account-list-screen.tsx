import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { accountCalls, fetchManagers, freezeManager, type ManagerAccount } from '@/api/account';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { MayCall } from '@/stores/access';
import { FROZEN_LABELS, LEVEL_LABELS } from './access-labels';
import { MANAGER_LIST_KEY } from './access-queries';

const searchFields: SearchField[] = [
  { type: 'text', name: 'keyword', label: '账号/姓名/手机' },
  { type: 'select', name: 'frozen', label: '状态', options: [{ label: '正常', value: 'false' }, { label: '已冻结', value: 'true' }] },
];

// The role's level shows with its name (角色 · 一级) and the creation day without its time, so the list fits 1280 px.
const columns: DataColumn<ManagerAccount>[] = [
  { key: 'username', title: '账号' },
  { key: 'nickname', title: '姓名', width: COLUMN_WIDTHS.person },
  { key: 'phone', title: '手机号', width: COLUMN_WIDTHS.phone },
  { key: 'roleName', title: '角色', ellipsis: true, render: (row) => (row.roleName ? [row.roleName, LEVEL_LABELS[String(row.roleLevel)]].filter(Boolean).join(' · ') : null) },
  { key: 'companyCount', title: '负责企业数', width: COLUMN_WIDTHS.short },
  { key: 'frozen', title: '状态', format: { map: FROZEN_LABELS } },
  { key: 'createdAt', title: '创建时间', format: 'date' },
];

const fetchPage: ListFetcher<ManagerAccount> = ({ pageNum, pageSize, filters }) =>
  fetchManagers({ pageNum, pageSize, keyword: filters.keyword, frozen: filters.frozen ? filters.frozen === 'true' : undefined });

/** Screen `account`: the customer-service manager accounts of the current park. */
export function AccountListScreen() {
  const navigate = useNavigate();
  return (
    <ListPage<ManagerAccount>
      fetch={fetchPage}
      queryKey={MANAGER_LIST_KEY}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      toolbar={() => (
        <MayCall call={accountCalls.insert}>
          <Button type="primary" onClick={() => navigate('/account-detail')}>
            新增账号
          </Button>
        </MayCall>
      )}
      actions={[
        { key: 'detail', label: '查看', run: (row) => navigate(`/account-detail?id=${row.id}`) },
        {
          key: 'freeze',
          label: '冻结',
          danger: true,
          call: accountCalls.freeze,
          visible: (row) => !row.frozen,
          confirm: (row) => `冻结后「${row.username}」将立即退出登录且无法再登录，确定冻结吗？`,
          run: (row) => freezeManager(row.id, true),
        },
        {
          key: 'unfreeze',
          label: '解冻',
          call: accountCalls.freeze,
          visible: (row) => row.frozen,
          confirm: (row) => `确定解冻「${row.username}」吗？`,
          run: (row) => freezeManager(row.id, false),
        },
      ]}
    />
  );
}
