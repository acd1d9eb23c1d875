import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, App, Button, Card, Flex, Spin } from 'antd';
import { accountCalls, deleteAllotment, freezeManager, type Allotment, type ManagerDetail } from '@/api/account';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { Dialog } from '@/components/dialog/dialog';
import { RowActions } from '@/components/list-page/row-actions';
import { MayCall, useMayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { accessCatalogue, type AccessTexts } from './i18n/access';
import { AccountForm } from './account-form';
import { ALLOT_CHOICES_KEY, MANAGER_DETAIL_KEY, MANAGER_LIST_KEY, managerDetailQuery, ROLE_LIST_KEY } from './access-queries';
import { AllotDialog } from './allot-dialog';

const detailItems = ({ account, common, frozen, levels, role }: AccessTexts): DetailItem<ManagerDetail>[] => [
  { key: 'username', label: account.username },
  { key: 'nickname', label: account.nickname },
  { key: 'phone', label: account.phone },
  { key: 'email', label: account.email },
  { key: 'roleName', label: account.role },
  { key: 'roleLevel', label: role.level, format: { map: levels } },
  { key: 'frozen', label: common.state, format: { map: frozen } },
  { key: 'createdAt', label: common.createdAt, format: 'datetime' },
];

/** Screen `account-detail` (`#/account-detail?id=…`, no id: a new account): the account and what it serves. */
export function AccountDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const texts = useTexts(accessCatalogue);
  const { account: words, common } = texts;
  const id = params.get('id');
  const mayEdit = useMayCall(id ? accountCalls.update : accountCalls.insert);
  const mayUnallot = useMayCall(accountCalls.allotDelete);
  const detail = useQuery({ ...managerDetailQuery(Number(id)), enabled: Boolean(id) });
  const [allotting, setAllotting] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Allotment | null>(null);
  const invalidate = useInvalidate();
  // The account's state, its allotments and the choices left show here, in the account list and in the allot dialog.
  const reload = useCallback(() => void invalidate(MANAGER_DETAIL_KEY, MANAGER_LIST_KEY, ALLOT_CHOICES_KEY), [invalidate]);
  const closeAllot = useCallback(() => setAllotting(null), []);
  // A refusal of either: the HTTP client has already shown why.
  const freezing = useMutation({ mutationFn: ({ id: accountId, frozen }: { id: number; frozen: boolean }) => freezeManager(accountId, frozen), onSuccess: reload });
  const unallot = useMutation({
    mutationFn: (allotment: Allotment) => deleteAllotment(allotment.id),
    onSettled: () => {
      setRemoving(null);
      reload();
    },
  });

  if (id && detail.isPending) return <Spin description={common.loading} />;
  if (id && detail.isError) return <Alert type="error" showIcon title={loadError(detail.error)} />;
  const account: ManagerDetail | null = id ? (detail.data ?? null) : null;

  const saved = (savedId: number) => {
    void message.success(common.saved);
    // Its role's account count changes with it.
    void invalidate(MANAGER_LIST_KEY, ROLE_LIST_KEY);
    if (account) reload();
    else navigate(`/account-detail?id=${savedId}`, { replace: true });
  };

  const allotColumns: DataColumn<Allotment>[] = [
    { key: 'targetName', title: words.targetName },
    { key: 'createdAt', title: words.allottedAt, format: 'datetime' },
    ...(mayUnallot
      ? [{ key: 'actions', title: common.actions, render: (row: Allotment) => (
          <RowActions row={row} actions={[{ key: 'remove', label: words.unallot, danger: true, run: setRemoving }]} onAction={(action, target) => action.run(target)} />
        ) }]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={account ? words.info : words.add}
        extra={account && (
          <MayCall call={accountCalls.freeze}>
            <Button danger={!account.frozen} loading={freezing.isPending} onClick={() => freezing.mutate({ id: account.id, frozen: !account.frozen })}>
              {account.frozen ? words.unfreeze : words.freeze}
            </Button>
          </MayCall>
        )}
      >
        {mayEdit ? (
          <AccountForm key={account?.id ?? 'new'} account={account} onSaved={saved} onCancel={() => navigate(-1)} />
        ) : (
          account && <DetailView record={account} items={detailItems(texts)} />
        )}
      </Card>
      {account && (
        <Card
          size="small"
          title={words.serves}
          extra={<MayCall call={accountCalls.allot}><Button onClick={() => setAllotting(account.id)}>{words.allot}</Button></MayCall>}
        >
          <Flex vertical gap={12}>
            <DataTable<Allotment> rows={account.companies} columns={[{ ...allotColumns[0]!, title: words.company }, ...allotColumns.slice(1)]} rowKey="id" emptyText={words.noCompanies} />
            <DataTable<Allotment> rows={account.staff} columns={[{ ...allotColumns[0]!, title: words.staff }, ...allotColumns.slice(1)]} rowKey="id" emptyText={words.noStaff} />
          </Flex>
        </Card>
      )}
      {!mayEdit && <div><Button onClick={() => navigate(-1)}>{common.back}</Button></div>}
      <AllotDialog managerId={allotting} onClose={closeAllot} onSaved={() => { closeAllot(); reload(); }} />
      <Dialog
        title={common.confirm}
        open={removing !== null}
        width={420}
        destroyOnHidden
        confirmLoading={unallot.isPending}
        onCancel={() => setRemoving(null)}
        onOk={() => removing && unallot.mutate(removing)}
      >
        {removing && words.unallotConfirm(removing.targetName)}
      </Dialog>
    </Flex>
  );
}
