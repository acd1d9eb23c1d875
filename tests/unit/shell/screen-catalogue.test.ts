import { describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import { SCREEN_NAMES, screenDeclaration } from '@contract/screens/catalogue';
import { screenLink } from '@contract/screens/links';
import type { ManageMenuSeed } from '@contract/screens/menus';
import type { MenuNode } from '@/api/types';
import { agentMenus, agentSubPages, frontMenus } from '@/app/menus/built-in-menus';
import { FEATURE_SCREEN_CODES, SCREEN_CODES } from '@/app/screens/screen-codes';
import { MANAGE_MENUS } from '../../../server/db/seed/menus';

const names: readonly string[] = SCREEN_NAMES;
const notScreens = (list: readonly string[]) => list.filter((name) => !names.includes(name));

/** The screens a menu tree opens: its leaves (a node with children is a group, not a screen). */
function leaves(nodes: readonly (ManageMenuSeed | MenuNode)[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node.path]));
}

describe('the screen catalogue (contract/screens)', () => {
  it('gives every screen code and names no other screen in any feature', () => {
    expect(SCREEN_NAMES.filter((name) => !SCREEN_CODES[name])).toEqual([]);
    const coded = FEATURE_SCREEN_CODES.flatMap((codes) => Object.keys(codes));
    expect(notScreens(coded)).toEqual([]);
    expect(coded.filter((name, index) => coded.indexOf(name) !== index)).toEqual([]);
  });

  it('names privileges of the privilege catalogue and parents that are screens', () => {
    const privileges: readonly string[] = Object.keys(PRIVILEGES);
    const strayPrivileges = SCREEN_NAMES.flatMap((name) => screenDeclaration(name).privilege ?? []).filter((key) => !privileges.includes(key));
    expect(strayPrivileges).toEqual([]);
    expect(notScreens(SCREEN_NAMES.flatMap((name) => screenDeclaration(name).parent ?? []))).toEqual([]);
    expect(notScreens(SCREEN_NAMES.flatMap((name) => screenDeclaration(name).agentSubPageOf ?? []))).toEqual([]);
  });

  it('builds menus that name catalogue screens only, each in the host kinds it declares', () => {
    expect(notScreens(leaves(MANAGE_MENUS))).toEqual([]);
    expect(notScreens([...leaves(frontMenus), ...leaves(agentMenus), ...agentSubPages.map((page) => page.path)])).toEqual([]);
    const placedWithoutHost = SCREEN_NAMES.filter((name) => {
      const { hosts, manageMenu, frontMenu, agentMenu, agentSubPageOf } = screenDeclaration(name);
      const inAgentMenu = agentMenu || agentSubPageOf;
      return (manageMenu && !hosts.includes('manage')) || (frontMenu && !hosts.includes('front')) || (inAgentMenu && !hosts.includes('agent'));
    });
    expect(placedWithoutHost).toEqual([]);
  });

  it('reaches every screen: by a fixed route, a menu or an agent sub page', () => {
    const unreachable = SCREEN_NAMES.filter((name) => {
      const { crumbs, manageMenu, frontMenu, agentMenu, agentSubPageOf } = screenDeclaration(name);
      return !crumbs && !manageMenu && !frontMenu && !agentMenu && !agentSubPageOf;
    });
    expect(unreachable).toEqual([]);
  });

  it('builds the links the messages carry', () => {
    expect(screenLink('checkcompany')).toBe('/checkcompany');
    expect(screenLink('cash-order', { tab: 'settlement', settlementId: 7 })).toBe('/cash-order?tab=settlement&settlementId=7');
    expect(screenLink('serviceOrderDetail', { id: 3, parkId: 1 })).toBe('/serviceOrderDetail?id=3&parkId=1');
    expect(screenLink('companySuggest', { id: 5 })).toBe('/enterprise/companySuggest?id=5');
    expect(screenLink('orgCompanyCheck')).toBe('/organization/orgCompanyCheck');
    expect(screenLink('orgServiceCheck')).toBe('/organization/orgServiceCheck');
    expect(screenLink('front-voucher-order')).toBe('/order/front-voucher-order');
  });

  it('opens a screen linked through its menu under a group', () => {
    const linkedThroughMenu = SCREEN_NAMES.filter((name) => screenDeclaration(name).linkThroughMenu);
    expect(linkedThroughMenu.filter((name) => screenLink(name).split('/').length !== 3)).toEqual([]);
  });
});
