import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabActions } from '@/app/tabs/use-tab-actions';
import { othersOf, rightOf, tabUrl } from '@/lib/open-tabs';
import { useTabsStore, type OpenTab } from '@/stores/tabs';
import { isScreenName } from '@contract/screens/gate';
import { screenDeclaration } from '@contract/screens/catalogue';

/** A tab's title: its screen's label in the catalogue. */
export function tabTitle(tab: OpenTab): string {
  return isScreenName(tab.screen) ? screenDeclaration(tab.screen).label : tab.screen;
}

type TabCommand = 'close' | 'others' | 'right' | 'reopen';

/** The open screens as tabs above the content: each one click away, closed one by one or by a tab's menu. */
export function TabStrip() {
  const tabs = useTabsStore((state) => state.tabs);
  const canReopen = useTabsStore((state) => state.closed.length > 0);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const actions = useTabActions();
  if (tabs.length === 0) return null;

  const list = { tabs, recent: [], closed: [] };
  const closable = (paths: string[]) => tabs.some((tab) => paths.includes(tab.path) && !tab.fixed);
  const menuOf = (tab: OpenTab): MenuProps => ({
    items: [
      { key: 'close', label: '关闭', disabled: tab.fixed },
      { key: 'others', label: '关闭其他', disabled: !closable(othersOf(list, tab.path)) },
      { key: 'right', label: '关闭右侧', disabled: !closable(rightOf(list, tab.path)) },
      { key: 'reopen', label: '重新打开已关闭', disabled: !canReopen },
    ],
    onClick: ({ key }) => {
      const command = key as TabCommand;
      if (command === 'close') void actions.close(tab.path);
      if (command === 'others') void actions.closeOthers(tab.path);
      if (command === 'right') void actions.closeRight(tab.path);
      if (command === 'reopen') void actions.reopen();
    },
  });
  const active = tabs.find((tab) => tab.path === pathname);

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      aria-label="已打开的页面"
      // A view that is no tab (not found, no access) leaves every tab unselected.
      activeKey={active?.path ?? ''}
      locale={{ removeAriaLabel: '关闭', dropdownAriaLabel: '更多标签' }}
      onChange={(path) => {
        const tab = tabs.find((each) => each.path === path);
        if (tab) void navigate(tabUrl(tab));
      }}
      onEdit={(path, action) => {
        if (action === 'remove' && typeof path === 'string') void actions.close(path);
      }}
      items={tabs.map((tab) => ({
        key: tab.path,
        closable: !tab.fixed,
        label: (
          <Dropdown menu={menuOf(tab)} trigger={['contextMenu']}>
            <span>{tabTitle(tab)}</span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={
        active && (
          <Dropdown menu={menuOf(active)} trigger={['click']}>
            <Button type="text" size="small" aria-label="标签操作" icon={<DownOutlined />} />
          </Dropdown>
        )
      }
      style={{ marginBottom: 8 }}
    />
  );
}
