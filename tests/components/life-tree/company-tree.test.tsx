import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Milestone } from '@/api/life-tree';
import { userCalls } from '@/api/user';
import { CompanyTreeScreen } from '@/features/life-tree/company-tree-screen';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { company, funding, ok, parkCompanies, tree } from './life-tree-data';

let milestones: Milestone[] = [];
let detailCalls: string[] = [];
let sent: { method: string; body: unknown }[] = [];

setupMsw(
  http.get('*/api/v1/enterprise/companyLifeTree/detail/:id', ({ params }) => {
    detailCalls.push(String(params.id));
    return ok(tree(milestones));
  }),
  http.get('*/api/v1/enterprise/companyLifeTree/companies', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    return ok(parkCompanies.filter((c) => c.name.includes(keyword)));
  }),
  mockCall(userCalls.companyInfo, () => ({ companyId: 7, companyName: company.name, state: 1 as const, parkId: 1 })),
  http.post('*/api/v1/enterprise/companyLifeTree/milestone/add', async ({ request }) => {
    const body = (await request.json()) as Omit<Milestone, 'id'>;
    sent.push({ method: 'add', body });
    milestones = [...milestones, { id: 40, ...body }];
    return ok(milestones.at(-1));
  }),
  http.put('*/api/v1/enterprise/companyLifeTree/milestone/update', async ({ request }) => {
    const body = (await request.json()) as Milestone;
    sent.push({ method: 'update', body });
    milestones = milestones.map((m) => (m.id === body.id ? { ...m, ...body } : m));
    return ok(body);
  }),
  http.delete('*/api/v1/enterprise/companyLifeTree/milestone/delete/:id', ({ params }) => {
    sent.push({ method: 'delete', body: Number(params.id) });
    milestones = milestones.filter((m) => m.id !== Number(params.id));
    return ok(null);
  }),
);

beforeEach(() => {
  milestones = [funding, { id: 32, companyId: 7, kind: 'qualification', title: '高新技术企业', occurredOn: '2024-11-20', amountFen: null, detail: null }];
  detailCalls = [];
  sent = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [] });
});

const renderTree = (url: string) =>
  renderRoutes([{ path: '/companyTree', element: <CompanyTreeScreen /> }, { path: '/companyTreeRatio', element: <p>对比页面</p> }], url);

async function openDialog(title: string) {
  // A dialog just closed may still be leaving the page.
  await waitFor(() => expect(screen.getAllByRole('dialog').some((d) => within(d).queryByText(title))).toBe(true));
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(title)) as HTMLElement;
}

const timeline = () => screen.getByText('成长时间线').closest('.ant-card') as HTMLElement;

describe('company life tree (screen companyTree)', () => {
  it('asks for a company first, then shows the chosen one\'s tree', async () => {
    const { router } = renderTree('/companyTree');
    expect(await screen.findByText('请选择企业查看其生命树')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '选择企业' }));
    await userEvent.click(await screen.findByText('星云智能科技有限公司（已入驻）'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect(await screen.findByText('入驻审核通过')).toBeInTheDocument();
    expect(detailCalls).toEqual(['7']);
  });

  it('shows recorded events and milestones on one timeline, the rooms held and the chart', async () => {
    renderTree('/companyTree?id=7');
    expect(await screen.findByText('注册账号')).toBeInTheDocument();
    const items = within(timeline()).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items).toHaveLength(5);
    expect(items[0]).toContain('2023-01-05');
    expect(items[2]).toContain('房间：A座 3层 301室；面积：120㎡');
    expect(items[3]).toMatch(/融资.*天使轮.*5,000,000\.00 人民币/);
    expect(items[3]).toContain('领投：某资本');
    expect(items[4]).toMatch(/资质认定.*高新技术企业/);
    expect(screen.getByRole('img', { name: '星云智能科技有限公司每月末员工人数与租用面积' })).toBeInTheDocument();
    const roomRow = screen.getByRole('cell', { name: 'A座 3层 301室' }).closest('tr') as HTMLElement;
    expect(within(roomRow).getByText('在租')).toBeInTheDocument();
    expect(screen.getByText('人工智能')).toBeInTheDocument();
  });

  it('filters the timeline by kind', async () => {
    renderTree('/companyTree?id=7');
    await screen.findByText('注册账号');
    await userEvent.click(screen.getByRole('combobox', { name: '类型筛选' }));
    await userEvent.click(await screen.findByTitle('融资'));
    await waitFor(() => expect(within(timeline()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(timeline()).getByText('天使轮')).toBeInTheDocument();
    expect(within(timeline()).queryByText('注册账号')).not.toBeInTheDocument();
  });

  it('adds a funding round in 元 and sends it in fen', async () => {
    renderTree('/companyTree?id=7');
    await screen.findByText('注册账号');
    await userEvent.click(screen.getByRole('button', { name: '新增里程碑' }));
    const dialog = await openDialog('新增里程碑');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '融资轮次' }), 'A轮');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '日期' }), '2025-03-18{enter}');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '融资金额（元）' }), '30000000.5');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'add',
      body: { companyId: 7, kind: 'funding', title: 'A轮', occurredOn: '2025-03-18', amountFen: 3_000_000_050, detail: null },
    });
    expect(await within(timeline()).findByText('A轮')).toBeInTheDocument();
    expect(within(timeline()).getByText('30,000,000.50 人民币')).toBeInTheDocument();
  });

  it('edits a milestone in its dialog, and deletes one after asking', async () => {
    renderTree('/companyTree?id=7');
    await screen.findByText('注册账号');
    const fundingItem = within(timeline()).getByText('天使轮').closest('li') as HTMLElement;
    await userEvent.click(within(fundingItem).getByRole('button', { name: '编辑' }));
    const dialog = await openDialog('编辑里程碑');
    const title = within(dialog).getByRole('textbox', { name: '融资轮次' });
    expect(title).toHaveValue('天使轮');
    expect(within(dialog).getByRole('spinbutton', { name: '融资金额（元）' })).toHaveValue('5000000.00');
    await userEvent.clear(title);
    await userEvent.type(title, '天使+轮');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'update',
      body: { id: 31, kind: 'funding', title: '天使+轮', occurredOn: '2023-04-01', amountFen: 500_000_000, detail: '领投：某资本' },
    });
    expect(await within(timeline()).findByText('天使+轮')).toBeInTheDocument();

    const qualificationItem = within(timeline()).getByText('高新技术企业').closest('li') as HTMLElement;
    await userEvent.click(within(qualificationItem).getByRole('button', { name: '删除' }));
    const confirm = await openDialog('删除里程碑');
    expect(within(confirm).getByText('确定删除里程碑「高新技术企业」吗？')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(timeline()).queryByText('高新技术企业')).not.toBeInTheDocument());
    expect(sent[1]).toEqual({ method: 'delete', body: 32 });
  });

  it('shows a company its own tree without a picker', async () => {
    useSessionStore.setState({ hostKey: 'front', userType: 9 });
    renderTree('/companyTree');
    expect(await screen.findByText('入驻审核通过')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '选择企业' })).not.toBeInTheDocument();
    expect(detailCalls).toEqual(['7']);
  });
});
