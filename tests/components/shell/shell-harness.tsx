import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { agencyCalls } from '@/api/agency';
import { contentItemCalls } from '@/api/content';
import { homeCalls } from '@/api/home';
import { parkCalls } from '@/api/park';
import { regionCalls } from '@/api/region';
import type { HostKey, MenuNode, ParkBrief } from '@/api/types';
import { AppRoot } from '@/app/app-root';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { messageStreamMock } from '../shared/message-stream-mock';

// antd's menus and overflow lists observe their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

// The header's message bell asks for its count (and, when opened, the latest messages) on every signed-in page, and
// holds the tab's message stream open.
const messageCentre = [
  messageStreamMock().handler,
  mock.get('*/api/v1/message/unread/count', () => HttpResponse.json({ code: 1, msg: '成功', data: { count: 0 } })),
  mock.post('*/api/v1/message/list', () => HttpResponse.json({ code: 1, msg: '成功', data: { list: [], total: 0 } })),
];

// The agent's profile (/mechanism-info) reads where the agency stands; strength-intro reads its strength.
const agencyHome = [
  mockCall(agencyCalls.own, () => ({
    id: 1, name: '甲机构', state: 'incomplete' as const, version: 0, listed: false, frozen: false, rejectReason: null, submittedAt: null, regionName: '', data: null, pending: null,
  })),
  mockCall(agencyCalls.ownStrength, () => ({ members: [], qualifications: [], cases: [] })),
];

// Every host kind lands on its to-do home after sign-in: nothing waits unless a test says so.
const todoHome = [mockCall(homeCalls.manage, () => ({ kinds: [] })), mockCall(homeCalls.front, () => ({ kinds: [] })), mockCall(homeCalls.agent, () => ({ kinds: [] }))];

// The screens the shell's tests open the console on: the operator's park list with its region filter, and the news list
// a message links to. Empty, so that none of their calls fails unanswered (a failed call's message is shown, and
// could reach a later test).
const landingScreens = [
  mockCall(parkCalls.list, () => ({ list: [], total: 0 })),
  mockCall(regionCalls.provinces, () => []),
  mockCall(contentItemCalls.news.list, () => ({ list: [], total: 0 })),
];

export const server = setupServer(...messageCentre, ...agencyHome, ...todoHome, ...landingScreens);

/** Starts msw for the file (unhandled calls fail the test) and gives every test empty stores (each render of the app
 * brings its own server-data cache). */
export function startShellServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useParkStore.getState().clear();
    window.location.hash = '';
  });
  // The app leaves before its handlers do, and msw matches a call a task after it is sent: a call made on the way out
  // still finds them (tests/setup/dom.ts).
  afterEach(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

/** The URL pattern of an API path under the `/api/` base of every host kind. */
export const api = (path: string) => `*/api/${path}`;

export const ok = (data: JsonBodyType) => HttpResponse.json({ code: 1, msg: '成功', data });
export const refused = (msg: string, code: number | string = 0) => HttpResponse.json({ code, msg, data: null });

export { mock, HttpResponse };

const userTypes: Record<HostKey, number> = { manage: 8, front: 9, agent: 10 };

export function signIn(hostKey: HostKey, extra: { privileges?: string[]; token?: string; userType?: number } = {}): void {
  useSessionStore.getState().signIn({
    accessToken: extra.token ?? 'access-1',
    refreshToken: 'refresh-1',
    hostKey,
    host: '/api/',
    userName: `${hostKey}-user`,
    avatar: null,
    userId: 7,
    email: null,
    phone: '13800000000',
    userType: extra.userType ?? userTypes[hostKey],
    roleLevel: 1,
    privileges: extra.privileges ?? [],
  });
}

export function renderApp(path: string) {
  window.location.hash = `#${path}`;
  return render(<AppRoot />);
}

export function currentPath(): string {
  return window.location.hash.replace(/^#/, '');
}

export function park(id: number, name: string, region: Partial<ParkBrief> = {}): ParkBrief {
  return { id, name, logo: `/logos/${id}.png`, provinceCode: '11', cityCode: '1101', areaCode: '110101', ...region };
}

export function menu(id: number, path: string, name: string, children: MenuNode[] = []): MenuNode {
  return { id, name, path, icon: null, sort: id, children };
}

export function manageMenus(count: number): MenuNode[] {
  const names = ['park', 'role', 'account', 'policy', 'news', 'service', 'finance'];
  return names.slice(0, count).map((path, index) => menu(index + 1, path, `菜单${index + 1}`));
}

/** Types into the field labelled `label` in one go (per-key typing is slow on antd forms). */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
