import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { policyConditionCalls as calls, type MatchedCompany } from '@/api/policies';
import { MatchList } from '@/features/content/policy/match-list';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderAt, setupMsw } from '../shared/test-kit';

const reason = [{ kind: 'industry' as const, label: '所属行业属于人工智能', met: true, value: '人工智能', reason: '所属行业：人工智能' }];

let companies: MatchedCompany[] = [];
let sends: unknown[] = [];

// A server that remembers who was told, as the real one does: a send reaches only the companies not told yet.
setupMsw(
  mockCall(calls.match, () => ({ list: companies, total: companies.length })),
  mockCall(calls.notifyPreview, () => {
    const notified = companies.filter((c) => c.notifiedAt).length;
    return { matching: companies.length, notified, pending: companies.length - notified, unmatched: 0 };
  }),
  mockCall(calls.notify, ({ body }) => {
    sends.push(body);
    const fresh = companies.filter((c) => !c.notifiedAt);
    companies = companies.map((c) => ({ ...c, notifiedAt: c.notifiedAt ?? '2026-11-25T08:00:00Z' }));
    const notified = companies.length - fresh.length;
    return { companies: fresh.length, accounts: fresh.length * 2, notified, unmatched: 0, skipped: notified };
  }),
);

beforeEach(() => {
  companies = [
    { companyId: 1, companyName: '星云智能科技有限公司', met: true, conditions: reason, notifiedAt: '2026-11-24T02:00:00Z' },
    { companyId: 2, companyName: '智造机器人有限公司', met: true, conditions: reason, notifiedAt: null },
    { companyId: 3, companyName: '恒远物流有限公司', met: true, conditions: reason, notifiedAt: null },
  ];
  sends = [];
  useSessionStore.setState({ accessToken: 't', hostKey: 'manage' });
});

describe('notifying the companies that meet a policy', () => {
  it('asks before a repeated send, sends only to those not told, and says how many were told and skipped', async () => {
    const user = userEvent.setup();
    renderAt(<MatchList policyId={7} canNotify />);
    const robot = (await screen.findByText('智造机器人有限公司')).closest('tr')!;
    expect(within(robot).getByText('未通知')).toBeInTheDocument();
    expect(within(screen.getByText('星云智能科技有限公司').closest('tr')!).getByText(/^已通知/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '通知全部符合企业' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('已通知 1 家企业，仅通知尚未通知的 2 家？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '仅通知未通知的企业' }));

    expect(await screen.findByText('已通知 2 家企业（4 个账号），跳过 1 家（1 家已通知过）')).toBeInTheDocument();
    expect(sends).toEqual([{ policyId: 7 }]);
    await waitFor(() => expect(screen.queryByText('未通知')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '通知全部符合企业' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByText('全部符合条件的 3 家企业均已通知过，无需重复发送。')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: '发送通知' })).toBeDisabled();
    expect(sends).toHaveLength(1);
  });

  it('sends to the chosen companies after saying how many it will reach', async () => {
    const user = userEvent.setup();
    companies = companies.map((c) => ({ ...c, notifiedAt: null }));
    renderAt(<MatchList policyId={7} canNotify />);
    await user.click(await screen.findByRole('checkbox', { name: '选择恒远物流有限公司' }));
    await user.click(screen.getByRole('button', { name: '通知所选企业（1）' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('将通过消息中心通知所选符合条件的 3 家企业，确定发送吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '发送通知' }));
    expect(await screen.findByText('已通知 3 家企业（6 个账号），跳过 0 家')).toBeInTheDocument();
    expect(sends).toEqual([{ policyId: 7, companyIds: [3] }]);
  });
});
