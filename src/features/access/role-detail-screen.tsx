import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, App, Button, Card, Flex, Spin } from 'antd';
import { fetchMenuAdminTree, type MenuAdminTree } from '@/api/privilege';
import { addRole, fetchRoleDetail, setRoleGrants, updateRole, type RoleDetail, type RoleInput, type RoleLevel } from '@/api/role';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import { useAccess } from '@/stores/access';
import { LEVEL_LABELS, LEVEL_OPTIONS } from './access-labels';
import { grantsOfKeys, keysOfGrants } from './grant-keys';
import { GrantTree } from './grant-tree';
import { PRIVILEGES } from '@/contract/privileges';

const fields: FormField[] = [
  { type: 'text', name: 'name', label: '角色名称', required: true },
  { type: 'select', name: 'level', label: '角色级别', required: true, options: LEVEL_OPTIONS },
  { type: 'textarea', name: 'description', label: '说明', maxLength: 200 },
];

const items: DetailItem<RoleDetail>[] = [
  { key: 'name', label: '角色名称' },
  { key: 'level', label: '角色级别', format: { map: LEVEL_LABELS } },
  { key: 'description', label: '说明' },
  { key: 'userCount', label: '账号数' },
];

interface FormValues extends Record<string, unknown> {
  name: string;
  level: string;
  description?: string;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; tree: MenuAdminTree; role: RoleDetail | null };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '加载失败');

/** Screen `role-detail` (`#/role-detail?id=…`, no id: a new role): the role and its menu-privilege setting. */
export function RoleDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = params.get('id');
  const mayEdit = useAccess(PRIVILEGES.roleAdmin.code);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [checked, setChecked] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    Promise.all([fetchMenuAdminTree(), id ? fetchRoleDetail(id) : Promise.resolve(null)])
      .then(([tree, role]) => {
        if (!current) return;
        setLoad({ state: 'done', tree, role });
        setChecked(role ? keysOfGrants(role) : []);
      })
      .catch((error: unknown) => current && setLoad({ state: 'error', message: messageOf(error) }));
    return () => {
      current = false;
    };
  }, [id]);

  if (load.state === 'loading') return <Spin description="加载中..." />;
  if (load.state === 'error') return <Alert type="error" showIcon title={load.message} />;
  const { role, tree } = load;
  const editable = mayEdit && (role === null || role.editable);

  const save = async ({ name, level, description }: FormValues) => {
    const grants = grantsOfKeys(checked);
    const values: RoleInput = { name, level: Number(level) as RoleLevel, description: description ?? '' };
    if (role) {
      await updateRole(role.id, values);
      await setRoleGrants(role.id, grants);
    } else {
      await addRole({ ...values, ...grants });
    }
    void message.success('保存成功');
    navigate(-1);
  };

  return (
    <Flex vertical gap={16}>
      <Card title={role ? '角色信息' : '新增角色'} size="small">
        {editable ? (
          <SchemaForm<FormValues>
            fields={fields}
            initialValues={role ? { name: role.name, level: String(role.level), description: role.description ?? undefined } : { level: '3' }}
            onSubmit={save}
            onCancel={() => navigate(-1)}
            guardLeave={false}
          />
        ) : (
          role && <DetailView record={role} items={items} />
        )}
      </Card>
      <Card title="菜单与按钮权限" size="small">
        <GrantTree tree={tree} checked={checked} onChange={setChecked} readOnly={!editable} />
      </Card>
      {!editable && (
        <div>
          <Button onClick={() => navigate(-1)}>返回</Button>
        </div>
      )}
    </Flex>
  );
}
