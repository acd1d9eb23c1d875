import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ChangeAccountForm } from '@/features/auth/change-account-form';
import { ChangePasswordForm } from '@/features/auth/change-password-form';
import { loginDataQuery } from '@/features/auth/login-data-query';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { useSessionStore } from '@/stores/session';
import { userTypeLabel } from '@contract/host-kinds';

function show(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '--' : String(value);
}

/** The signed-in user's own profile, with password and account changes. */
export function AccountInfoPage() {
  const texts = useTexts(accountCatalogue);
  const word = useContractWord();
  const session = useSessionStore();
  // A failed load leaves the profile as the session knows it.
  const extra = useQuery(loginDataQuery()).data?.extra ?? null;

  const userTypeName = userTypeLabel(session.userType);
  const organisation = extra?.companyInfo?.companyName ?? extra?.mechanism?.name;
  return (
    <Flex vertical gap={16}>
      <Card title={texts.title}>
        <Flex gap={24} align="flex-start">
          <Avatar size={72} src={session.avatar || undefined} icon={<UserOutlined />} />
          <Descriptions column={2} style={{ flex: 1 }}>
            <Descriptions.Item label={texts.username}>{show(session.userName)}</Descriptions.Item>
            <Descriptions.Item label={texts.userType}>
              {show(userTypeName === null ? null : word(userTypeName))}
            </Descriptions.Item>
            <Descriptions.Item label={texts.phone}>{show(session.phone)}</Descriptions.Item>
            <Descriptions.Item label={texts.email}>{show(session.email)}</Descriptions.Item>
            {organisation !== undefined && <Descriptions.Item label={texts.organisation}>{show(organisation)}</Descriptions.Item>}
            <Descriptions.Item label={texts.roleLevel}>{show(session.roleLevel)}</Descriptions.Item>
          </Descriptions>
        </Flex>
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'password', label: texts.changePassword, children: <ChangePasswordForm /> },
            { key: 'account', label: texts.changeAccount, children: <ChangeAccountForm /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
