import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import { CONTENT_TYPES } from '@contract/content-types';
import { classCallsOf, contentItemCalls, type ContentRow } from '@/api/content';
import { ContentListScreen } from '@/features/content/content-list-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

// Issue 21 point 8: a content list shows 新增, its classification and the row actions only to who may make their
// calls (contentPublish, 0104); without it the list reads as before and nothing leads to 暂无权限.

const row: ContentRow = {
  id: 7, parkId: 3, type: 'finance', classificationId: 11, classificationName: '信用贷款', title: '科创企业信用贷', cover: null, summary: '无抵押',
  publishAt: null, state: 'draft', pinned: false, extra: { provider: '上海银行', priceMinFen: 10_000_000, priceMaxFen: 500_000_000 },
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 2,
};

setupMsw(
  mockCall(classCallsOf('finance').classList, () => [{ id: 11, parkId: 3, parentId: null, name: '信用贷款', sort: 1, items: 1 }]),
  mockCall(contentItemCalls.finance.list, () => ({ list: [row], total: 1 })),
);

const label = CONTENT_TYPES.finance.label;
const as = (privileges: string[]) => useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges });

beforeEach(() => {
  useParkStore.setState({ parkId: 3, parkName: '张江科创园' });
});

const renderList = () => renderRoutes([{ path: '/finance', element: <ContentListScreen /> }], '/finance');

describe('content list: buttons from the calls they make', () => {
  it('shows 新增, 分类 and the row actions to a role holding 0104', async () => {
    as([PRIVILEGES.contentPublish.code]);
    renderList();
    const item = (await screen.findByText('科创企业信用贷')).closest('tr') as HTMLElement;
    expect(screen.getByRole('button', { name: `新增${label}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${label}分类` })).toBeInTheDocument();
    for (const name of ['上架', '置顶', '编辑', '删除']) expect(within(item).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) })).toBeInTheDocument();
  }, 60_000);

  it('hides them from a role without 0104, which still reads the list', async () => {
    as([PRIVILEGES.orderRouting.code]);
    renderList();
    const item = (await screen.findByText('科创企业信用贷')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: `新增${label}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `${label}分类` })).toBeNull();
    expect(within(item).queryByRole('button')).toBeNull();
  });
});
