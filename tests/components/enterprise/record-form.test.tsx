import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyRecord, RecordSaved } from '@contract/schemas/enterprise';
import { CompanyDetailScreen } from '@/features/enterprise/company-detail-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { enterpriseCalls } from '@/api/enterprise';
import { userCalls } from '@/api/user';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import dayjs from 'dayjs';
import { parkToday } from '@contract/park-calendar';
import { basicModel, businessModel, companyRecord, field, recordCompany } from './record-data';

let record: CompanyRecord;
let saves: { moduleKey: string; body: { data: Record<string, unknown>; isCommit: number } }[];
let refuseNext: string | null;
let refuseFields: { field: string; msg: string }[] | null;

function answer(moduleKey: string, isCommit: number): RecordSaved {
  const model = record.models.find((m) => m.moduleKey === moduleKey)!;
  const last = record.models.at(-1)!.moduleKey === moduleKey;
  if (isCommit === 0) return { company: record.company, model, outcome: 'draft' };
  if (record.company.state === 1) return { company: record.company, model, outcome: model.audited ? 'pending' : 'applied' };
  if (!last) return { company: record.company, model, outcome: 'applied' };
  // The application went to audit: the record reads as waiting from now on.
  record = { ...record, company: { ...record.company, state: 0, rejectReason: null, version: record.company.version + 1 } };
  return { company: record.company, model, outcome: 'submitted' };
}

setupMsw(
  mockCall(userCalls.companyInfo, () => ({ companyId: 7, companyName: '甲公司', state: record.company.state, parkId: 1 })),
  mockCall(enterpriseCalls.record, () => record),
  mockCall(enterpriseCalls.save, ({ body, params }) => {
    const moduleKey = String(params.moduleKey);
    saves.push({ moduleKey, body });
    if (refuseFields) {
      const errors = refuseFields;
      refuseFields = null;
      return refused(errors[0]?.msg ?? '', errors);
    }
    if (refuseNext) {
      const msg = refuseNext;
      refuseNext = null;
      return refused(msg);
    }
    return answer(moduleKey, body.isCommit);
  }),
);

