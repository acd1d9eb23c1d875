import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/api/auth';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { clearLocalSession } from '@/stores/sync-tabs';

/** 账号信息, 切换园区 (only for a manage user with several parks) and 退出登录. */
export function UserMenu() {
  const navigate = useNavigate();
  const texts = useTexts(shellCatalogue);
  const userName = useSessionStore((state) => state.userName);
  const avatar = useSessionStore((state) => state.avatar);
  const hostKey = useSessionStore((state) => state.hostKey);
  const canSwitch = useParkStore((state) => hostKey === 'manage' && state.parks.length > 1);

  const signOut = async () => {
    // Revoke the tokens on the server; the local session ends whatever the answer.
    await logout().catch(() => undefined);
    // Leave the guarded layout first (synchronously, not as a transition), so the guard does not turn the
    // cleared session into a return-to link.
    await navigate(hostKey ? `/login?kind=${hostKey}` : '/login', { replace: true, flushSync: true });
    clearLocalSession();
  };

  const items: MenuProps['items'] = [
    { key: 'account', label: texts.account },
    ...(canSwitch ? [{ key: 'switch', label: texts.switchPark }] : []),
    { key: 'logout', label: texts.signOut },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate('/accountInfo');
    // The root re-decides: with several parks it raises the need-switch flag and shows the chooser.
    if (key === 'switch') navigate('/');
    if (key === 'logout') void signOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" style={{ color: 'inherit' }} icon={<Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />}>
        {userName ?? ''} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
