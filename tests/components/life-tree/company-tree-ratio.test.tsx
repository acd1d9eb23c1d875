import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompanyTreeRatioScreen } from '@/features/life-tree/company-tree-ratio-screen';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { comparison, ok, parkCompanies } from './life-tree-data';

let asked: number[][] = [];

setupMsw(
  http.get('*/api/v1/enterprise/companyLifeTree/companies', () => ok(parkCompanies)),
  http.post('*/api/v1/enterprise/companyLifeTree/comparison', async ({ request }) => {
    asked.push(((await request.json()) as { companyIds: number[] }).companyIds);
    return ok(comparison);
  }),
);

beforeEach(() => {
  asked = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [] });
});

const renderRatio = (url: string) => renderRoutes([{ path: '/companyTreeRatio', element: <CompanyTreeRatioScreen /> }], url);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');

describe('company comparison (screen companyTreeRatio)', () => {
  it('puts the companies side by side per year in a table, beside the chart', async () => {
    renderRatio('/companyTreeRatio?ids=7,8');
    expect(await screen.findByRole('columnheader', { name: '星云智能科技有限公司' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '智造机器人有限公司' })).toBeInTheDocument();
    expect(asked).toEqual([[7, 8]]);
    const table = screen.getByText('对比明细').closest('.ant-card') as HTMLElement;
    const rows = within(table).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);
    expect(rows.map(cells)).toEqual([
      ['2023年', '8', '120', '融资 1（5,000,000.00 人民币）', '20', '300', '--'],
      ['2024年', '15', '200', '专利 2、资质认定 1', '22', '300', '获奖 1'],
    ]);
    expect(screen.getByRole('img', { name: '星云智能科技有限公司、智造机器人有限公司逐年年末人数对比' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('融资金额'));
    expect(screen.getByRole('img', { name: '星云智能科技有限公司、智造机器人有限公司逐年融资金额对比' })).toBeInTheDocument();
  });

  it('compares only once 2 to 4 companies are picked', async () => {
    const { router } = renderRatio('/companyTreeRatio');
    expect(await screen.findByText('请选择 2 至 4 家企业进行对比')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: '开始对比' });
    expect(start).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: '选择企业' }));
    await userEvent.click(await screen.findByTitle('星云智能科技有限公司（已入驻）'));
    expect(start).toBeDisabled();
    await userEvent.click(await screen.findByTitle('智造机器人有限公司（已入驻）'));
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await waitFor(() => expect(router.state.location.search).toBe('?ids=7%2C8'));
    expect(await screen.findByRole('columnheader', { name: '智造机器人有限公司' })).toBeInTheDocument();
    expect(asked).toEqual([[7, 8]]);
  });
});
