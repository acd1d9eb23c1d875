import type { MenuNode } from '../schemas/menu';
import { SCREEN_NAMES, screenDeclaration, type BuiltInMenuPlace } from './catalogue';
import { AGENT_MENU_GROUPS, FRONT_MENU_GROUPS, MANAGE_MENU_GROUPS, type BuiltInMenuGroup } from './menu-groups';

// The menus of spec §2, built from the screen catalogue: what a screen's declaration says of its place is all there is.

/** One node of the manage menu as the server seeds it; a group's children become /{group}/{child} routes. */
export interface ManageMenuSeed {
  name: string;
  path: string;
  icon?: string;
  children?: ManageMenuSeed[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The manage menu tree: the top-level screens and groups in order, each group's screens in order. */
export function manageMenuTree(): ManageMenuSeed[] {
  const placed = SCREEN_NAMES.flatMap((name) => {
    const { label, manageMenu } = screenDeclaration(name);
    return manageMenu ? [{ ...manageMenu, node: { name: label, path: name } }] : [];
  });
  const alone = placed
    .filter((screen) => !screen.group)
    .map(({ order, icon, node }) => ({ order, node: icon ? { ...node, icon } : node }));
  const groups = Object.entries(MANAGE_MENU_GROUPS).map(([path, group]) => ({
    order: group.order,
    node: {
      name: group.name,
      path,
      icon: group.icon,
      children: placed.filter((screen) => screen.group === path).sort(byOrder).map((screen) => screen.node),
    },
  }));
  return [...alone, ...groups].sort(byOrder).map((entry) => entry.node);
}

export type BuiltInHost = 'front' | 'agent';

const BUILT_IN_GROUPS: Record<BuiltInHost, Record<string, BuiltInMenuGroup>> = { front: FRONT_MENU_GROUPS, agent: AGENT_MENU_GROUPS };

function placeIn(host: BuiltInHost, name: (typeof SCREEN_NAMES)[number]): BuiltInMenuPlace<string> | undefined {
  const declaration = screenDeclaration(name);
  return host === 'front' ? declaration.frontMenu : declaration.agentMenu;
}

function menuNode(id: number, path: string, name: string, children: MenuNode[] = []): MenuNode {
  return { id, name, path, icon: null, sort: id, children };
}

/** The built-in menu of the front (company) or agent (agency) host, nodes in id order. */
export function builtInMenuTree(host: BuiltInHost): MenuNode[] {
  const placed = SCREEN_NAMES.flatMap((path) => {
    const place = placeIn(host, path);
    return place ? [{ place, node: menuNode(place.id, path, place.name ?? screenDeclaration(path).label) }] : [];
  });
  const groups = Object.entries(BUILT_IN_GROUPS[host]).map(([path, group]) =>
    menuNode(group.id, path, group.name, placed.filter((screen) => screen.place.group === path).map((screen) => screen.node)),
  );
  const alone = placed.filter((screen) => !screen.place.group).map((screen) => screen.node);
  const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort;
  return [...alone, ...groups].sort(bySort).map((node) => ({ ...node, children: [...node.children].sort(bySort) }));
}

/** A page under a menu entry that is a route but no menu item: /{parent}/{path}. */
export interface SubPage {
  parent: string;
  path: string;
  name: string;
}

/** The agent's sub pages, in catalogue order. */
export function agentSubPageList(): SubPage[] {
  return SCREEN_NAMES.flatMap((path) => {
    const { agentSubPageOf, label } = screenDeclaration(path);
    return agentSubPageOf ? [{ parent: agentSubPageOf, path, name: label }] : [];
  });
}
