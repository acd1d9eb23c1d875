import { Dialog } from '@/components/dialog/dialog';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FieldOption } from '@/components/schema-form/form-fields';
import { useTexts } from '@/stores/language';
import { accessCatalogue } from './i18n/access';
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
  const { menu: words, common } = useTexts(accessCatalogue);
  const titles = { 'add-menu': words.add, 'add-privilege': words.addPrivilege, 'menu-privileges': words.setTitle };
  return (
    <Dialog title={dialog ? titles[dialog.kind] : ''} open={dialog !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {dialog?.kind === 'add-menu' && (
        <SchemaForm<MenuInput & Record<string, unknown>>
          guardLeave={false}
          fields={[
            { type: 'select', name: 'parentId', label: words.parent, options: menuOptions(menus), placeholder: words.topLevel },
            { type: 'text', name: 'name', label: words.name, required: true },
            { type: 'text', name: 'path', label: words.path, required: true, rules: [{ pattern: /^[A-Za-z][A-Za-z0-9-]*$/, message: words.pathRule }] },
            { type: 'text', name: 'icon', label: words.icon },
          ]}
          onSubmit={(values) => done(addMenu({ ...values, parentId: values.parentId ?? null }))}
          onCancel={onClose}
        />
      )}
      {dialog?.kind === 'add-privilege' && (
        <SchemaForm<PrivilegeInput & Record<string, unknown>>
          guardLeave={false}
          fields={[
            { type: 'text', name: 'code', label: words.code, required: true, rules: [{ pattern: /^\d{4}$/, message: words.codeRule }] },
            { type: 'text', name: 'name', label: words.privilegeName, required: true },
            { type: 'select', name: 'menuId', label: words.ofMenu, options: menuOptions(flatten(menus)) },
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
              options: privileges.map((p) => ({ label: common.withCode(p.name, p.code), value: p.id })),
            },
          ]}
          onSubmit={(values) => done(setMenuPrivilege(dialog.menu.id, values.privilegeIds ?? []))}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
