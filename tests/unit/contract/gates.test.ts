import { describe, expect, it } from 'vitest';
import { isPublic, mayCall } from '@contract/access';
import { CALLS } from './declared-calls';
import { SCREEN_NAMES, screenDeclaration } from '@contract/screens/catalogue';
import { menuScreenOf, mayOpenScreen } from '@contract/screens/gate';
import { estateCalls } from '@contract/calls/estate';
import { estateImportCalls } from '@contract/calls/estate-import';

// Issue 21 point 8: every screen and every call a manage user may make says what opens it.


describe('the gates are declared on every screen and every call', () => {
  it('finds the declared calls', () => {
    expect(CALLS.length).toBeGreaterThan(250);
  });

  it('has every manage call name its privilege, its screens, or why it is open to every manage user', () => {
    const silent = CALLS.filter((call) => {
      const { access } = call;
      if (isPublic(access) || !access.hosts.includes('manage')) return false;
      return !access.privilege && !access.screens?.length && !access.open;
    });
    expect(silent.map((call) => call.id)).toEqual([]);
  });

  it('names only screens a manage user may open', () => {
    const wrong = CALLS.flatMap((call) => (isPublic(call.access) ? [] : (call.access.screens ?? []).map((screen) => ({ call: call.id, screen }))))
      .filter(({ screen }) => !screenDeclaration(screen).hosts.includes('manage'));
    expect(wrong).toEqual([]);
  });

  it('has every manage screen reached through a menu entry or say why every manage user may open it', () => {
    const silent = SCREEN_NAMES.filter((name) => screenDeclaration(name).hosts.includes('manage') && !menuScreenOf(name) && !screenDeclaration(name).open);
    expect(silent).toEqual([]);
  });
});

describe('who may open a screen and make a call', () => {
  const manager = { hostKey: 'manage' as const, menus: ['settlecompany', 'companySuggest', 'serviceOrder', 'advice-order'], privileges: ['0105'] };

  it('keeps a customer-service manager without 园区管理 out of 楼宇管理 and its reads', () => {
    expect(mayOpenScreen('park-build', manager)).toBe(false);
    expect(mayCall(estateCalls.tree.access, manager)).toBe(false);
    expect(mayCall(estateImportCalls.taskList.access, manager)).toBe(false);
    expect(mayCall(estateImportCalls.template.access, manager)).toBe(false);
    const withPark = { ...manager, menus: [...manager.menus, 'park'] };
    expect(mayOpenScreen('park-build', withPark)).toBe(true);
    expect(mayCall(estateCalls.tree.access, withPark)).toBe(true);
    expect(mayCall(estateCalls.buildingAdd.access, withPark)).toBe(false);
  });

  it('keeps the platform admin out of an agency screen, and an agency out of a manage one', () => {
    const admin = { hostKey: 'manage' as const, menus: SCREEN_NAMES.filter((name) => screenDeclaration(name).manageMenu), privileges: ['0101', '0104'] };
    expect(mayOpenScreen('end-sale-uncomfirm', admin)).toBe(false);
    expect(mayOpenScreen('park-build', admin)).toBe(true);
    expect(mayOpenScreen('end-sale-uncomfirm', { hostKey: 'agent', menus: [], privileges: [] })).toBe(true);
    expect(mayOpenScreen('park-build', { hostKey: 'agent', menus: [], privileges: [] })).toBe(false);
  });

  it('asks a fixed screen for its own privilege beside its menu: 新增资讯 needs 0104', () => {
    const withNews = { ...manager, menus: ['news'] };
    expect(mayOpenScreen('news', withNews)).toBe(true);
    expect(mayOpenScreen('news-add', withNews)).toBe(false);
    expect(mayOpenScreen('news-add', { ...withNews, privileges: ['0104'] })).toBe(true);
  });
});
