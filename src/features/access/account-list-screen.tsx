import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { accountCalls, fetchManagers, freezeManager, type ManagerAccount } from '@/api/account';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { MayCall } from '@/stores/access';
import { useMemo } from 'react';
import { useTexts } from '@/stores/language';
import { accessCatalogue, type AccessTexts } from './i18n/access';
import { MANAGER_LIST_KEY } from './access-queries';

const searchFields = ({ account, common, frozen }: AccessTexts): SearchField[] => [
  { type: 'text', name: 'keyword', label: account.keyword },
  { type: 'select', name: 'frozen', label: common.state, options: [{ label: frozen.false ?? '', value: 'false' }, { label: frozen.true ?? '', value: 'true' }] },
];

// The role's level shows with its name (角色 · 一级) and the creation day without its time, so the list fits 1280 px.
const columns = ({ account, common, frozen, levels }: AccessTexts): DataColumn<ManagerAccount>[] => [
  { key: 'username', title: account.username },
  { key: 'nickname', title: account.nickname, width: COLUMN_WIDTHS.person },
  { key: 'phone', title: account.phone, width: COLUMN_WIDTHS.phone },
  { key: 'roleName', title: account.role, ellipsis: true, render: (row) => (row.roleName ? [row.roleName, levels[String(row.roleLevel)]].filter(Boolean).join(' · ') : null) },
  { key: 'companyCount', title: account.companies, width: COLUMN_WIDTHS.short },
  { key: 'frozen', title: common.state, format: { map: frozen } },
  { key: 'createdAt', title: common.createdAt, format: 'date' },
];

const fetchPage: ListFetcher<ManagerAccount> = ({ pageNum, pageSize, filters }) =>
  fetchManagers({ pageNum, pageSize, keyword: filters.keyword, frozen: filters.frozen ? filters.frozen === 'true' : undefined });

/** Screen `account`: the customer-service manager accounts of the current park. */
export function AccountListScreen() {
  const navigate = useNavigate();
  const texts = useTexts(accessCatalogue);
  const { account, common } = texts;
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts) }), [texts]);
  return (
    <ListPage<ManagerAccount>
      fetch={fetchPage}
      queryKey={MANAGER_LIST_KEY}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      toolbar={() => (
        <MayCall call={accountCalls.insert}>
          <Button type="primary" onClick={() => navigate('/account-detail')}>
            {account.add}
          </Button>
        </MayCall>
      )}
      actions={[
        { key: 'detail', label: common.view, run: (row) => navigate(`/account-detail?id=${row.id}`) },
        {
          key: 'freeze',
          label: account.freeze,
          danger: true,
          call: accountCalls.freeze,
          visible: (row) => !row.frozen,
          confirm: (row) => account.freezeConfirm(row.username),
          run: (row) => freezeManager(row.id, true),
        },
        {
          key: 'unfreeze',
          label: account.unfreeze,
          call: accountCalls.freeze,
          visible: (row) => row.frozen,
          confirm: (row) => account.unfreezeConfirm(row.username),
          run: (row) => freezeManager(row.id, false),
        },
      ]}
    />
  );
}
