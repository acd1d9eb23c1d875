import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogListScreen } from '@/features/logs/log-list-screen';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let exported: unknown[] = [];

setupMsw(
  http.post('*/api/v1/admin/logs/list', () => HttpResponse.json({ code: 1, msg: 'ok', data: { list: [], total: 0 } })),
  http.post('*/api/v1/admin/logs/export', async ({ request }) => {
    exported.push(await request.json());
    return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': XLSX } });
  }),
);

const saved: { name: string; type: string }[] = [];
beforeEach(() => {
  exported = [];
  saved.length = 0;
  useSessionStore.setState({ accessToken: 't', hostKey: 'manage', privileges: ['0113'] });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as Blob).type}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: this.href.replace(/^blob:/, '') });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('operation log export', () => {
  it('exports the filtered entries as an .xlsx file', async () => {
    renderRoutes([{ path: '/log', element: <LogListScreen /> }], '/log?module=role&username=admin&startTime=2026-03-01&endTime=2026-03-02');
    expect(await screen.findByText('共 0 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported[0]).toMatchObject({ module: 'role', username: 'admin', startTime: expect.any(String), endTime: expect.any(String) });
    expect(exported[0]).not.toHaveProperty('pageNum');
    expect(saved[0]?.name).toMatch(/^操作日志-\d{14}\.xlsx$/);
    expect(saved[0]?.type).toBe(XLSX);
  });

  it('hides the export button without the export privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderRoutes([{ path: '/log', element: <LogListScreen /> }], '/log');
    expect(await screen.findByText('共 0 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
