import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ChangeAccountForm } from '@/features/auth/change-account-form';
import { ChangePasswordForm } from '@/features/auth/change-password-form';
import { loginDataQuery } from '@/features/auth/login-data-query';
import { useSessionStore } from '@/stores/session';
import { userTypeLabel } from '@contract/host-kinds';

function show(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '--' : String(value);
}

/** The signed-in user's own profile, with password and account changes. */
export function AccountInfoPage() {
  const session = useSessionStore();
  // A failed load leaves the profile as the session knows it.
  const extra = useQuery(loginDataQuery()).data?.extra ?? null;

  const organisation = extra?.companyInfo?.companyName ?? extra?.mechanism?.name;
  return (
    <Flex vertical gap={16}>
      <Card title="账号信息">
        <Flex gap={24} align="flex-start">
          <Avatar size={72} src={session.avatar || undefined} icon={<UserOutlined />} />
          <Descriptions column={2} style={{ flex: 1 }}>
            <Descriptions.Item label="用户名">{show(session.userName)}</Descriptions.Item>
            <Descriptions.Item label="账号类型">
              {show(userTypeLabel(session.userType))}
            </Descriptions.Item>
            <Descriptions.Item label="手机号">{show(session.phone)}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{show(session.email)}</Descriptions.Item>
            {organisation !== undefined && <Descriptions.Item label="所属单位">{show(organisation)}</Descriptions.Item>}
            <Descriptions.Item label="角色等级">{show(session.roleLevel)}</Descriptions.Item>
          </Descriptions>
        </Flex>
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'password', label: '修改密码', children: <ChangePasswordForm /> },
            { key: 'account', label: '修改账号信息', children: <ChangeAccountForm /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
