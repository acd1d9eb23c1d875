import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import { classCallsOf, contentItemCalls, type ContentAdd, type ContentItem, type ContentUpdate } from '@/api/content';
import { policyConditionCalls } from '@/api/policies';
import { ContentFormScreen } from '@/features/content/content-form-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const item: ContentItem = {
  id: 7, parkId: 3, type: 'finance', classificationId: 11, classificationName: '信用贷款', title: '科创企业信用贷', cover: null,
  summary: '无抵押', publishAt: null, state: 'draft', pinned: false, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  version: 2, extra: { provider: '上海银行', priceMinFen: 10_000_000, priceMaxFen: 500_000_000 }, body: '<h2>产品介绍</h2><p>最高额度500万元</p>', attachments: [],
};

let added: ContentAdd[] = [];
let updated: ContentUpdate[] = [];

setupMsw(
  mockCall(classCallsOf('finance').classList, () => [{ id: 11, parkId: 3, parentId: null, name: '信用贷款', sort: 1, items: 3 }, { id: 12, parkId: 3, parentId: null, name: '股权融资', sort: 2, items: 1 }]),
  mockCall(classCallsOf('policy').classList, () => [{ id: 21, parkId: 3, parentId: null, name: '人才政策', sort: 1, items: 2 }]),
  mockCall(policyConditionCalls.fields, () => []),
  mockCall(contentItemCalls.finance.info, () => item),
  mockCall(contentItemCalls.finance.update, ({ body }) => {
    updated.push(body);
    return item;
  }),
  mockCall(contentItemCalls.policy.add, ({ body }) => {
    added.push(body);
    return item;
  }),
);

beforeEach(() => {
  added = [];
  updated = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.contentPublish.code] });
  useParkStore.setState({ parkId: 3, parkName: '张江科创园' });
});

const renderForm = (url: string) =>
  renderRoutes(
    [
      { path: '/finance-add', element: <ContentFormScreen /> },
      { path: '/policy-add', element: <ContentFormScreen /> },
      { path: '/finance', element: <p>金融产品列表页</p> },
      { path: '/policy', element: <p>政策列表页</p> },
    ],
    url,
  );

const submit = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('content form (one form from the type declaration)', () => {
  it("shows a policy's own fields and names every missing required one, sending nothing", async () => {
    renderForm('/policy-add');
    expect(await screen.findByText('新增政策')).toBeInTheDocument();
    for (const label of ['标题', '发布机构']) expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '政策级别' })).toBeInTheDocument();
    expect(screen.getByText('截止日期')).toBeInTheDocument();
    await submit();
    for (const text of ['请选择分类', '请输入标题', '请输入发布机构', '请选择政策级别', '请输入正文']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(added).toEqual([]);
  });

  it('edits a finance product in the rich-text editor, with prices in yuan sent as integer fen', async () => {
    const { router, container } = renderForm('/finance-add?id=7');
    expect(await screen.findByDisplayValue('科创企业信用贷')).toBeInTheDocument();
    expect(screen.getByText('编辑金融产品')).toBeInTheDocument();
    expect(screen.getByText('最低价格（元，人民币）')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '最低价格（元，人民币）' })).toHaveValue('100000.00');
    await waitFor(() => expect(container.querySelector('.ql-editor')?.textContent).toContain('最高额度500万元'));
    await userEvent.clear(screen.getByRole('spinbutton', { name: '最高价格（元，人民币）' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: '最高价格（元，人民币）' }), '3000000.5');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance'));
    expect(updated[0]).toMatchObject({
      id: 7, version: 2, title: '科创企业信用贷', classificationId: 11, publishAt: null,
      extra: { provider: '上海银行', priceMinFen: 10_000_000, priceMaxFen: 300_000_050 },
    });
    expect(updated[0]?.body).toContain('最高额度500万元');
  });
});
