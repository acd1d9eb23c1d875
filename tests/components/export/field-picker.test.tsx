import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyExportCalls, companyExportFileCalls, type ExportModel, type ExportTask } from '@/api/company-export';
import { SelectFieldExportScreen } from '@/features/company-export/select-field-export-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MODELS: ExportModel[] = [
  { moduleKey: 'basic', name: '基本信息', fields: [{ fieldKey: 'legalPerson', label: '法定代表人', type: 'text' }, { fieldKey: 'foundedOn', label: '成立日期', type: 'date' }] },
  { moduleKey: 'business', name: '经营信息', fields: [{ fieldKey: 'employees', label: '员工人数', type: 'number' }, { fieldKey: 'qualifications', label: '企业资质', type: 'multi-select' }] },
];
const task = (id: number, state: ExportTask['state']): ExportTask => ({
  id, parkId: 1, state, total: 3000, processed: state === 'success' ? 3000 : 1000, fileName: state === 'success' ? '企业数据-20260501.xlsx' : null,
  error: null, createdAt: '2026-05-01T08:00:00.000Z', finishedAt: null,
});

let exported: unknown[] = [];
let answerWithTask = false;
let tasks: ExportTask[] = [];
const downloads: number[] = [];

setupMsw(
  mockCall(companyExportCalls.fields, () => MODELS),
  mockCall(companyExportCalls.taskList, () => ({ list: tasks, total: tasks.length })),
  mockCall(companyExportFileCalls.download, ({ params }) => {
    downloads.push(Number(params.id));
    return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': XLSX } });
  }),
  mockCall(companyExportFileCalls.start, ({ body }) => {
    exported.push(body);
    if (answerWithTask) {
      tasks = [task(9, 'running')];
      return task(9, 'running');
    }
    return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': XLSX } });
  }),
);

const saved: string[] = [];
beforeEach(() => {
  exported = [];
  tasks = [];
  answerWithTask = false;
  saved.length = 0;
  downloads.length = 0;
  useSessionStore.setState({ accessToken: 't', hostKey: 'manage', privileges: [] });
  useParkStore.setState({ parkId: 1, parkName: '一号园区' });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:xlsx');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const open = (query = '') => renderRoutes([{ path: '/selectFeild-export', element: <SelectFieldExportScreen /> }], `/selectFeild-export${query}`);

describe('the export field picker', () => {
  it('shows each model as a group of checkboxes; 全选 picks a whole model', async () => {
    open();
    const basic = await screen.findByRole('group', { name: '基本信息' });
    expect(within(basic).getAllByRole('checkbox')).toHaveLength(2);
    const selectAll = screen.getByRole('checkbox', { name: '全选经营信息' });
    await userEvent.click(selectAll);
    expect(screen.getByRole('checkbox', { name: '员工人数' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '企业资质' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '企业资质' }));
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '法定代表人' })).not.toBeChecked();
  });

  it('exports the picked fields with the company list’s filters from the URL and saves the file', async () => {
    open('?name=星云&state=settled&buildingId=4&industry=人工智能&managerId=6&mine=true&pageNum=2');
    expect(await screen.findByText(/企业名称包含「星云」，状态：已入驻，按所选楼栋，所属行业包含「人工智能」，按所选客服经理，只看我负责的/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '企业资质' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '法定代表人' }));
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported[0]).toEqual({
      parkId: 1, name: '星云', state: 'settled', buildingId: 4, industry: '人工智能', managerId: 6, mine: true,
      fields: [{ moduleKey: 'basic', fieldKey: 'legalPerson' }, { moduleKey: 'business', fieldKey: 'qualifications' }],
    });
    expect(saved[0]).toMatch(/^企业数据-\d{14}\.xlsx$/);
  });

  it('a large export becomes a task in the list, downloadable when done', async () => {
    answerWithTask = true;
    open();
    await screen.findByRole('group', { name: '基本信息' });
    expect(await screen.findByText('暂无导出任务')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('导出中')).toBeInTheDocument();
    expect(screen.getByText('1000 / 3000')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    tasks = [task(9, 'success')];
    expect(await screen.findByText('已完成', undefined, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toEqual(['企业数据-20260501.xlsx']));
    expect(downloads).toEqual([9]);
  });
});
