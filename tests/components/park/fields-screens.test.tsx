import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EnterpriseField, EnterpriseModel } from '@/api/enterprise-fields';
import { FieldFormScreen } from '@/features/park/fields/field-form-screen';
import { FieldListScreen } from '@/features/park/fields/field-list-screen';
import { ModelListScreen } from '@/features/park/fields/model-list-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { ok } from './park-data';

const model: EnterpriseModel = { id: 5, parkId: 1, name: '基本信息', moduleKey: 'basic', sort: 10, enabled: true, fieldCount: 2 };
let fields: EnterpriseField[] = [];
let calls: { url: string; body: unknown }[] = [];

function field(id: number, patch: Partial<EnterpriseField> = {}): EnterpriseField {
  return { id, parkId: 1, modelId: 5, fieldKey: `f${id}`, label: `字段${id}`, type: 'text', required: false, options: [], maxLength: 30, sort: id * 10, enabled: true, ...patch };
}

const record = async (url: string, request: Request) => {
  calls.push({ url, body: await request.json() });
  return ok(null);
};

setupMsw(
  http.post('*/api/v1/enterprise/models/list', () => ok({ list: [model, { ...model, id: 6, name: '经营信息', moduleKey: 'business', enabled: false }], total: 2 })),
  http.post('*/api/v1/enterprise/fields/list', () => ok({ list: fields, total: fields.length, model })),
  http.put('*/api/v1/enterprise/fields/move', ({ request }) => record('move', request)),
  http.post('*/api/v1/enterprise/fields/add', ({ request }) => record('add', request)),
);

beforeEach(() => {
  fields = [
    field(1, { label: '企业名称', required: true }),
    field(2, { label: '所属行业', type: 'select', options: ['软件', '医药'], maxLength: null }),
    field(3, { label: '统一社会信用代码', maxLength: 18, kind: 'creditCode' }),
  ];
  calls = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: ['0101'] });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

const routes = [
  { path: '/park-fileds', element: <ModelListScreen /> },
  { path: '/park-fileds-manage', element: <FieldListScreen /> },
  { path: '/park-fileds-add', element: <FieldFormScreen /> },
];
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');

describe('enterprise field screens', () => {
  it('lists the modules and opens the fields of one, in order, with their settings', async () => {
    const { router } = renderRoutes(routes, '/park-fileds');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(cells(bodyRows()[1]!).slice(0, 5)).toEqual(['2', '经营信息', 'business', '2', '停用']);
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '字段管理' }));
    expect(await screen.findByText('模块：基本信息')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?modelId=5');
    expect(cells(bodyRows()[0]!).slice(0, 9)).toEqual(['1', '企业名称', 'f1', '单行文本', '--', '是', '--', '30', '启用']);
    expect(cells(bodyRows()[1]!).slice(0, 9)).toEqual(['2', '所属行业', 'f2', '下拉单选', '--', '否', '软件、医药', '--', '启用']);
    expect(cells(bodyRows()[2]!).slice(0, 5)).toEqual(['3', '统一社会信用代码', 'f3', '单行文本', '统一社会信用代码']);
    await userEvent.click(within(bodyRows()[1]!).getByRole('button', { name: /上\s*移/ }));
    await waitFor(() => expect(calls).toEqual([{ url: 'move', body: { id: 2, direction: 'up' } }]));
  });

  it('asks for options of a choice field, then adds it', async () => {
    const { router } = renderRoutes(routes, '/park-fileds-add?modelId=5');
    const label = await screen.findByRole('textbox', { name: '字段名称' });
    await userEvent.click(label);
    await userEvent.paste('企业规模');
    await userEvent.click(screen.getByRole('textbox', { name: '字段标识' }));
    await userEvent.paste('scale');
    await userEvent.click(screen.getByRole('combobox', { name: '字段类型' }));
    await userEvent.click(await screen.findByTitle('下拉单选'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('下拉字段请至少填写一个选项')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: '选项' }));
    await userEvent.paste('大型\n中型\n大型');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/park-fileds-manage'));
    expect(calls).toEqual([{ url: 'add', body: { modelId: 5, fieldKey: 'scale', label: '企业规模', type: 'select', required: false, options: ['大型', '中型'], maxLength: null, kind: null } }]);
  });

  it('lets the operator give a field a meaning that fits its type', async () => {
    const { router } = renderRoutes(routes, '/park-fileds-add?modelId=5');
    await userEvent.click(await screen.findByRole('textbox', { name: '字段名称' }));
    await userEvent.paste('员工人数');
    await userEvent.click(screen.getByRole('textbox', { name: '字段标识' }));
    await userEvent.paste('staff');
    await userEvent.click(screen.getByRole('combobox', { name: '字段含义' }));
    await userEvent.click(await screen.findByTitle('数量（非负整数）（数字）'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该字段类型不能设为「数量（非负整数）」')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '字段类型' }));
    await userEvent.click(await screen.findByTitle('数字'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/park-fileds-manage'));
    expect(calls).toEqual([{ url: 'add', body: { modelId: 5, fieldKey: 'staff', label: '员工人数', type: 'number', required: false, options: [], maxLength: null, kind: 'count' } }]);
  });
});
