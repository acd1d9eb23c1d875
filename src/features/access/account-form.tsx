import { useQuery } from '@tanstack/react-query';
import { insertManager, updateManager, type ManagerDetail } from '@/api/account';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { problemRule } from '@/components/schema-form/problem-rule';
import { emailProblem, mobileProblem } from '@contract/value-rules';
import { useSessionStore } from '@/stores/session';
import { useTexts } from '@/stores/language';
import { accessCatalogue, type AccessTexts } from './i18n/access';
import { roleOptionsQuery } from './access-queries';

const PHONE = [problemRule(mobileProblem)];
const EMAIL = [problemRule(emailProblem)];
const password = (message: string) => [{ pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,30}$/, message }];

function fieldsOf({ account }: AccessTexts, roles: FieldOption[], creating: boolean): FormField[] {
  const PASSWORD = password(account.passwordRule);
  return [
    ...(creating ? [{ type: 'text' as const, name: 'username', label: account.username, required: true }] : []),
    { type: 'text', name: 'nickname', label: account.nickname, required: true },
    { type: 'text', name: 'phone', label: account.phone, rules: PHONE },
    { type: 'text', name: 'email', label: account.email, rules: EMAIL },
    { type: 'select', name: 'roleId', label: account.role, required: true, options: roles },
    creating
      ? { type: 'text', name: 'password', label: account.initialPassword, required: true, rules: PASSWORD }
      : { type: 'text', name: 'password', label: account.resetPassword, rules: PASSWORD, placeholder: account.keepPassword },
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
  const texts = useTexts(accessCatalogue);
  const ownLevel = useSessionStore((state) => state.roleLevel) ?? 0;
  const roleQuery = useQuery(roleOptionsQuery());

  // Only roles ranked below the caller's own can be handed out (the server refuses the others); without the list the
  // form still opens, with no role to pick.
  const roles: FieldOption[] | null = roleQuery.isError
    ? []
    : (roleQuery.data?.list
        .filter((r) => r.level > ownLevel)
        .map((r) => ({ label: texts.account.roleWithLevel(r.name, texts.levels[String(r.level)] ?? String(r.level)), value: String(r.id) })) ?? null);

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
      fields={fieldsOf(texts, roles, account === null)}
      initialValues={account ? { nickname: account.nickname ?? '', phone: account.phone ?? '', email: account.email ?? '', roleId: account.roleId === null ? undefined : String(account.roleId) } : undefined}
      onSubmit={save}
      onCancel={onCancel}
      guardLeave={false}
    />
  );
}
