import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditRow } from '@contract/schemas/enterprise';
import { PRIVILEGES } from '@contract/privileges';
import { AuditListScreen } from '@/features/enterprise/audit-list-screen';
import { CompanyDetailScreen } from '@/features/enterprise/company-detail-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { enterpriseCalls } from '@/api/enterprise';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { basicModel, businessModel, companyRecord, recordCompany } from './record-data';

const row = (id: number, name: string, kind: AuditRow['kind']): AuditRow => ({
  id, parkId: 1, name, creditCode: `9131${id}`, contact: '联系人', phone: '13900000000', industry: '人工智能', state: kind === 'apply' ? 0 : 1,
  changePending: kind === 'change', version: 3, submittedAt: '2026-05-01T08:00:00.000Z', kind, pending: {},
});

let rows: AuditRow[];
let audits: { url: string; body: unknown }[];
let listQueries: unknown[];
let stale: boolean;

setupMsw(
  mockCall(enterpriseCalls.auditList, ({ body }) => {
    listQueries.push(body);
    const list = rows.filter((r) => !body.name || r.name.includes(body.name));
    return { list, total: list.length };
  }),
  mockCall(enterpriseCalls.audit, ({ body, params }) => {
    audits.push({ url: `${String(params.parkId)}/${String(params.companyId)}`, body });
    if (stale) return refused('状态已变更，请刷新后重试');
    rows = rows.filter((r) => r.id !== Number(params.companyId));
    return recordCompany({ id: Number(params.companyId) });
  }),
  mockCall(enterpriseCalls.record, () =>
    companyRecord({ id: 21, name: '乙公司', state: 1, changePending: true, version: 3 }, [
      basicModel({ data: { companyName: '乙公司', industry: '其他' }, pending: { companyName: '乙科技公司', industry: '其他' } }),
      businessModel({ data: { employees: 8 } }),
    ]),
  ),
);

beforeEach(() => {
  rows = [row(20, '甲公司', 'apply'), row(21, '乙公司', 'change')];
  audits = [];
  listQueries = [];
  stale = false;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.companyAudit.code] });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

const routes = [
  { path: '/checkcompany', element: <AuditListScreen /> },
  { path: '/companyManage-detail', element: <CompanyDetailScreen /> },
];
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('checkcompany: applications and changes waiting for audit', () => {
  it('lists them with their kind and searches by name', async () => {
    renderRoutes(routes, '/checkcompany');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(within(rowOf('甲公司')).getByText('入驻申请')).toBeInTheDocument();
    expect(within(rowOf('乙公司')).getByText('信息变更')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '企业名称' }), '乙');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(listQueries.at(-1)).toMatchObject({ parkId: 1, name: '乙' });
  });

  it("shows a change's row with the accepted values and, beside what it changes, the new value 「变更为」", async () => {
    rows = [{ ...row(21, '乙公司', 'change'), industry: '其他', pending: { name: '乙科技公司', industry: '人工智能' } }];
    renderRoutes(routes, '/checkcompany');
    await screen.findByText('共 1 条');
    const changed = rowOf('乙公司');
    expect(changed).toHaveTextContent('乙公司变更为乙科技公司');
    expect(changed).toHaveTextContent('其他变更为人工智能');
    expect(within(changed).getAllByText('变更为')).toHaveLength(2);
  });

  it('passes an application after confirming, with the version seen; the row leaves the list', async () => {
    renderRoutes(routes, '/checkcompany');
    await screen.findByText('共 2 条');
    await userEvent.click(within(rowOf('甲公司')).getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定通过「甲公司」的入驻申请吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(audits).toEqual([{ url: '1/20', body: { pass: true, version: 3 } }]));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
  });

  it('a rejection needs a reason; the reason is sent and kept when the audit is refused', async () => {
    renderRoutes(routes, '/checkcompany');
    await screen.findByText('共 2 条');
    await userEvent.click(within(rowOf('乙公司')).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('驳回「乙公司」的信息变更');
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(audits).toEqual([]);
    stale = true;
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '证明材料不全');
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() => expect(audits).toEqual([{ url: '1/21', body: { pass: false, version: 3, reason: '证明材料不全' } }]));
    expect(within(dialog).getByRole('textbox', { name: '驳回原因' })).toHaveValue('证明材料不全');
    stale = false;
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() => expect(audits).toHaveLength(2));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
  });

  it('查看 opens the company read-only, the pending change beside what is in force, with the audit buttons', async () => {
    const { router } = renderRoutes(routes, '/checkcompany');
    await screen.findByText('共 2 条');
    await userEvent.click(within(rowOf('乙公司')).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('已入驻 · 信息变更待审核')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?companyId=21&parkId=1');
    expect(screen.getByText('乙科技公司')).toBeInTheDocument();
    expect(screen.getByText('变更待审核')).toBeInTheDocument();
    expect(screen.getAllByText('变更为').map((mark) => mark.parentElement?.textContent)).toEqual(['变更为乙科技公司']);
    expect(screen.getByRole('button', { name: /通\s*过/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
  });

  it('without the audit privilege there are no audit buttons', async () => {
    useSessionStore.setState({ privileges: [] });
    renderRoutes(routes, '/checkcompany');
    await screen.findByText('共 2 条');
    expect(within(rowOf('甲公司')).queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
    expect(within(rowOf('甲公司')).getByRole('button', { name: /查\s*看/ })).toBeInTheDocument();
  });
});
