import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { preApplyCalls } from '@contract/calls/pre-apply';
import type { PreApplyCreate } from '@contract/schemas/pre-apply';
import { FrontPreApplyDetailScreen } from '@/features/pre-apply/front-pre-apply-detail-screen';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderAt, setupMsw } from '../shared/test-kit';

const DETAIL = '/front-preApply-order-detail';
const FORM = { companyName: '星云智能科技有限公司', creditCode: '91310115MA1H9QX7LT', contact: '周明', phone: '13800001111', statement: '在职人数不少于10人：本企业 45', attachments: [] };
let created: PreApplyCreate[];
let detailAsked: number;
let conditions: { kind: string; label: string; met: boolean; value: number | string | null; reason: string }[];

setupMsw(
  mockCall(preApplyCalls.prefill, () => ({ policyId: 7, policyTitle: '高新技术企业奖励', form: FORM, match: { met: conditions.every((c) => c.met), conditions } })),
  mockCall(preApplyCalls.create, ({ body }) => {
    created.push(body);
    const { form } = body;
    return {
      id: 99, parkId: 1, policyId: 7, policyTitle: '高新技术企业奖励', companyId: 3, companyName: FORM.companyName, state: 'submitted' as const, version: 0,
      submittedAt: '2026-11-25T02:00:00.000Z', decidedAt: null, createdAt: '2026-11-25T02:00:00.000Z', updatedAt: '2026-11-25T02:00:00.000Z',
      form, match: null, cancelReason: null, history: [],
    };
  }),
  mockCall(preApplyCalls.own, () => {
    detailAsked += 1;
    return refused('预申报不存在', undefined, 404);
  }),
);

beforeEach(() => {
  created = [];
  detailAsked = 0;
  conditions = [
    { kind: 'headcount', label: '在职人数不少于10人', met: true, value: 45, reason: '在职 45 人' },
    { kind: 'areaSqm', label: '在租面积不少于500㎡', met: false, value: 320, reason: '在租 320㎡，不足 500㎡' },
  ];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front', userType: 9 });
});

describe('front-preApply-order-detail: a new pre-application', () => {
  it('opens prefilled, shows which conditions the company meets, and submits only with a statement', async () => {
    renderAt(<FrontPreApplyDetailScreen />, `${DETAIL}?policyId=7`, DETAIL);
    expect(await screen.findByDisplayValue('星云智能科技有限公司')).toBeInTheDocument();
    const check = screen.getByText('申报条件核对').closest('.ant-card') as HTMLElement;
    expect(within(check).getByText('尚有 1 项条件未满足，仍可提交，由园区预审判断')).toBeInTheDocument();
    expect(within(check).getByLabelText('已满足').closest('li')).toHaveTextContent('在职人数不少于10人');
    expect(within(check).getByLabelText('未满足').closest('li')).toHaveTextContent('在租 320㎡，不足 500㎡');

    const statement = screen.getByRole('textbox', { name: '申报说明' });
    fireEvent.change(statement, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('请填写申报说明')).toBeInTheDocument();
    expect(created).toEqual([]);

    // The detail counts what it holds fresh for FRESH_MS: the clock stops so a slow machine cannot turn that into a fetch.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    fireEvent.change(statement, { target: { value: '符合条件' } });
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ policyId: 7, submit: true, form: { ...FORM, statement: '符合条件' } });
    // The call answered the application it made: its screen shows that, without asking the server again.
    const summary = (await screen.findByText('预申报详情')).closest('.ant-card') as HTMLElement;
    expect(within(summary).getByText('符合条件')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申报' })).toBeNull();
    expect(detailAsked).toBe(0);
  }, 60_000);

  it('flags every wrong field on the first press: a phone that is no mobile number, a bad credit code, an empty statement', async () => {
    renderAt(<FrontPreApplyDetailScreen />, `${DETAIL}?policyId=7`, DETAIL);
    const phone = await screen.findByRole('textbox', { name: '联系电话' });
    fireEvent.change(phone, { target: { value: '1380000' } });
    fireEvent.change(screen.getByRole('textbox', { name: '统一社会信用代码' }), { target: { value: '91310115MA1H9QX7LA' } });
    fireEvent.change(screen.getByRole('textbox', { name: '申报说明' }), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('手机号格式不正确，应为11位手机号码')).toBeInTheDocument();
    expect(screen.getByText('统一社会信用代码校验位不正确，请核对')).toBeInTheDocument();
    expect(screen.getByText('请填写申报说明')).toBeInTheDocument();
    expect(created).toEqual([]);

    // A draft needs no statement; the phone is still checked.
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.queryByText('请填写申报说明')).not.toBeInTheDocument());
    expect(created).toEqual([]);
  });

  it('a policy without conditions says so', async () => {
    conditions = [];
    renderAt(<FrontPreApplyDetailScreen />, `${DETAIL}?policyId=7`, DETAIL);
    expect(await screen.findByText('该政策未设置申报条件')).toBeInTheDocument();
    expect(screen.queryByText(/项条件未满足/)).not.toBeInTheDocument();
  });
});
