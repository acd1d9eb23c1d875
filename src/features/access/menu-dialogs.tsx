import { Dialog } from '@/components/dialog/dialog';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FieldOption } from '@/components/schema-form/form-fields';
import { addMenu, addPrivilege, setMenuPrivilege, type MenuAdminNode, type MenuInput, type PrivilegeBrief, type PrivilegeInput } from '@/api/privilege';

export type MenuDialog =
  | { kind: 'add-menu' }
  | { kind: 'add-privilege' }
  | { kind: 'menu-privileges'; menu: MenuAdminNode };

export interface MenuDialogsProps {
  dialog: MenuDialog | null;
  menus: MenuAdminNode[];
  privileges: PrivilegeBrief[];
  onClose: () => void;
  onSaved: () => void;
}

const menuOptions = (menus: MenuAdminNode[]): FieldOption[] => menus.map((m) => ({ label: m.name, value: m.id }));

const flatten = (menus: MenuAdminNode[]): MenuAdminNode[] => menus.flatMap((m) => [m, ...flatten(m.children)]);

/** The dialogs of the menu screen: add a menu, add a privilege code, choose a menu's button privileges. */
export function MenuDialogs({ dialog, menus, privileges, onClose, onSaved }: MenuDialogsProps) {
  const done = (call: Promise<unknown>) => call.then(onSaved);
  const titles = { 'add-menu': '新增菜单', 'add-privilege': '新增按钮权限', 'menu-privileges': '设置按钮权限' };
  return (
    <Dialog title={dialog ? titles[dialog.kind] : ''} open={dialog !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {dialog?.kind === 'add-menu' && (
        <SchemaForm<MenuInput & Record<string, unknown>>
          guardLeave={false}
          fields={[
            { type: 'select', name: 'parentId', label: '上级菜单', options: menuOptions(menus), placeholder: '不选则为一级菜单' },
            { type: 'text', name: 'name', label: '菜单名称', required: true },
            { type: 'text', name: 'path', label: '路径', required: true, rules: [{ pattern: /^[A-Za-z][A-Za-z0-9-]*$/, message: '路径以字母开头，只含字母、数字和 -' }] },
            { type: 'text', name: 'icon', label: '图标' },
          ]}
          onSubmit={(values) => done(addMenu({ ...values, parentId: values.parentId ?? null }))}
          onCancel={onClose}
        />
      )}
      {dialog?.kind === 'add-privilege' && (
        <SchemaForm<PrivilegeInput & Record<string, unknown>>
          guardLeave={false}
          fields={[
            { type: 'text', name: 'code', label: '权限编码', required: true, rules: [{ pattern: /^\d{4}$/, message: '权限编码为 4 位数字' }] },
            { type: 'text', name: 'name', label: '权限名称', required: true },
            { type: 'select', name: 'menuId', label: '所属菜单', options: menuOptions(flatten(menus)) },
          ]}
          onSubmit={(values) => done(addPrivilege({ ...values, menuId: values.menuId ?? null }))}
          onCancel={onClose}
        />
      )}
      {dialog?.kind === 'menu-privileges' && (
        <SchemaForm<{ privilegeIds: number[] }>
          guardLeave={false}
          initialValues={{ privilegeIds: dialog.menu.privileges.map((p) => p.id) }}
          fields={[
            {
              type: 'select',
              name: 'privilegeIds',
              label: dialog.menu.name,
              multiple: true,
              options: privileges.map((p) => ({ label: `${p.name}（${p.code}）`, value: p.id })),
            },
          ]}
          onSubmit={(values) => done(setMenuPrivilege(dialog.menu.id, values.privilegeIds ?? []))}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
