import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personnelCalls, type Personnel, type PersonnelImportResult } from '@/api/personnel';
import { StaffManageScreen } from '@/features/staff/staff-manage-screen';
import { useSessionStore } from '@/stores/session';
import { installNodeFormData } from '../shared/node-form-data';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { ok, staff } from './staff-data';

installNodeFormData();

let rows: Personnel[] = [];
let uploads: string[] = [];
let outcome: PersonnelImportResult;

setupMsw(
  mockCall(personnelCalls.lists, () => ({ list: rows, total: rows.length })),
  http.post('*/api/v1/enterprise/personnel/import', async ({ request }) => {
    const file = (await request.formData()).get('file');
    uploads.push(typeof file === 'object' && file ? file.name : 'none');
    if (outcome.state === 'success') rows = [staff(30, { name: '导入员工' }), ...rows];
    return ok(outcome);
  }),
  mockCall(personnelCalls.template, () =>
    new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
  ),
);

beforeEach(() => {
  rows = [staff(1)];
  uploads = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front', userType: 9, privileges: [] });
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openImport() {
  const view = renderRoutes([{ path: '/staffManage', element: <StaffManageScreen /> }], '/staffManage');
  await screen.findByText('共 1 条');
  await userEvent.click(screen.getByRole('button', { name: '批量导入' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

async function uploadInto(dialog: HTMLElement) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['xlsx'], '员工.xlsx', { type: XLSX_TYPE }));
  await waitFor(() => expect(uploads).toEqual(['员工.xlsx']));
}

describe('bulk staff import (screen staffManage)', () => {
  it('shows each bad row of a refused file, and nothing was imported', async () => {
    outcome = {
      state: 'failed', total: 10, imported: 0,
      errors: [{ row: 3, message: '手机号格式不正确' }, { row: 8, message: '手机号与第 2 行重复；身份证号与第 2 行重复' }],
    };
    const { dialog } = await openImport();
    await uploadInto(dialog);
    expect(await within(dialog).findByText('导入失败：共 10 行，2 行有误，未导入任何员工。请修改后重新导入。')).toBeInTheDocument();
    const report = within(dialog).getByRole('list', { name: '导入错误' });
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '第 3 行：手机号格式不正确',
      '第 8 行：手机号与第 2 行重复；身份证号与第 2 行重复',
    ]);
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('imports a valid file and the list shows the new staff', async () => {
    outcome = { state: 'success', total: 1, imported: 1, errors: [] };
    const { dialog } = await openImport();
    await uploadInto(dialog);
    expect(await within(dialog).findByText('导入成功：共 1 名员工')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByText('导入员工')).toBeInTheDocument();
  });

  it('downloads the template as a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:template');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { dialog } = await openImport();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    click.mockRestore();
  });
});
