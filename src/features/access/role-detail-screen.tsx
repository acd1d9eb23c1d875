import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, App, Button, Card, Flex, Spin } from 'antd';
import type { MenuAdminTree } from '@/api/privilege';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { addRole, roleCalls, setRoleGrants, updateRole, type RoleDetail, type RoleInput, type RoleLevel } from '@/api/role';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import { useMayCall } from '@/stores/access';
import { levelOptions } from './access-labels';
import { useTexts } from '@/stores/language';
import { accessCatalogue, type AccessTexts } from './i18n/access';
import { menuTreeQuery, ROLE_DETAIL_KEY, ROLE_LIST_KEY, roleDetailQuery } from './access-queries';
import { grantsOfKeys, keysOfGrants } from './grant-keys';
import { GrantTree } from './grant-tree';

const formFields = (texts: AccessTexts): FormField[] => [
  { type: 'text', name: 'name', label: texts.role.name, required: true },
  { type: 'select', name: 'level', label: texts.role.level, required: true, options: levelOptions(texts) },
  { type: 'textarea', name: 'description', label: texts.role.description, maxLength: 200 },
];

const detailItems = ({ role, levels }: AccessTexts): DetailItem<RoleDetail>[] => [
  { key: 'name', label: role.name },
  { key: 'level', label: role.level, format: { map: levels } },
  { key: 'description', label: role.description },
  { key: 'userCount', label: role.accounts },
];

interface FormValues extends Record<string, unknown> {
  name: string;
  level: string;
  description?: string;
}

/** Screen `role-detail` (`#/role-detail?id=…`, no id: a new role): the role and its menu-privilege setting. */
export function RoleDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { common } = useTexts(accessCatalogue);
  const treeQuery = useQuery(menuTreeQuery());
  const roleQuery = useQuery({ ...roleDetailQuery(id ?? ''), enabled: Boolean(id) });

  const failure = treeQuery.error ?? (id ? roleQuery.error : null);
  if (failure) return <Alert type="error" showIcon title={loadError(failure)} />;
  if (!treeQuery.data || (id && !roleQuery.data)) return <Spin description={common.loading} />;
  const role = id ? (roleQuery.data ?? null) : null;
  return <RoleEditor key={role?.id ?? 'new'} tree={treeQuery.data} role={role} />;
}

/** The role's form (or read-only view) and its grants, ticked from the role as loaded. */
function RoleEditor({ tree, role }: { tree: MenuAdminTree; role: RoleDetail | null }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const texts = useTexts(accessCatalogue);
  const fields = useMemo(() => formFields(texts), [texts]);
  const mayEdit = useMayCall(role ? roleCalls.setting : roleCalls.add);
  const invalidate = useInvalidate();
  const [checked, setChecked] = useState<string[]>(() => (role ? keysOfGrants(role) : []));
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
    void invalidate(ROLE_LIST_KEY, ROLE_DETAIL_KEY);
    void message.success(texts.common.saved);
    navigate(-1);
  };

  return (
    <Flex vertical gap={16}>
      <Card title={role ? texts.role.info : texts.role.add} size="small">
        {editable ? (
          <SchemaForm<FormValues>
            fields={fields}
            initialValues={role ? { name: role.name, level: String(role.level), description: role.description ?? undefined } : { level: '3' }}
            onSubmit={save}
            onCancel={() => navigate(-1)}
            guardLeave={false}
          />
        ) : (
          role && <DetailView record={role} items={detailItems(texts)} />
        )}
      </Card>
      <Card title={texts.role.grants} size="small">
        <GrantTree tree={tree} checked={checked} onChange={setChecked} readOnly={!editable} />
      </Card>
      {!editable && (
        <div>
          <Button onClick={() => navigate(-1)}>{texts.common.back}</Button>
        </div>
      )}
    </Flex>
  );
}
