import type { ReactElement } from 'react';
import { App } from 'antd';
import type { MenuAdminTree } from '@/api/privilege';
import { renderRoutes } from '../shared/test-kit';

/** The menu tree of the server seed, trimmed: two groups, their screens and their button privileges. */
export const adminTree: MenuAdminTree = {
  menus: [
    {
      id: 1, name: '权限管理', path: 'access', icon: null, sort: 10, privileges: [],
      children: [
        { id: 2, name: '角色管理', path: 'role', icon: null, sort: 10, privileges: [{ id: 9, code: '0109', name: '角色管理' }], children: [] },
        { id: 3, name: '账号管理', path: 'account', icon: null, sort: 20, privileges: [{ id: 12, code: '0112', name: '客户经理账号管理' }], children: [] },
      ],
    },
    {
      id: 4, name: '系统管理', path: 'system', icon: null, sort: 20, privileges: [],
      children: [{ id: 5, name: '操作日志', path: 'log', icon: null, sort: 10, privileges: [], children: [] }],
    },
  ],
  privileges: [{ id: 8, code: '0108', name: '服务券管理后台' }],
};

/** Renders screens at their routes inside antd's App (screens show their messages through it). */
export function renderScreens(routes: Record<string, ReactElement>, url: string) {
  return renderRoutes(
    Object.entries(routes).map(([path, element]) => ({ path, element: <App>{element}</App> })),
    url,
  );
}
