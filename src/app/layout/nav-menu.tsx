import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuNode } from '@/api/types';
import { shellCatalogue, useScreenWord } from '@/app/i18n/shell';
import { childUrl, menuUrl, sortedMenus } from '@/app/menus/menu-tree';
import { useTexts } from '@/stores/language';
import { MENU_TOP_BAR_THRESHOLD } from '@contract/constants';

/** Up to MENU_TOP_BAR_THRESHOLD top-level items form a top bar; more become a left side menu (spec §9). */
export function usesTopBar(menus: MenuNode[]): boolean {
  return menus.length <= MENU_TOP_BAR_THRESHOLD;
}

type Items = NonNullable<MenuProps['items']>;

function items(menus: MenuNode[], grouped: boolean, word: (name: string) => string): Items {
  return sortedMenus(menus).map((top) => {
    if (top.children.length === 0) return { key: menuUrl(top), label: word(top.name) };
    const children = sortedMenus(top.children).map((child) => ({ key: childUrl(top, child), label: word(child.name) }));
    return grouped
      ? { key: menuUrl(top), type: 'group' as const, label: word(top.name), children }
      : { key: menuUrl(top), label: word(top.name), children };
  });
}

function useMenuNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onClick: MenuProps['onClick'] = ({ key }) => navigate(key);
  return { onClick, selectedKeys: [pathname] };
}

/** The top bar: children open in a submenu on hover. */
export function TopMenu({ menus }: { menus: MenuNode[] }) {
  const navigation = useMenuNavigation();
  const texts = useTexts(shellCatalogue);
  const word = useScreenWord();
  return (
    <nav aria-label={texts.topMenu} style={{ flex: 1, minWidth: 0 }}>
      <Menu mode="horizontal" theme="dark" triggerSubMenuAction="hover" items={items(menus, false, word)} {...navigation} />
    </nav>
  );
}

/** The left side menu: entries with children form labelled groups. */
export function SideMenu({ menus }: { menus: MenuNode[] }) {
  const navigation = useMenuNavigation();
  const texts = useTexts(shellCatalogue);
  const word = useScreenWord();
  return (
    <nav aria-label={texts.sideMenu}>
      <Menu mode="inline" items={items(menus, true, word)} {...navigation} style={{ height: '100%', borderInlineEnd: 0 }} />
    </nav>
  );
}
