import { Menu, type MenuProps } from 'antd';
import { memo, useMemo } from 'react';
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

// The menus render again only when their entries, the language or the location change: an antd menu of every
// screen is among the costliest parts of the shell, and the frame around it renders at every navigation.

/** The top bar: children open in a submenu on hover. */
export const TopMenu = memo(function TopMenu({ menus }: { menus: MenuNode[] }) {
  const navigation = useMenuNavigation();
  const texts = useTexts(shellCatalogue);
  const word = useScreenWord();
  const entries = useMemo(() => items(menus, false, word), [menus, word]);
  return (
    <nav aria-label={texts.topMenu} style={{ flex: 1, minWidth: 0 }}>
      <Menu mode="horizontal" theme="dark" triggerSubMenuAction="hover" items={entries} {...navigation} />
    </nav>
  );
});

/** The left side menu: entries with children form labelled groups. */
export const SideMenu = memo(function SideMenu({ menus }: { menus: MenuNode[] }) {
  const navigation = useMenuNavigation();
  const texts = useTexts(shellCatalogue);
  const word = useScreenWord();
  const entries = useMemo(() => items(menus, true, word), [menus, word]);
  return (
    <nav aria-label={texts.sideMenu}>
      <Menu mode="inline" items={entries} {...navigation} style={{ height: '100%', borderInlineEnd: 0 }} />
    </nav>
  );
});
