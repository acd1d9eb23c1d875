import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ParkInput } from '@/api/park';
import { ParkFormScreen } from '@/features/park/park-form-screen';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { ok, park, regionHandlers } from './park-data';

let added: ParkInput[] = [];
let updated: (Partial<ParkInput> & { id: number })[] = [];
let failedTries = 0;

const server = setupMsw(
  ...regionHandlers,
  http.post('*/api/v1/admin/park/add', async ({ request }) => {
    const body = (await request.json()) as ParkInput;
    added.push(body);
    return ok(park(9, body));
  }),
  http.put('*/api/v1/admin/park/update', async ({ request }) => {
    const body = (await request.json()) as ParkInput & { id: number };
    updated.push(body);
    return ok(park(body.id, body));
  }),
  http.get('*/api/v1/admin/park/info/:id', () =>
    ok({ ...park(3, { name: '张江科创园', logo: '/demo/park.svg', introduction: '简介' }), buildingCount: 0, floorCount: 0, roomCount: 0, companyCount: 0 }),
  ),
);

beforeEach(() => {
  added = [];
  updated = [];
  failedTries = 0;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 0, privileges: ['0101'] });
});

const renderForm = (url = '/park-add') =>
  renderRoutes(
    [
      { path: '/park-add', element: <ParkFormScreen /> },
      { path: '/park', element: <p>园区列表页</p> },
    ],
    url,
  );

// One change event per field: per-key typing is slow on antd forms.
function fill(label: string, text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
}

function fillArea(text: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: '园区面积（㎡）' }), { target: { value: text } });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('park form (screen park-add)', () => {
  it('names every missing required field and sends nothing', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: '园区名称' });
    await submit();
    for (const text of ['请输入园区名称', '请选择所在省份', '请选择所在城市', '请选择所在区县', '请输入详细地址', '请输入园区面积（㎡）', '请输入联系人', '请输入联系电话']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(added).toEqual([]);
  });

  it('refuses a zero area and a malformed phone', async () => {
    renderForm();
    fill('园区名称', '临港园');
    fill('联系电话', 'call me');
    fillArea('0');
    await submit();
    expect(await screen.findByText('面积必须大于0')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的联系电话')).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('loads cities and areas of the chosen region and adds the park', async () => {
    const { router } = renderForm();
    fill('园区名称', ' 临港园 ');
    fillArea('1500.5');
    await choose('所在省份', '上海市');
    await choose('所在城市', '上海市辖区');
    await choose('所在区县', '浦东新区');
    fill('详细地址', '临港大道 1 号');
    fill('联系人', '周婷');
    fill('联系电话', '021-58001234');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/park'));
    expect(added).toEqual([
      {
        name: '临港园', logo: null, provinceCode: '31', cityCode: '3101', areaCode: '310115', address: '临港大道 1 号',
        areaSqm: 1500.5, contact: '周婷', phone: '021-58001234', introduction: null,
      },
    ]);
  });

  it('edits an existing park and keeps what was typed when saving fails', async () => {
    renderForm('/park-add?id=3');
    expect(await screen.findByDisplayValue('张江科创园')).toBeInTheDocument();
    expect(screen.getByText('编辑园区')).toBeInTheDocument();
    server.use(http.put('*/api/v1/admin/park/update', () => {
      failedTries += 1;
      return HttpResponse.json({ code: 0, msg: '园区名称已存在', data: null });
    }));
    fill('园区名称', '中关村软件园');
    await submit();
    await waitFor(() => expect(failedTries).toBe(1));
    expect(screen.getByDisplayValue('中关村软件园')).toBeInTheDocument();
    expect(screen.getByText('编辑园区')).toBeInTheDocument();
    server.resetHandlers();
    fill('园区名称', '张江新园');
    await submit();
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({ id: 3, name: '张江新园', logo: '/demo/park.svg', provinceCode: '31', cityCode: '3101', areaCode: '310115' });
  });
});
