import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportTask } from '@/api/estate-import';
import { ImportPanel } from '@/features/park/import-panel';
import { useSessionStore } from '@/stores/session';
import { installNodeFormData } from '../shared/node-form-data';
import { renderAt, setupMsw } from '../shared/test-kit';
import { ok } from './park-data';

installNodeFormData();

let tasks: ImportTask[] = [];
let uploads: string[] = [];
let listCalls = 0;

function task(id: number, patch: Partial<ImportTask> = {}): ImportTask {
  return {
    id, parkId: 1, userId: 2, username: 'operator', fileName: '房间.xlsx', state: 'pending', total: 200, processed: 0, succeeded: 0, failed: 0,
    errors: [], createdAt: '2026-01-01T00:00:00.000Z', finishedAt: null, ...patch,
  };
}

setupMsw(
  http.post('*/api/v1/admin/park/import/task/list', () => {
    listCalls += 1;
    // Each poll moves the running task on: half way, then done.
    tasks = tasks.map((t) =>
      t.state === 'pending' ? { ...t, state: 'running', processed: 100 } : t.state === 'running' ? { ...t, state: 'success', processed: 200, succeeded: 200 } : t,
    );
    return ok({ list: tasks, total: tasks.length });
  }),
  http.post('*/api/v1/admin/park/import/template/:parkId', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    uploads.push(typeof file === 'object' && file ? file.name : 'none');
    const created = task(7);
    tasks = [created, ...tasks];
    return ok(created);
  }),
  http.get('*/api/v1/admin/park/import/template', () =>
    new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
  ),
);

beforeEach(() => {
  tasks = [task(3, { state: 'failed', total: 21, processed: 21, failed: 2, errors: [{ row: 6, message: '面积必须是大于0且不超过1000000的数字' }, { row: 11, message: '与第 2 行的房间重复' }] })];
  uploads = [];
  listCalls = 0;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: ['0101'] });
});

describe('room import panel', () => {
  it('names each bad row of a failed import', async () => {
    renderAt(<ImportPanel parkId={1} onImported={() => undefined} />);
    const report = await screen.findByRole('list', { name: '导入任务 3 的错误报告' });
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '第 6 行：面积必须是大于0且不超过1000000的数字',
      '第 11 行：与第 2 行的房间重复',
    ]);
    expect(screen.getByText('共 21 行，成功 0 行，错误 2 行')).toBeInTheDocument();
  });

  it('uploads a filled template and follows the task until it is done', async () => {
    const onImported = vi.fn();
    const { container } = renderAt(<ImportPanel parkId={1} onImported={onImported} />);
    await screen.findByText('导入失败');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['xlsx'], '房间.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await waitFor(() => expect(uploads).toEqual(['房间.xlsx']));
    expect(await screen.findByText('导入中', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByText('共 200 行，成功 200 行，错误 0 行', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    const calls = listCalls;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(listCalls).toBe(calls);
  });

  it('downloads the template as a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:template');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(<ImportPanel parkId={1} onImported={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    click.mockRestore();
  });
});
