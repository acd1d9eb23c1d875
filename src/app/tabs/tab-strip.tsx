import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { holdsUnsaved } from '@/app/tabs/unsaved-tabs';
import { useTabActions } from '@/app/tabs/use-tab-actions';
import { Dialog } from '@/components/dialog/dialog';
import { othersOf, rightOf, tabUrl } from '@/lib/open-tabs';
import { useTabsStore, type OpenTab } from '@/stores/tabs';
import { shellCatalogue, useScreenWord } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';
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
  const { token } = theme.useToken();
  const actions = useTabActions();
  const texts = useTexts(shellCatalogue).tabs;
  const word = useScreenWord();
  // A close that would lose a form's unsaved changes waits for the user's word.
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);
  if (tabs.length === 0) return null;

  const list = { tabs, recent: [], closed: [] };
  const closing = (paths: string[], close: () => Promise<void>) => {
    if (holdsUnsaved(paths)) setPending(() => close);
    else void close();
  };
  const closable = (paths: string[]) => tabs.some((tab) => paths.includes(tab.path) && !tab.fixed);
  const menuOf = (tab: OpenTab): MenuProps => ({
    items: [
      { key: 'close', label: texts.close, disabled: tab.fixed },
      { key: 'others', label: texts.others, disabled: !closable(othersOf(list, tab.path)) },
      { key: 'right', label: texts.right, disabled: !closable(rightOf(list, tab.path)) },
      { key: 'reopen', label: texts.reopen, disabled: !canReopen },
    ],
    onClick: ({ key, domEvent }) => {
      // The menu is rendered inside its tab: a pick must not reach the tab's link.
      domEvent.stopPropagation();
      const command = key as TabCommand;
      if (command === 'close') closing([tab.path], () => actions.close(tab.path));
      if (command === 'others') closing(othersOf(list, tab.path), () => actions.closeOthers(tab.path));
      if (command === 'right') closing(rightOf(list, tab.path), () => actions.closeRight(tab.path));
      if (command === 'reopen') void actions.reopen();
    },
  });
  const active = tabs.find((tab) => tab.path === pathname);

  // Links between open pages, not a tab panel: a list of links (the shown one `aria-current="page"`), each with its
  // own close button, and one menu button. antd's card tabs put their buttons inside `role="tablist"`, which axe
  // refuses (aria-required-children).
  return (
    <nav aria-label={texts.label} style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8 }}>
      <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto', flex: 1 }}>
        {tabs.map((tab) => {
          const title = word(tabTitle(tab));
          const shown = tab === active;
          return (
            <Dropdown key={tab.path} menu={menuOf(tab)} trigger={['contextMenu']} destroyOnHidden>
              <li
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  flex: 'none',
                  border: `1px solid ${shown ? token.colorPrimary : token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusSM,
                  background: shown ? token.controlItemBgActive : token.colorBgContainer,
                }}
              >
                <Link
                  to={tabUrl(tab)}
                  aria-current={shown ? 'page' : undefined}
                  style={{ color: token.colorText, padding: '2px 8px', fontWeight: shown ? 500 : undefined, whiteSpace: 'nowrap' }}
                >
                  {title}
                </Link>
                {!tab.fixed && (
                  <Button
                    type="text"
                    size="small"
                    aria-label={texts.closeOne(title)}
                    icon={<CloseOutlined />}
                    onClick={() => closing([tab.path], () => actions.close(tab.path))}
                  />
                )}
              </li>
            </Dropdown>
          );
        })}
      </ul>
      {active && (
        <Dropdown menu={menuOf(active)} trigger={['click']} destroyOnHidden>
          <Button type="text" size="small" aria-label={texts.menu} icon={<DownOutlined />} />
        </Dropdown>
      )}
      <Dialog
        title={texts.confirmTitle}
        open={pending !== null}
        okText={texts.close}
        cancelText={texts.stay}
        width={420}
        onOk={() => {
          void pending?.();
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      >
        {texts.confirm}
      </Dialog>
    </nav>
  );
}
