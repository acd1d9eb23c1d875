import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { attachMessages } from '@/app/feedback/message-queue';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, setupMsw } from './test-kit';

const fields: FormField[] = [
  { type: 'text', name: 'name', label: '企业名称', required: true },
  { type: 'text', name: 'creditCode', label: '统一社会信用代码' },
];

const server = setupMsw();

function renderForm() {
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front' });
  const toasts: string[] = [];
  const detach = attachMessages((text) => toasts.push(text));
  renderRoutes([{ path: '/', element: <SchemaForm fields={fields} onSubmit={(values) => http.post('v1/test/save', values)} /> }], '/');
  return { toasts, detach };
}

const refusal = (errors: { field: string; msg: string }[]) =>
  HttpResponse.json({ code: 0, msg: errors[0]?.msg ?? '', data: null, errors });

describe('field errors from the server', () => {
  it('shows a refusal under its field, not on top, keeps the input, and clears it when the value changes', async () => {
    server.use(mock.post('*/v1/test/save', () => refusal([{ field: 'creditCode', msg: '统一社会信用代码校验位不正确' }])));
    const { toasts, detach } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: '企业名称' }), '星云');
    await userEvent.type(screen.getByRole('textbox', { name: '统一社会信用代码' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('统一社会信用代码校验位不正确')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '统一社会信用代码' })).toHaveValue('12345');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: '统一社会信用代码' }), '6');
    await waitFor(() => expect(screen.queryByText('统一社会信用代码校验位不正确')).not.toBeInTheDocument());
    detach();
  });

  it('falls back to the message on top when the form has no such field', async () => {
    server.use(mock.post('*/v1/test/save', () => refusal([{ field: 'parkId', msg: '请选择要入驻的园区' }])));
    const { toasts, detach } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: '企业名称' }), '星云');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(toasts).toEqual(['请选择要入驻的园区']));
    detach();
  });
});
