import type { MenuAdminTree } from '@/api/privilege';
import type { RoleGrants } from '@/api/role';
import type { AccessTexts } from './i18n/access';
import { accessZh } from './i18n/access-zh-CN';

/** One tick box of the menu-privilege tree: a menu (`m{id}`), a button privilege (`p{id}`) or a group. */
export interface GrantNode {
  key: string;
  title: string;
  children: GrantNode[];
}

export const OTHER_GROUP = 'other';

const menuKey = (id: number) => `m${id}`;
const privilegeKey = (id: number) => `p${id}`;

/** The tree to tick: menus with their button privileges under them, then privileges under no menu (in Chinese unless `texts` say otherwise). */
export function grantNodes(tree: MenuAdminTree, { common, role }: AccessTexts = accessZh): GrantNode[] {
  const walk = (menus: MenuAdminTree['menus']): GrantNode[] =>
    menus.map((menu) => ({
      key: menuKey(menu.id),
      title: menu.name,
      children: [
        ...menu.privileges.map((p) => ({ key: privilegeKey(p.id), title: common.withCode(p.name, p.code), children: [] })),
        ...walk(menu.children),
      ],
    }));
  const nodes = walk(tree.menus);
  if (tree.privileges.length) {
    nodes.push({
      key: OTHER_GROUP,
      title: role.others,
      children: tree.privileges.map((p) => ({ key: privilegeKey(p.id), title: common.withCode(p.name, p.code), children: [] })),
    });
  }
  return nodes;
}

interface Index {
  parent: Map<string, string>;
  children: Map<string, string[]>;
}

function indexOf(nodes: GrantNode[]): Index {
  const index: Index = { parent: new Map(), children: new Map() };
  const walk = (list: GrantNode[], parent: string | null) => {
    for (const node of list) {
      if (parent) index.parent.set(node.key, parent);
      index.children.set(node.key, node.children.map((c) => c.key));
      walk(node.children, node.key);
    }
  };
  walk(nodes, null);
  return index;
}

function descendants(index: Index, key: string): string[] {
  const below = index.children.get(key) ?? [];
  return below.flatMap((child) => [child, ...descendants(index, child)]);
}

/**
 * Ticking a menu or a button also ticks the menus above it (a button needs its screen, a screen its group);
 * unticking a menu unticks everything under it, and a group left without a ticked screen. The group of privileges
 * under no menu ticks as a whole.
 */
export function toggleGrant(nodes: GrantNode[], checked: string[], key: string, on: boolean): string[] {
  const index = indexOf(nodes);
  const next = new Set(checked);
  if (key === OTHER_GROUP) {
    for (const child of descendants(index, key)) {
      if (on) next.add(child);
      else next.delete(child);
    }
    return [...next].filter((k) => k !== OTHER_GROUP);
  }
  if (on) {
    next.add(key);
    for (let up = index.parent.get(key); up && up !== OTHER_GROUP; up = index.parent.get(up)) next.add(up);
  } else {
    next.delete(key);
    for (const child of descendants(index, key)) next.delete(child);
    if (key.startsWith('m')) dropEmptyGroups(index, next, key);
  }
  return [...next];
}

// A group whose last ticked screen was unticked would show as an empty menu entry: it goes too.
function dropEmptyGroups(index: Index, checked: Set<string>, key: string): void {
  for (let up = index.parent.get(key); up?.startsWith('m'); up = index.parent.get(up)) {
    const menus = (index.children.get(up) ?? []).filter((child) => child.startsWith('m'));
    if (menus.some((child) => checked.has(child))) return;
    checked.delete(up);
  }
}

export function keysOfGrants(grants: RoleGrants): string[] {
  return [...grants.menuIds.map(menuKey), ...grants.privilegeIds.map(privilegeKey)];
}

export function grantsOfKeys(keys: string[]): RoleGrants {
  const ids = (prefix: string) =>
    keys.filter((k) => k.startsWith(prefix) && /^\d+$/.test(k.slice(1))).map((k) => Number(k.slice(1))).sort((a, b) => a - b);
  return { menuIds: ids('m'), privilegeIds: ids('p') };
}
