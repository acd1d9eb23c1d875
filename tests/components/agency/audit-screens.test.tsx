import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgencyRow } from '@contract/schemas/agency';
import type { AgencyServiceDetail } from '@contract/schemas/agency-service';
import { PRIVILEGES } from '@contract/privileges';
import { AgencyManageScreen } from '@/features/agency/agency-manage-screen';
import { OrgCompanyCheckScreen } from '@/features/agency/org-company-check-screen';
import { OrgServiceCheckScreen } from '@/features/agency/org-service-check-screen';
import { agencyCalls } from '@/api/agency';
import { agencyServiceCalls } from '@/api/agency-services';
import { useSessionStore } from '@/stores/session';
import { attachMessages } from '@/app/feedback/message-queue';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { agency, agencyRow, fields } from './agency-data';

let rows: AgencyRow[];
let audits: unknown[];
let queries: unknown[];
let patches: { url: string; body: unknown }[];
let stale: boolean;
let reasonRefused: string | null = null;

const server = setupMsw(
  mockCall(agencyCalls.list, ({ body: query }) => {
    queries.push(query);
    const list = rows.filter((r) => (!query.name || r.name.includes(query.name)) && (!query.state || r.state === query.state));
    return { list, total: list.length };
  }),
  mockCall(agencyCalls.audit, ({ body }) => {
    audits.push(body);
    if (stale) return refused('状态已变更，请刷新后重试');
    if (reasonRefused) return refused(reasonRefused, [{ field: 'reason', msg: reasonRefused }]);
    rows = rows.filter((r) => r.id !== body.id);
    return agency();
  }),
  mockCall(agencyCalls.setListed, ({ body, params }) => {
    patches.push({ url: `listed/${String(params.id)}`, body });
    rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, listed: !r.listed } : r));
    return agency();
  }),
  mockCall(agencyCalls.setFrozen, ({ body, params }) => {
    patches.push({ url: `frozen/${String(params.id)}`, body });
    rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, frozen: !r.frozen } : r));
    return agency();
  }),
  mockCall(agencyCalls.strength, () =>
    ({ members: [{ name: '刘畅', role: '合伙人', qualification: '专利代理师', photo: null }], qualifications: [], cases: [{ client: '甲公司', period: '2025年', result: '获授权专利12件', images: [] }] }),
  ),
  mockCall(agencyCalls.detail, () => agency({ state: 'approved', rejectReason: null, listed: true })),
);

beforeEach(() => {
  rows = [agencyRow(4, '博远法律服务所'), agencyRow(2, '汇智知识产权代理有限公司', { state: 'approved', listed: true, changePending: true, version: 3 })];
  audits = [];
  queries = [];
  patches = [];
  stale = false;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.agencyAudit.code] });
});

