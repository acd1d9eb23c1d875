import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SettleCompanyScreen } from '@/features/tenancy/settle-company-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { parkToday } from '@contract/park-calendar';
import { PRIVILEGES } from '@contract/privileges';
import { currentQuery, renderRoutes, setupMsw } from '../shared/test-kit';
import { company, listHandler, ok, optionHandlers, refused, type ListState } from './tenancy-data';

const state: ListState = { companies: [], bodies: [] };
let moves: { url: string; body: unknown }[] = [];
let refuseMoveOut: string | null = null;
// The latest move-in of the company: the move-out picker offers no day before it.
const today = parkToday();
const movedInOn = `${today.slice(0, 8)}${today.slice(8) === '01' ? '01' : '02'}`;

setupMsw(
  listHandler(state),
  ...optionHandlers,
  http.get('*/api/v1/enterprise/moveIn/:id', () =>
    ok({ company: { id: 1, parkId: 1, name: '星云智能科技有限公司', state: 1, version: 1 }, rooms: [], buildings: [], movedInOn }),
  ),
  http.post('*/api/v1/enterprise/moveOut', async ({ request }) => {
    const body = (await request.json()) as { companyId: number };
    moves.push({ url: 'moveOut', body });
    if (refuseMoveOut) return refused(refuseMoveOut);
    state.companies = state.companies.map((c) => (c.id === body.companyId ? { ...c, state: 3, rooms: [], areaSqm: 0 } : c));
    return ok({ companyId: body.companyId, state: 3, version: 2, roomIds: [101] });
  }),
);

beforeEach(() => {
  state.companies = [
    company(1, { name: '星云智能科技有限公司', managerName: '张江园区运营', managerId: 2, mine: true }),
    company(2, { name: '蓝海生物医药有限公司', state: 0, rooms: [], areaSqm: 0, settledAt: null, industry: '生物医药' }),
    company(3, { name: '恒远物流有限公司', state: 3, rooms: [], areaSqm: 0, movedOutOn: '2026-03-01' }),
  ];
  state.bodies = [];
  moves = [];
  refuseMoveOut = null;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.companyTenancy.code] });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

const renderList = (url = '/settlecompany') =>
  renderRoutes(
    [
      { path: '/settlecompany', element: <SettleCompanyScreen /> },
      { path: '/companyManage-detail', element: <p>企业详情页</p> },
      { path: '/companyManage-detail-copy', element: <p>历史版本页</p> },
    ],
    url,
  );
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');
const rowOf = (name: string) => bodyRows().find((row) => within(row).queryByText(name)) as HTMLElement;