beforeEach(() => {
  record = companyRecord();
  saves = [];
  refuseNext = null;
  refuseFields = null;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front', userType: 9, privileges: [] });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

const render = () => renderRoutes([{ path: '/companyManage-detail', element: <CompanyDetailScreen /> }], '/companyManage-detail');
const stepForm = (name: string) => screen.getByRole('form', { name });

describe('the company record as a stepped form (front companyManage-detail)', () => {
  it('saves a draft without checking, then goes step by step and submits the application', async () => {
    render();
    expect(await screen.findByText('尚未办理入驻')).toBeInTheDocument();
    const basic = stepForm('基本信息');
    await userEvent.type(within(basic).getByRole('textbox', { name: '企业名称' }), '甲公司');
    await userEvent.click(within(basic).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toEqual([{ moduleKey: 'basic', body: { data: { companyName: '甲公司' }, isCommit: 0 } }]));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();

    await userEvent.click(within(basic).getByRole('button', { name: '下一步' }));
    expect(await within(basic).findByText('请选择所属行业')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    await userEvent.click(within(basic).getByRole('combobox', { name: '所属行业' }));
    await userEvent.click(await screen.findByTitle('人工智能'));
    await userEvent.click(within(basic).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(saves[1]).toEqual({ moduleKey: 'basic', body: { data: { companyName: '甲公司', industry: '人工智能' }, isCommit: 1 } }));

    const business = await waitFor(() => {
      const form = stepForm('经营信息');
      expect(form.closest('[hidden]')).toBeNull();
      return form;
    });
    await userEvent.type(within(business).getByRole('spinbutton', { name: '员工人数' }), '12');
    await userEvent.click(within(business).getByRole('button', { name: /^提\s*交$/ }));
    await waitFor(() => expect(saves[2]).toEqual({ moduleKey: 'business', body: { data: { employees: 12 }, isCommit: 1 } }));
    expect(await screen.findByText('入驻申请已提交，请等待园区审核')).toBeInTheDocument();
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤回申请' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^提\s*交$/ })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses', async () => {
    render();
    const basic = await screen.findByRole('form', { name: '基本信息' });
    await userEvent.type(within(basic).getByRole('textbox', { name: '企业名称' }), '甲公司');
    refuseNext = '「基本信息」：请填写「纳税人识别号」';
    await userEvent.click(within(basic).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    // The HTTP client shows the refusal (the shell's message); the form keeps every value and stays open.
    // The loading icon's leave motion never ends in jsdom, so the name may keep its 'loading' prefix.
    const again = await within(basic).findByRole('button', { name: /保存草稿$/ });
    expect(within(basic).getByRole('textbox', { name: '企业名称' })).toHaveValue('甲公司');
    await userEvent.click(again);
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.body).toEqual({ data: { companyName: '甲公司' }, isCommit: 0 });
  });

  it('a rejected company sees the reason, edits its answers and resubmits', async () => {
    record = companyRecord({ state: 2, rejectReason: '营业执照不清晰', version: 2 }, [
      basicModel({ data: { companyName: '甲公司', industry: '其他' } }),
      businessModel({ data: { employees: 5 } }),
    ]);
    render();
    expect(await screen.findByText('已驳回：营业执照不清晰')).toBeInTheDocument();
    const basic = stepForm('基本信息');
    expect(within(basic).getByRole('textbox', { name: '企业名称' })).toHaveValue('甲公司');
    const name = within(basic).getByRole('textbox', { name: '企业名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '甲科技公司');
    await userEvent.click(within(basic).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(saves[0]?.body).toEqual({ data: { companyName: '甲科技公司', industry: '其他' }, isCommit: 1 }));
    await userEvent.click(await within(stepForm('经营信息')).findByRole('button', { name: /^提\s*交$/ }));
    await waitFor(() => expect(saves[1]).toEqual({ moduleKey: 'business', body: { data: { employees: 5 }, isCommit: 1 } }));
    expect(await screen.findByText('待审核')).toBeInTheDocument();
  });

  it('checks each field by its kind under the field, disables the dates the kind refuses, and sends money as fen', async () => {
    const kinded = basicModel({
      fields: [
        field(1, 1, 'creditCode', '统一社会信用代码', 'text', { required: true, maxLength: 18, kind: 'creditCode' }),
        field(2, 1, 'foundedOn', '成立日期', 'date', { kind: 'pastDate' }),
        field(5, 1, 'contactPhone', '联系手机', 'text', { kind: 'mobile' }),
      ],
    });
    const money = businessModel({
      fields: [field(3, 2, 'employees', '员工人数', 'number', { kind: 'count' }), field(4, 2, 'registeredCapital', '注册资本（元）', 'number', { kind: 'money' })],
      data: { registeredCapital: 123456 },
    });
    record = companyRecord({}, [kinded, money]);
    render();
    const basic = await screen.findByRole('form', { name: '基本信息' });
    const code = within(basic).getByRole('textbox', { name: '统一社会信用代码' });
    await userEvent.type(code, '12345');
    fireEvent.blur(code);
    expect(await within(basic).findByText('「统一社会信用代码」应为18位数字或大写字母')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '91310115ma1001x1q9');
    await waitFor(() => expect(within(basic).queryByText(/统一社会信用代码」/)).not.toBeInTheDocument());

    const phone = within(basic).getByRole('textbox', { name: '联系手机' });
    await userEvent.type(phone, '1380000');
    await userEvent.click(within(basic).getByRole('button', { name: '下一步' }));
    expect(await within(basic).findByText('「联系手机」格式不正确，应为11位手机号码')).toBeInTheDocument();
    expect(saves).toEqual([]);
    await userEvent.clear(phone);
    await userEvent.type(phone, '13800138000');

    // The picker offers no day after today (China time); today itself may be picked.
    await userEvent.click(within(basic).getByRole('textbox', { name: '成立日期' }));
    const today = parkToday();
    const tomorrow = dayjs(today).add(1, 'day').format('YYYY-MM-DD');
    const cell = (day: string) => document.querySelector(`td[title="${day}"]`);
    await waitFor(() => expect(cell(today)).not.toBeNull());
    expect(cell(today)).not.toHaveClass('ant-picker-cell-disabled');
    if (cell(tomorrow)) expect(cell(tomorrow)).toHaveClass('ant-picker-cell-disabled');
    expect(cell(dayjs(today).subtract(1, 'day').format('YYYY-MM-DD')) ?? cell(today)).not.toHaveClass('ant-picker-cell-disabled');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(basic).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(saves[0]?.body).toEqual({ data: { creditCode: '91310115ma1001x1q9', contactPhone: '13800138000' }, isCommit: 1 }));

    const business = await waitFor(() => {
      const form = stepForm('经营信息');
      expect(form.closest('[hidden]')).toBeNull();
      return form;
    });
    const capital = within(business).getByRole('spinbutton', { name: '注册资本（元）' });
    expect(capital).toHaveValue('1234.56');
    const employees = within(business).getByRole('spinbutton', { name: '员工人数' });
    await userEvent.type(employees, '7');
    await userEvent.clear(capital);
    await userEvent.type(capital, '8000000.5');
    // A refusal the server names shows under its field (no message on top) and goes when the value changes.
    refuseFields = [{ field: 'data.employees', msg: '「员工人数」不能超过 999999999' }];
    await userEvent.click(within(business).getByRole('button', { name: /^提\s*交$/ }));
    await waitFor(() => expect(saves[1]?.body).toEqual({ data: { employees: 7, registeredCapital: 800000050 }, isCommit: 1 }));
    expect(await within(business).findByText('「员工人数」不能超过 999999999')).toBeInTheDocument();
    await userEvent.type(employees, '0');
    await waitFor(() => expect(within(business).queryByText('「员工人数」不能超过 999999999')).not.toBeInTheDocument());
  });

  it('a settled company changes an audited step: told it waits for audit, the banner says so', async () => {
    record = companyRecord({ state: 1, version: 3 }, [basicModel({ data: { companyName: '甲公司', industry: '其他' } }), businessModel({ data: { employees: 5 } })]);
    render();
    expect(await screen.findByText('已入驻')).toBeInTheDocument();
    expect(screen.getByText('修改需审核')).toBeInTheDocument();
    const basic = stepForm('基本信息');
    await userEvent.type(within(basic).getByRole('textbox', { name: '企业名称' }), '集团');
    record = { ...record, company: recordCompany({ state: 1, version: 4, changePending: true }) };
    await userEvent.click(within(basic).getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('变更已提交，审核通过后生效')).toBeInTheDocument();
    expect(await screen.findByText('已入驻 · 信息变更待审核')).toBeInTheDocument();
    expect(saves[0]?.body.data).toEqual({ companyName: '甲公司集团', industry: '其他' });
  });
});
