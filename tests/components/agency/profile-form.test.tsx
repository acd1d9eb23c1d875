import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MechanismInfoScreen } from '@/features/agency/mechanism-info-screen';
import { OrgInfoWriteScreen } from '@/features/agency/org-info-write-screen';
import type { AgencyProfile } from '@contract/schemas/agency';
import { agencyCalls } from '@/api/agency';
import { useSessionStore } from '@/stores/session';
import { installNodeFormData, uploadFile } from '../shared/node-form-data';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { REGIONS, agency } from './agency-data';

installNodeFormData();

const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '成功', data } as never);

let current: AgencyProfile;
let submitted: unknown[];
let uploads: string[];

setupMsw(
  mockCall(agencyCalls.own, () => current),
  mockCall(agencyCalls.submit, ({ body }) => {
    submitted.push(body);
    current = { ...current, state: 'submitted', rejectReason: null };
    return current;
  }),
  http.post('*/api/files/upload', async ({ request }) => {
    const form = await request.formData();
    const stored = [];
    for (const [, value] of form.entries()) {
      if (typeof value === 'string') continue;
      uploads.push(value.name);
      stored.push({ url: `/api/files/2026/01/01/${value.name}`, name: value.name, size: value.size, type: value.type });
    }
    return ok(stored);
  }),
  http.get('*/api/v1/region/provinces', () => ok(REGIONS.provinces)),
  http.get('*/api/v1/region/cities/:id', () => ok(REGIONS.cities)),
  http.get('*/api/v1/region/areas/:id', () => ok(REGIONS.areas)),
);

beforeEach(() => {
  current = agency();
  submitted = [];
  uploads = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'agent', userType: 10 });
});

const routes = [
  { path: '/mechanism-info', element: <MechanismInfoScreen /> },
  { path: '/mechanism-info/org-info-write', element: <OrgInfoWriteScreen /> },
];

describe('the agency profile (mechanism-info, org-info-write)', () => {
  it('the home shows where the agency stands: rejected with the reason, and the way to change it', async () => {
    renderRoutes(routes, '/mechanism-info');
    expect(await screen.findByText('机构信息未通过审核')).toBeInTheDocument();
    expect(screen.getByText('驳回原因：营业执照照片不清晰，请重新上传，请修改后重新提交。')).toBeInTheDocument();
    expect(screen.getByText('91310115MA1K4B2C3J')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改机构信息' })).toBeInTheDocument();
  });

  it('waiting for audit: no way to change it', async () => {
    current = agency({ state: 'submitted', rejectReason: null });
    renderRoutes(routes, '/mechanism-info');
    expect(await screen.findByText('机构信息审核中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /修改机构信息/ })).not.toBeInTheDocument();
  });

  it('checks the credit code, takes a PDF licence through the uploader, refuses a Word file, and submits for audit', async () => {
    const { router } = renderRoutes(routes, '/mechanism-info/org-info-write');
    const code = await screen.findByRole('textbox', { name: '统一社会信用代码' });
    await userEvent.clear(code);
    await userEvent.type(code, '91310115MA1K4B2C3A');
    await userEvent.click(screen.getByRole('button', { name: /提交审核/ }));
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对')).toBeInTheDocument();
    expect(submitted).toEqual([]);
    await userEvent.clear(code);
    await userEvent.type(code, '91310115ma1k4b2c3j');

    // Replace the licence picture with a PDF; a Word file is refused before any upload.
    expect(screen.getByText('licence.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /删除|remove|delete/i }));
    await waitFor(() => expect(screen.queryByText('licence.png')).not.toBeInTheDocument());
    const user = userEvent.setup({ applyAccept: false });
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), uploadFile('docx', '执照.docx'));
    expect(await screen.findByText('请上传图片或PDF格式的文件')).toBeInTheDocument();
    await user.upload(input(), uploadFile('pdf', '执照.pdf'));
    await waitFor(() => expect(uploads).toEqual(['执照.pdf']));

    await userEvent.click(screen.getByRole('button', { name: /提交审核/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ creditCode: '91310115MA1K4B2C3J', licence: '/api/files/2026/01/01/执照.pdf', version: 2, serviceTypes: ['tech'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mechanism-info'));
  });
});