const routes = [
  { path: '/orgCompanyCheck', element: <OrgCompanyCheckScreen /> },
  { path: '/orgServiceCheck', element: <OrgServiceCheckScreen /> },
  { path: '/agency-manage', element: <AgencyManageScreen /> },
];
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('orgCompanyCheck: agency profiles waiting for audit', () => {
  it('lists first submissions and changes, asking only for those waiting', async () => {
    renderRoutes(routes, '/orgCompanyCheck');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(within(rowOf('博远法律服务所')).getByText('入驻审核')).toBeInTheDocument();
    expect(within(rowOf('汇智知识产权代理有限公司')).getByText('信息变更')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ awaiting: true });
  });

  it('passes after confirming, with the version seen; the row leaves the list', async () => {
    renderRoutes(routes, '/orgCompanyCheck');
    await screen.findByText('共 2 条');
    await userEvent.click(within(rowOf('博远法律服务所')).getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定通过「博远法律服务所」的机构信息吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(audits).toEqual([{ id: 4, version: 1, pass: true }]));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
  });

  it('a rejection needs a reason, which is kept when the audit is refused as stale', async () => {
    renderRoutes(routes, '/orgCompanyCheck');
    await screen.findByText('共 2 条');
    await userEvent.click(within(rowOf('汇智知识产权代理有限公司')).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('驳回「汇智知识产权代理有限公司」的机构信息变更');
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(audits).toEqual([]);
    stale = true;
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '资质不符');
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() => expect(audits).toEqual([{ id: 2, version: 3, pass: false, reason: '资质不符' }]));
    expect(within(dialog).getByRole('textbox', { name: '驳回原因' })).toHaveValue('资质不符');
  });

  it('a refused reason shows under the reason, not on top; Escape asks before dropping the typed reason', async () => {
    stale = false;
    reasonRefused = '驳回原因过短';
    const toasts: string[] = [];
    const detach = attachMessages((text) => toasts.push(text));
    try {
      renderRoutes(routes, '/orgCompanyCheck');
      await screen.findByText('共 2 条');
      await userEvent.click(within(rowOf('汇智知识产权代理有限公司')).getByRole('button', { name: /驳\s*回/ }));
      const dialog = await screen.findByRole('dialog');
      const reason = within(dialog).getByRole('textbox', { name: '驳回原因' });
      await userEvent.type(reason, '不符');
      await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
      expect(await within(dialog).findByText('驳回原因过短')).toBeInTheDocument();
      expect(reason).toHaveValue('不符');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Only this refusal counts: the stale answer of the test before may still arrive.
      expect(toasts).not.toContain('驳回原因过短');
      await userEvent.type(reason, '，资质证书已过期');
      await waitFor(() => expect(within(dialog).queryByText('驳回原因过短')).not.toBeInTheDocument());
      await userEvent.keyboard('{Escape}');
      expect(await screen.findByText('已填写的内容尚未保存，确定放弃吗？')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '继续填写' }));
      expect(reason).toHaveValue('不符，资质证书已过期');
    } finally {
      reasonRefused = null;
      detach();
    }
  });

  it('without the agency-audit privilege there are no audit buttons', async () => {
    useSessionStore.setState({ privileges: [] });
    renderRoutes(routes, '/orgCompanyCheck');
    await screen.findByText('共 2 条');
    expect(screen.queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
  });
});

describe('agency-manage', () => {
  it('searches by name and state, lists down and freezes after confirming, and opens the detail', async () => {
    const { router } = renderRoutes(routes, '/agency-manage');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '机构名称' }), '汇智');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ name: '汇智' });

    await userEvent.click(within(rowOf('汇智知识产权代理有限公司')).getByRole('button', { name: /下\s*架/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(patches).toContainEqual({ url: 'listed/2', body: { listed: false } }));

    await userEvent.click(within(rowOf('汇智知识产权代理有限公司')).getByRole('button', { name: /冻\s*结/ }));
    const freeze = await screen.findByText(/冻结后「汇智知识产权代理有限公司」的账号将立即退出/);
    await userEvent.click(within(freeze.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(patches).toContainEqual({ url: 'frozen/2', body: { frozen: true } }));

    await userEvent.click(within(rowOf('汇智知识产权代理有限公司')).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('机构信息')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=2');
    expect(await screen.findByText('刘畅 · 合伙人 · 专利代理师')).toBeInTheDocument();
    expect(screen.getByText('甲公司（2025年）')).toBeInTheDocument();
    expect(screen.getByText('获授权专利12件')).toBeInTheDocument();
  });
});

