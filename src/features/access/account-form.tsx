import { useQuery } from '@tanstack/react-query';
import { insertManager, updateManager, type ManagerDetail } from '@/api/account';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { problemRule } from '@/components/schema-form/problem-rule';
import { emailProblem, mobileProblem } from '@contract/value-rules';
import { useSessionStore } from '@/stores/session';
import { LEVEL_LABELS } from './access-labels';
import { roleOptionsQuery } from './access-queries';

const PHONE = [problemRule(mobileProblem)];
const EMAIL = [problemRule(emailProblem)];
const PASSWORD = [{ pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,30}$/, message: '密码需为 8-30 位，且同时包含字母和数字' }];

function fieldsOf(roles: FieldOption[], creating: boolean): FormField[] {
  return [
    ...(creating ? [{ type: 'text' as const, name: 'username', label: '账号', required: true }] : []),
    { type: 'text', name: 'nickname', label: '姓名', required: true },
    { type: 'text', name: 'phone', label: '手机号', rules: PHONE },
    { type: 'text', name: 'email', label: '邮箱', rules: EMAIL },
    { type: 'select', name: 'roleId', label: '角色', required: true, options: roles },
    creating
      ? { type: 'text', name: 'password', label: '初始密码', required: true, rules: PASSWORD }
      : { type: 'text', name: 'password', label: '重置密码', rules: PASSWORD, placeholder: '不修改请留空' },
  ];
}

type Values = Record<string, string | number | undefined>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export interface AccountFormProps {
  account: ManagerDetail | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** Creates a manager account in the current park, or edits one (a new password ends its sessions). */
export function AccountForm({ account, onSaved, onCancel }: AccountFormProps) {
  const ownLevel = useSessionStore((state) => state.roleLevel) ?? 0;
  const roleQuery = useQuery(roleOptionsQuery());

  // Only roles ranked below the caller's own can be handed out (the server refuses the others); without the list the
  // form still opens, with no role to pick.
  const roles: FieldOption[] | null = roleQuery.isError
    ? []
    : (roleQuery.data?.list
        .filter((r) => r.level > ownLevel)
        .map((r) => ({ label: `${r.name}（${LEVEL_LABELS[String(r.level)] ?? r.level}）`, value: String(r.id) })) ?? null);

  if (!roles) return null;
  const save = async (values: Values) => {
    const common = { nickname: String(values.nickname ?? ''), phone: text(values.phone), email: text(values.email), roleId: Number(values.roleId) };
    if (account) {
      const contact = { phone: String(values.phone ?? ''), email: String(values.email ?? '') };
      await updateManager({ id: account.id, ...common, ...contact, password: text(values.password) });
      onSaved(account.id);
    } else {
      const created = await insertManager({ ...common, username: String(values.username ?? ''), password: String(values.password ?? '') });
      onSaved(created.id);
    }
  };
  return (
    <SchemaForm<Values>
      fields={fieldsOf(roles, account === null)}
      initialValues={account ? { nickname: account.nickname ?? '', phone: account.phone ?? '', email: account.email ?? '', roleId: account.roleId === null ? undefined : String(account.roleId) } : undefined}
      onSubmit={save}
      onCancel={onCancel}
      guardLeave={false}
    />
  );
}
