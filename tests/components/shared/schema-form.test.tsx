import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import { renderRoutes } from './test-kit';

const fields: FormField[] = [
  { type: 'text', name: 'name', label: '园区名称', required: true },
  { type: 'textarea', name: 'intro', label: '简介' },
  { type: 'number', name: 'area', label: '面积', min: 0 },
  { type: 'select', name: 'kind', label: '类型', options: [{ label: '产业园', value: 1 }, { label: '科技园', value: 2 }] },
  { type: 'cascader', name: 'region', label: '地区', options: [{ label: '浙江', value: 'zj', children: [{ label: '杭州', value: 'hz' }] }] },
  { type: 'date', name: 'openedAt', label: '开园日期' },
  { type: 'switch', name: 'enabled', label: '启用' },
];

function renderForm(onSubmit: (values: Record<string, unknown>) => unknown, initialValues?: Record<string, unknown>) {
  const onCancel = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">去别处</Link>
            <SchemaForm fields={fields} initialValues={initialValues} onSubmit={onSubmit} onCancel={onCancel} />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>别处页面</p> },
    ],
    '/form',
  );
  return { ...view, onCancel };
}

describe('SchemaForm', () => {
  it('renders every field with the default placeholders and 确定 / 取消', () => {
    renderForm(vi.fn());
    expect(screen.getAllByPlaceholderText('请输入内容').length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByText('请选择').length + screen.getAllByPlaceholderText('请选择').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('switch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /确\s*定/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeInTheDocument();
  });

  it('limits text inputs to 30 characters', async () => {
    renderForm(vi.fn());
    const input = screen.getByRole('textbox', { name: '园区名称' });
    await userEvent.type(input, '一'.repeat(35));
    expect(input).toHaveValue('一'.repeat(30));
    expect(input).toHaveAttribute('maxlength', '30');
    expect(screen.getByText('30 / 30')).toBeInTheDocument();
  });

  it('asks for required fields', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入园区名称')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits plain values (dates as strings, switches as booleans)', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit, { name: '一号园区', openedAt: '2024-03-05', enabled: true, kind: 2 });
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: '一号园区', openedAt: '2024-03-05', enabled: true, kind: 2 });
  });

  it('keeps every typed value when the save call fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('名称重复'));
    renderForm(onSubmit);
    await userEvent.type(screen.getByRole('textbox', { name: '园区名称' }), '二号园区');
    await userEvent.type(screen.getByRole('textbox', { name: '简介' }), '一段简介');
    await userEvent.type(screen.getByRole('spinbutton', { name: '面积' }), '120');
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /确\s*定/ })).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('textbox', { name: '园区名称' })).toHaveValue('二号园区');
    expect(screen.getByRole('textbox', { name: '简介' })).toHaveValue('一段简介');
    expect(screen.getByRole('spinbutton', { name: '面积' })).toHaveValue('120');
    expect(screen.getByRole('switch')).toBeChecked();
    // A second try sends the same values again.
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ name: '二号园区', intro: '一段简介', area: 120, enabled: true });
  });

  it('calls onCancel from 取消', async () => {
    const { onCancel } = renderForm(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes, and stays or leaves as chosen', async () => {
    const { router } = renderForm(vi.fn());
    await userEvent.type(screen.getByRole('textbox', { name: '园区名称' }), '未保存');
    await userEvent.click(screen.getByRole('link', { name: '去别处' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('有未保存的修改，确定离开吗？')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /留\s*下/ }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: '园区名称' })).toHaveValue('未保存');

    await userEvent.click(screen.getByRole('link', { name: '去别处' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: /离\s*开/ }));
    expect(await screen.findByText('别处页面')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed or after a successful save', async () => {
    const { router } = renderForm(async () => {
      await router.navigate('/elsewhere');
    });
    await userEvent.type(screen.getByRole('textbox', { name: '园区名称' }), '已保存');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('别处页面')).toBeInTheDocument();
  });

  it('renders upload and rich-text fields from the schema and leaves untouched stored content unasked', async () => {
    const richFields: FormField[] = [
      { type: 'upload', name: 'logo', label: '园区图标', mode: 'image', maxCount: 1 },
      { type: 'rich-text', name: 'content', label: '正文', required: true },
    ];
    const { router, container } = renderRoutes(
      [
        { path: '/form', element: <><Link to="/elsewhere">去别处</Link><SchemaForm fields={richFields} initialValues={{ logo: ['/api/files/logo.png'], content: '已存正文 <b>加粗</b>' }} onSubmit={vi.fn()} /></> },
        { path: '/elsewhere', element: <p>别处页面</p> },
      ],
      '/form',
    );
    await waitFor(() => expect(container.querySelector('.ql-editor')).toHaveTextContent('已存正文'));
    expect(container.querySelector('img[src="/api/files/logo.png"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '去别处' }));
    expect(await screen.findByText('别处页面')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('warns on reload or close only while there are unsaved changes', async () => {
    renderForm(vi.fn());
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: '园区名称' }), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

describe('SchemaForm required number', () => {
  it('submits a required number once it is filled, and asks for it while empty', async () => {
    const onSubmit = vi.fn();
    renderRoutes(
      [{ path: '/n', element: <SchemaForm fields={[{ type: 'number', name: 'amount', label: '金额', required: true }]} onSubmit={onSubmit} onCancel={vi.fn()} /> }],
      '/n',
    );
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入金额')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('spinbutton', { name: '金额' }), '12');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 12 })));
  });
});