describe('orgCompanyCheck: the review page', () => {
  const change = () =>
    agency({
      id: 2, name: '汇智知识产权代理有限公司', state: 'approved', listed: true, rejectReason: null, version: 3,
      data: fields({ name: '汇智知识产权代理有限公司', serviceTypes: ['ip'] }),
      pending: fields({ name: '汇智知识产权代理有限公司', serviceTypes: ['ip', 'legal'], address: '科苑路100号' }),
      pendingRegionName: '上海市 市辖区 浦东新区',
    });
  const strength = {
    members: [{ name: '刘畅', role: '合伙人', qualification: '专利代理师', photo: '/api/files/2026/05/01/liu.png' }],
    qualifications: [{ name: '专利代理机构执业许可证', files: ['/api/files/2026/05/01/permit.pdf', '/api/files/2026/05/01/permit.jpg'] }],
    cases: [{ client: '甲公司', period: '2025年', result: '获授权专利12件', images: ['/api/files/2026/05/01/case-a.png', '/api/files/2026/05/01/case-b.webp'] }],
  };

  beforeEach(() => {
    server.use(
      mockCall(agencyCalls.detail, () => change()),
      mockCall(agencyCalls.strength, () => strength),
    );
  });

  it('opens from 查看 with 通过 / 驳回, marks what the change changes and shows every picture and file', async () => {
    const { router } = renderRoutes(routes, '/orgCompanyCheck');
    await screen.findByText('共 2 条');
    await userEvent.click(within(rowOf('汇智知识产权代理有限公司')).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('变更待审核')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/orgCompanyCheck', search: '?id=2' });

    const marks = screen.getAllByText('变更为');
    expect(marks).toHaveLength(2);
    expect(marks[0]!.parentElement).toHaveTextContent('变更为知识产权、法律服务');
    expect(marks[1]!.parentElement).toHaveTextContent('变更为上海市 市辖区 浦东新区 科苑路100号');
    expect(screen.queryByText('待审核的变更')).not.toBeInTheDocument();

    // Every file by its name (these demo addresses are no stored uploads, so the name is the address's end).
    expect(await screen.findByRole('img', { name: 'liu.png' })).toHaveAttribute('src', '/api/files/2026/05/01/liu.png');
    expect(screen.getByRole('img', { name: 'licence.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'permit.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'permit.pdf' })).toHaveAttribute('href', '/api/files/2026/05/01/permit.pdf');
    expect(screen.getByRole('img', { name: 'case-a.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'case-b.webp' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定通过「汇智知识产权代理有限公司」的机构信息变更吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(audits).toEqual([{ id: 2, version: 3, pass: true }]));

    await userEvent.click(screen.getByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a reviewer without the agency-audit privilege reads the page without 通过 / 驳回', async () => {
    useSessionStore.setState({ privileges: [] });
    renderRoutes(routes, '/orgCompanyCheck?id=2');
    expect(await screen.findByText('变更待审核')).toBeInTheDocument();
    expect(screen.getAllByText('变更为')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /驳\s*回/ })).not.toBeInTheDocument();
  });
});

describe('orgServiceCheck: the review page', () => {
  const listedService: AgencyServiceDetail = {
    id: 7, mechanismId: 2, mechanismName: '汇智知识产权代理有限公司', name: '专利申请代理', serviceType: 'ip', state: 'approved', version: 4,
    priceMinFen: 300000, priceMaxFen: 300000, deliveryDays: 60, voucherPayable: false, changePending: true, rejectReason: null,
    submittedAt: '2026-05-01T08:00:00.000Z', deliverables: '专利申请受理通知书', body: '<p>发明专利申请代理</p>',
    pending: { name: '专利申请代理', serviceType: 'ip', priceMinFen: 250000, priceMaxFen: 300000, deliveryDays: 60, deliverables: '专利申请受理通知书', voucherPayable: true, body: '<p>发明专利申请代理</p>' },
  };
  let serviceAudits: unknown[];

  beforeEach(() => {
    serviceAudits = [];
    server.use(
      mockCall(agencyServiceCalls.info, () => listedService),
      mockCall(agencyServiceCalls.audit, ({ body }) => {
        serviceAudits.push(body);
        return listedService;
      }),
    );
  });

  it('carries 通过 / 驳回 and marks what the change changes', async () => {
    renderRoutes(routes, '/orgServiceCheck?id=7');
    expect(await screen.findByText('变更待审核')).toBeInTheDocument();
    const marks = screen.getAllByText('变更为');
    expect(marks.map((m) => m.parentElement?.textContent)).toEqual(['变更为2,500.00 ~ 3,000.00 人民币', '变更为可用服务券支付']);
    expect(screen.getByText('3,000.00 人民币')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('驳回「专利申请代理」的服务变更');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '价格说明不清');
    await userEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() => expect(serviceAudits).toEqual([{ id: 7, version: 4, pass: false, reason: '价格说明不清' }]));
  });
});