describe('settled companies (screen settlecompany)', () => {
  it('lists the companies with state, rooms, area, manager and settled date', async () => {
    renderList();
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(state.bodies[0]).toEqual({ pageNum: 1, pageSize: 10 });
    expect(cells(bodyRows()[0]!).slice(0, 8)).toEqual(['1', '星云智能科技有限公司', '已入驻', '人工智能', 'A座 1层 101室', '120', '张江园区运营（我）', '2025-03-01']);
    expect(cells(bodyRows()[1]!).slice(0, 8)).toEqual(['2', '蓝海生物医药有限公司', '待审核', '生物医药', '--', '--', '--', '--']);
    expect(cells(bodyRows()[2]!)[2]).toBe('已迁出');
  });

  it('marks a company whose change waits for audit, keeping the accepted value beside the new one', async () => {
    state.companies = [company(1, { name: '星云智能科技有限公司', changePending: true, pending: { industry: '集成电路' } })];
    renderList();
    await screen.findByText('共 1 条');
    const [name, , industry] = within(bodyRows()[0]!).getAllByRole('cell').slice(1);
    expect(name).toHaveTextContent('星云智能科技有限公司变更待审核');
    expect(industry).toHaveTextContent('人工智能变更为集成电路');
  });

  it('searches by name, state, building, manager and mine, keeping the filters in the URL', async () => {
    const { router } = renderList();
    await screen.findByText('共 3 条');
    fireEvent.change(screen.getByRole('textbox', { name: '企业名称' }), { target: { value: '星云' } });
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByTitle('已入驻'));
    await userEvent.click(screen.getByRole('combobox', { name: '所在楼栋' }));
    await userEvent.click(await screen.findByTitle('A座'));
    await userEvent.click(screen.getByRole('combobox', { name: '客服经理' }));
    await userEvent.click(await screen.findByTitle('李经理'));
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 10, name: '星云', state: 'settled', buildingId: 5, managerId: 7 }));
    expect(currentQuery(router)).toEqual({ name: '星云', state: 'settled', buildingId: '5', managerId: '7' });
  });

  it('reads the filters from the URL, leaving out what does not parse', async () => {
    renderList('/settlecompany?mine=true&state=gone&buildingId=x&industry=生物');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(state.bodies[0]).toEqual({ pageNum: 1, pageSize: 10, mine: true, industry: '生物' });
  });

  it('offers move in and out for settled companies only, and only with the companyTenancy privilege', async () => {
    renderList();
    await screen.findByText('共 3 条');
    expect(within(rowOf('星云智能科技有限公司')).getByRole('button', { name: /迁\s*入/ })).toBeInTheDocument();
    expect(within(rowOf('星云智能科技有限公司')).getByRole('button', { name: /迁\s*出/ })).toBeInTheDocument();
    expect(within(rowOf('蓝海生物医药有限公司')).queryByRole('button', { name: /迁\s*出/ })).not.toBeInTheDocument();
    expect(within(rowOf('恒远物流有限公司')).queryByRole('button', { name: /迁\s*入/ })).not.toBeInTheDocument();
  });

  it('hides move in and out from a manager without the privilege, and opens detail and versions', async () => {
    useSessionStore.setState({ privileges: [] });
    const { router } = renderList();
    await screen.findByText('共 3 条');
    expect(screen.queryByRole('button', { name: /迁\s*出/ })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('恒远物流有限公司')).getByRole('button', { name: '历史版本' }));
    expect(await screen.findByText('历史版本页')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?companyId=3');
  });

  it('moves a company out after a date and a reason, then shows it moved out', async () => {
    renderList();
    await screen.findByText('共 3 条');
    await userEvent.click(within(rowOf('星云智能科技有限公司')).getByRole('button', { name: /迁\s*出/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/将释放房间：A座 1层 101室/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认迁出' }));
    expect(await within(dialog).findByText('请输入迁出原因')).toBeInTheDocument();
    expect(moves).toEqual([]);
    await userEvent.click(within(dialog).getByRole('textbox', { name: '迁出原因' }));
    await userEvent.paste('租约到期');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认迁出' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]?.body).toEqual({ companyId: 1, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reason: '租约到期' });
    // The change invalidates the list: it loads again and shows the company moved out, without its rooms.
    await waitFor(() => expect(cells(rowOf('星云智能科技有限公司')).slice(2, 6)).toEqual(['已迁出', '人工智能', '--', '--']));
    expect(state.bodies).toHaveLength(2);
  });

  it('keeps the dialog and the reason when the move-out is refused', async () => {
    refuseMoveOut = '状态已变更，请刷新后重试';
    renderList();
    await screen.findByText('共 3 条');
    await userEvent.click(within(rowOf('星云智能科技有限公司')).getByRole('button', { name: /迁\s*出/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('textbox', { name: '迁出原因' }));
    await userEvent.paste('业务调整');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认迁出' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await within(dialog).findByText('状态已变更，请刷新后重试')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '迁出原因' })).toHaveValue('业务调整');
  });

  it('offers move-out days only from the latest move-in to today', async () => {
    renderList();
    await screen.findByText('共 3 条');
    await userEvent.click(within(rowOf('星云智能科技有限公司')).getByRole('button', { name: /迁\s*出/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByLabelText('迁出日期'));
    await waitFor(() => expect(document.querySelector(`.ant-picker-dropdown td[title="${today}"]`)).not.toBeNull());
    const cells = [...document.querySelectorAll<HTMLTableCellElement>('.ant-picker-dropdown td[title]')];
    const offered = cells.filter((cell) => !cell.classList.contains('ant-picker-cell-disabled')).map((cell) => cell.title);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((day) => day >= movedInOn && day <= today)).toBe(true);
    expect(cells.some((cell) => cell.title > today)).toBe(true);
  });
});
