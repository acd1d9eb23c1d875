import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListedAgencyRow } from '@contract/schemas/agency';
import { FrontAgenciesScreen } from '@/features/agency/front-agencies-screen';
import { FrontServicesScreen } from '@/features/agency/front-services-screen';
import { agencyCalls } from '@/api/agency';
import { agencyServiceCalls } from '@/api/agency-services';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { agency, fields } from './agency-data';

const listed: ListedAgencyRow[] = [
  { id: 1, name: '启航企业服务中心', serviceTypes: ['finance', 'hr'], regionName: '上海市 市辖区 浦东新区', contact: '马骏', phone: '13700001001' },
  { id: 2, name: '汇智知识产权代理有限公司', serviceTypes: ['ip'], regionName: '北京市 市辖区 海淀区', contact: '刘畅', phone: '13700001002' },
];
let queries: Record<string, unknown>[];

setupMsw(
  mockCall(agencyCalls.listed, ({ body: query }) => {
    queries.push(query);
    const list = listed.filter((r) => !query.name || r.name.includes(query.name));
    return { list, total: list.length };
  }),
  mockCall(agencyCalls.detail, () =>
    agency({ id: 1, name: '启航企业服务中心', state: 'approved', listed: true, rejectReason: null, data: fields({ name: '启航企业服务中心', serviceTypes: ['finance', 'hr'] }) }),
  ),
  mockCall(agencyCalls.strength, () =>
    ({
      members: [{ name: '马骏', role: '创始合伙人', qualification: '注册会计师（CPA）', photo: '/api/files/2026/05/01/ma.jpg' }],
      qualifications: [{ name: '代理记账许可证', files: ['/api/files/2026/05/01/licence.pdf'] }],
      cases: [{ client: '星云智能科技有限公司', period: '2024年至今', result: '完成高新技术企业认定', images: ['/api/files/2026/05/01/case.png'] }],
    }),
  ),
  mockCall(agencyServiceCalls.listedDetail, () =>
    ({
      id: 5, mechanismId: 1, mechanismName: '启航企业服务中心', name: '代理记账', serviceType: 'finance', priceMinFen: 30000, priceMaxFen: 30000,
      deliveryDays: 30, deliverables: '月度账册', voucherPayable: true, body: '<p>代理记账</p>',
    }),
  ),
);

beforeEach(() => {
  queries = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front', userType: 9 });
});

const routes = [
  { path: '/front-agencies', element: <FrontAgenciesScreen /> },
  { path: '/front-services', element: <FrontServicesScreen /> },
];

describe('the company reads the listed agencies (front-agencies)', () => {
  it('lists them, searches by name and reads one with its profile and strength, every picture shown', async () => {
    const { router } = renderRoutes(routes, '/front-agencies');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByText('财税服务、人力资源')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '机构名称' }), '启航');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ name: '启航' });

    await userEvent.click(within(screen.getByText('启航企业服务中心').closest('tr')!).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('机构信息')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=1');
    expect(await screen.findByText('马骏 · 创始合伙人 · 注册会计师（CPA）')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ma.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'licence.pdf' })).toHaveAttribute('href', '/api/files/2026/05/01/licence.pdf');
    expect(screen.getByRole('img', { name: 'case.png' })).toBeInTheDocument();
    expect(screen.queryByText('变更为')).not.toBeInTheDocument();
  });

  it('the service detail leads to its agency', async () => {
    const { router } = renderRoutes(routes, '/front-services?id=5');
    const link = await screen.findByRole('link', { name: '启航企业服务中心' });
    expect(link).toHaveAttribute('href', '/front-agencies?id=1');
    await userEvent.click(screen.getByRole('button', { name: '查看机构' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/front-agencies', search: '?id=1' }));
    expect(await screen.findByText('机构信息')).toBeInTheDocument();
  });
});
