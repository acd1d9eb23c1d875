import { useQuery } from '@tanstack/react-query';
import { Button, Card, Progress, Table, type TableColumnsType } from 'antd';
import { downloadExport, type ExportState, type ExportTask } from '@/api/company-export';
import { StatusTag } from '@/components/status-tag/status-tag';
import type { Tone } from '@contract/tones';
import { formatDateTime } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { exportTasksQuery } from './export-queries';
import { EmptyWords } from '@/components/data-table/empty-words';

const POLL_MS = 1000;

const STATES: Record<ExportState, { label: string; tone: Tone }> = {
  pending: { label: '排队中', tone: 'neutral' },
  running: { label: '导出中', tone: 'active' },
  success: { label: '已完成', tone: 'success' },
  failed: { label: '导出失败', tone: 'danger' },
};

const isActive = (task: ExportTask) => task.state === 'pending' || task.state === 'running';
const percent = (task: ExportTask) => (task.state === 'success' ? 100 : task.total ? Math.round((task.processed / task.total) * 100) : 0);

const download = (task: ExportTask) =>
  void downloadExport(task.id).then((blob) => saveFile(blob, task.fileName ?? `企业数据-${task.id}.xlsx`), () => undefined);

const columns: TableColumnsType<ExportTask> = [
  { key: 'id', title: '任务', render: (_, task) => `导出任务 #${task.id}` },
  { key: 'state', title: '状态', render: (_, task) => <StatusTag tone={STATES[task.state].tone}>{STATES[task.state].label}</StatusTag> },
  { key: 'progress', title: '进度', width: 180, render: (_, task) => <Progress percent={percent(task)} size="small" status={task.state === 'failed' ? 'exception' : undefined} /> },
  { key: 'total', title: '企业数', render: (_, task) => (task.error ? task.error : `${task.processed} / ${task.total}`) },
  { key: 'createdAt', title: '创建时间', render: (_, task) => formatDateTime(task.createdAt) },
  {
    key: 'download',
    title: '操作',
    render: (_, task) => (
      <Button type="link" size="small" disabled={task.state !== 'success'} onClick={() => download(task)}>
        下载
      </Button>
    ),
  },
];

/** The operator's export tasks in this park, newest first; asked again every second while one runs. */
export function ExportTasks({ parkId }: { parkId: number }) {
  const { data, isPending } = useQuery({ ...exportTasksQuery(parkId), refetchInterval: (query) => (query.state.data?.list.some(isActive) ? POLL_MS : false) });
  return (
    <Card size="small" title="导出任务">
      <Table<ExportTask> rowKey="id" size="small" loading={isPending} columns={columns} dataSource={data?.list ?? []} pagination={false} locale={{ emptyText: <EmptyWords>暂无导出任务</EmptyWords> }} />
    </Card>
  );
}
