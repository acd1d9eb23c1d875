import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentItemCalls, type ContentRow } from '@/api/content';
import { FrontContentScreen } from '@/features/content/front-content-screen';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const row = (id: number, type: 'news' | 'notice', title: string, over: Partial<ContentRow> = {}): ContentRow => ({
  id, parkId: 1, type, classificationId: null, classificationName: null, title, cover: null, summary: `${title}摘要`,
  publishAt: '2026-05-02T08:00:00.000Z', state: 'on', pinned: false, extra: { source: '园区运营中心', recommended: true },
  createdAt: '2026-05-01T08:00:00.000Z', updatedAt: '2026-05-01T08:00:00.000Z', version: 1, ...over,
});

let lists: { type: string; body: unknown }[];

setupMsw(
  mockCall(contentItemCalls.news.publishedList, ({ body }) => {
    lists.push({ type: 'news', body });
    const all = [row(11, 'news', '园区举办2026年创新创业大赛', { pinned: true }), row(12, 'news', '张江科创园新增人才公寓')];
    const list = all.filter((r) => !body.title || r.title.includes(body.title));
    return { list, total: list.length };
  }),
  mockCall(contentItemCalls.notice.publishedList, ({ body }) => {
    lists.push({ type: 'notice', body });
    return { list: [row(21, 'notice', '关于组织申报2026年度高新技术企业的通知')], total: 1 };
  }),
  mockCall(contentItemCalls.news.publishedDetail, ({ params }) => {
    if (params.id !== '11') return refused('内容不存在或已下架', undefined, 404);
    const { version: _version, ...shown } = row(11, 'news', '园区举办2026年创新创业大赛');
    return { ...shown, body: '<p>大赛报名已开启</p>', attachments: [{ name: '报名表.docx', url: '/api/files/2026/05/02/form.docx' }] };
  }),
);

beforeEach(() => {
  lists = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front', userType: 9 });
});

const routes = [
  { path: '/front-news', element: <FrontContentScreen /> },
  { path: '/front-notice', element: <FrontContentScreen /> },
];

describe('the company reads its park news and notices (front-news, front-notice)', () => {
  it('lists the published news, searches by title and reads one with its body and attachment', async () => {
    const { router } = renderRoutes(routes, '/front-news');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '来源' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '推荐' })).not.toBeInTheDocument();
    expect(screen.getByText('置顶')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '标题' }), '大赛');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(lists.at(-1)).toMatchObject({ type: 'news', body: { title: '大赛' } });

    await userEvent.click(within(screen.getByText('园区举办2026年创新创业大赛').closest('tr')!).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('大赛报名已开启')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=11');
    expect(screen.getByText('园区举办2026年创新创业大赛摘要')).toBeInTheDocument();
    expect(screen.getByText('2026-05-02')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '报名表.docx' })).toHaveAttribute('href', '/api/files/2026/05/02/form.docx');
    await userEvent.click(screen.getByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when an item is gone', async () => {
    renderRoutes(routes, '/front-news?id=99');
    expect((await screen.findAllByText('内容不存在或已下架')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '返回列表' })).toBeInTheDocument();
  });

  it('lists the notices from the notice call', async () => {
    renderRoutes(routes, '/front-notice');
    expect(await screen.findByText('关于组织申报2026年度高新技术企业的通知')).toBeInTheDocument();
    expect(lists.map((l) => l.type)).toEqual(['notice']);
  });
});
