import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { personnelCalls, type PersonnelSave } from '@/api/personnel';
import { StaffFormScreen } from '@/features/staff/staff-form-screen';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused as refuse } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { staff, validId } from './staff-data';

let saved: PersonnelSave[] = [];
let refusal: string | null = null;
let refused = 0;

setupMsw(
  mockCall(personnelCalls.save, ({ body }) => {
    if (refusal) {
      refused += 1;
      return refuse(refusal);
    }
    saved.push(body);
    return staff(body.id ?? 99, { name: body.name });
  }),
  mockCall(personnelCalls.info, ({ params }) =>
    staff(Number(params.id), { name: '王伟', phone: '13912345678', department: '研发部', position: '技术经理', education: '硕士', entryDate: '2023-05-06' }),
  ),
);

beforeEach(() => {
  saved = [];
  refusal = null;
  refused = 0;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front', userType: 9, privileges: [] });
});

const renderForm = (url = '/staffAddOrEdit') =>
  renderRoutes(
    [
      { path: '/staffAddOrEdit', element: <StaffFormScreen /> },
      { path: '/staffManage', element: <p>员工列表页</p> },
    ],
    url,
  );

function fill(label: string, text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
}

async function pickDate(label: string, day: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('staff form (screen staffAddOrEdit)', () => {
  it('names every missing required field and sends nothing', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: '姓名' });
    await submit();
    for (const text of ['请输入姓名', '请输入手机号', '请输入身份证号', '请选择入职日期']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(saved).toEqual([]);
  });

  it('checks the phone format and the ID number with its check digit before sending', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: '姓名' });
    fill('姓名', '李娜');
    fill('手机号', '12345678901');
    const good = validId(5);
    fill('身份证号', `${good.slice(0, 17)}${good.endsWith('1') ? '2' : '1'}`);
    await submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(await screen.findByText('身份证号校验位不正确')).toBeInTheDocument();
    fill('身份证号', '1101011990');
    expect(await screen.findByText('身份证号格式不正确，应为18位')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('adds a staff member and returns to the list', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: '姓名' });
    fill('姓名', '李娜');
    fill('手机号', '13712345678');
    fill('身份证号', validId(5).toLowerCase());
    fill('部门', '财务部');
    await pickDate('入职日期', '2025-01-15');
    await submit();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: '李娜', phone: '13712345678', idNumber: validId(5), entryDate: '2025-01-15', department: '财务部', position: null, education: null });
    expect(await screen.findByText('员工列表页')).toBeInTheDocument();
  });

  it('edits with the ID number masked, sending it only when retyped', async () => {
    renderForm('/staffAddOrEdit?id=7');
    expect(await screen.findByDisplayValue('王伟')).toBeInTheDocument();
    const idField = screen.getByRole('textbox', { name: '身份证号' });
    expect(idField).toHaveValue('');
    expect(idField).toHaveAttribute('placeholder', '3101**********1234');
    expect(screen.getByText('当前：3101**********1234，不修改请留空，重新输入则替换')).toBeInTheDocument();
    fill('职位', '研发总监');
    await submit();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: 7, name: '王伟', phone: '13912345678', entryDate: '2023-05-06', department: '研发部', position: '研发总监', education: '硕士' });
  });

  it('keeps every value when the server refuses (a phone already used)', async () => {
    refusal = '手机号已存在';
    renderForm('/staffAddOrEdit?id=7');
    await screen.findByDisplayValue('王伟');
    fill('身份证号', validId(6));
    await submit();
    await waitFor(() => expect(refused).toBe(1));
    expect(screen.getByRole('textbox', { name: '身份证号' })).toHaveValue(validId(6));
    expect(screen.queryByText('员工列表页')).not.toBeInTheDocument();
  });
});
