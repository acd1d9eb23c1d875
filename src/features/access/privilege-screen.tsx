import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Space, Spin, Table, Tag } from 'antd';
import { deleteMenu, deletePrivilege, menuCalls, privilegeCalls, type MenuAdminNode } from '@/api/privilege';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { Dialog } from '@/components/dialog/dialog';
import { useMayCall } from '@/stores/access';
import { MENU_TREE_KEY, menuTreeQuery, PRIVILEGE_LIST_KEY, privilegeListQuery } from './access-queries';
import { MenuDialogs, type MenuDialog } from './menu-dialogs';
import { useTexts } from '@/stores/language';
import { accessCatalogue } from './i18n/access';

type Confirm = { text: string; run: () => Promise<unknown> };

/** Screen `privilege`: the whole menu tree with each menu's button privileges; add and delete menus and codes. */
export function PrivilegeScreen() {
  const mayAddMenu = useMayCall(menuCalls.add);
  const mayAddPrivilege = useMayCall(privilegeCalls.add);
  const maySetPrivileges = useMayCall(menuCalls.setPrivilege);
  const mayDeleteMenu = useMayCall(menuCalls.remove);
  const mayDeletePrivilege = useMayCall(privilegeCalls.remove);
  const { common, menu: words } = useTexts(accessCatalogue);
  const treeQuery = useQuery(menuTreeQuery());
  const privilegeQuery = useQuery(privilegeListQuery());
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const invalidate = useInvalidate();
  // A change of a menu or a code shows in both lists; 重试 loads them again too.
  const reload = useCallback(() => void invalidate(MENU_TREE_KEY, PRIVILEGE_LIST_KEY), [invalidate]);

  const tree = treeQuery.data ?? null;
  const privileges = privilegeQuery.data ?? [];
  const failure = treeQuery.error ?? privilegeQuery.error;
  const error = failure ? loadError(failure) : null;

  // A refusal: the HTTP client has already shown why.
  const removal = useMutation({
    mutationFn: (run: Confirm['run']) => run(),
    onSettled: () => {
      setConfirm(null);
      reload();
    },
  });

  const columns = [
    { key: 'name', title: words.name, dataIndex: 'name' },
    { key: 'path', title: words.path, dataIndex: 'path' },
    {
      key: 'privileges',
      title: words.privileges,
      render: (_: unknown, menu: MenuAdminNode) => menu.privileges.map((p) => <Tag key={p.id}>{common.withCode(p.name, p.code)}</Tag>),
    },
    ...(maySetPrivileges || mayDeleteMenu
      ? [{
          key: 'actions',
          title: common.actions,
          render: (_: unknown, menu: MenuAdminNode) => (
            <Space size={0}>
              {maySetPrivileges && <Button type="link" size="small" onClick={() => setDialog({ kind: 'menu-privileges', menu })}>{words.setPrivileges}</Button>}
              {mayDeleteMenu && (
                <Button type="link" size="small" danger onClick={() => setConfirm({ text: words.deleteConfirm(menu.name), run: () => deleteMenu(menu.id) })}>
                  {common.delete}
                </Button>
              )}
            </Space>
          ),
        }]
      : []),
  ];

  const loose = privileges.filter((p) => p.menuId === null);
  return (
    <Flex vertical gap={12}>
      {(mayAddMenu || mayAddPrivilege) && (
        <Flex gap={8}>
          {mayAddMenu && <Button type="primary" onClick={() => setDialog({ kind: 'add-menu' })}>{words.add}</Button>}
          {mayAddPrivilege && <Button onClick={() => setDialog({ kind: 'add-privilege' })}>{words.addPrivilege}</Button>}
        </Flex>
      )}
      {error && <Alert type="error" showIcon title={error} action={<Button size="small" onClick={reload}>{common.retry}</Button>} />}
      {!tree && !error && <Spin description={common.loading} />}
      {tree && (
        <Table<MenuAdminNode>
          rowKey="id"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={tree.menus}
          expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
        />
      )}
      {loose.length > 0 && (
        <Flex gap={8} wrap align="center">
          <span>{words.loose}</span>
          {loose.map((p) => (
            <Tag
              key={p.id}
              closable={mayDeletePrivilege}
              onClose={(event) => {
                event.preventDefault();
                setConfirm({ text: words.deletePrivilegeConfirm(p.name), run: () => deletePrivilege(p.id) });
              }}
            >
              {common.withCode(p.name, p.code)}
            </Tag>
          ))}
        </Flex>
      )}
      <MenuDialogs
        dialog={dialog}
        menus={tree?.menus ?? []}
        privileges={privileges}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />
      <Dialog title={common.confirm} open={confirm !== null} confirmLoading={removal.isPending} onOk={() => confirm && removal.mutate(confirm.run)} onCancel={() => setConfirm(null)} width={420} destroyOnHidden>
        {confirm?.text}
      </Dialog>
    </Flex>
  );
}
