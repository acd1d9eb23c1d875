import { useState } from 'react';
import { Progress, Table, type TableColumnsType } from 'antd';
import type { ImportState, ImportTask } from '@/api/estate-import';
import type { Tone } from '@contract/tones';
import { StatusTag } from '@/components/status-tag/status-tag';
import { formatDateTime } from '@/lib/dates';

const STATES: Record<ImportState, { label: string; tone: Tone }> = {
  pending: { label: '排队中', tone: 'neutral' },
  running: { label: '导入中', tone: 'active' },
  success: { label: '导入成功', tone: 'success' },
  failed: { label: '导入失败', tone: 'danger' },
};

const percent = (task: ImportTask) => (task.total ? Math.round((task.processed / task.total) * 100) : 0);

const columns: TableColumnsType<ImportTask> = [
  { key: 'fileName', title: '文件', dataIndex: 'fileName' },
  { key: 'state', title: '状态', render: (_, task) => <StatusTag tone={STATES[task.state].tone}>{STATES[task.state].label}</StatusTag> },
  { key: 'progress', title: '进度', width: 180, render: (_, task) => <Progress percent={percent(task)} size="small" status={task.state === 'failed' ? 'exception' : undefined} /> },
  { key: 'counts', title: '行数', render: (_, task) => `共 ${task.total} 行，成功 ${task.succeeded} 行，错误 ${task.failed} 行` },
  { key: 'createdAt', title: '导入时间', render: (_, task) => formatDateTime(task.createdAt) },
];

function ErrorReport({ task }: { task: ImportTask }) {
  return (
    <ul aria-label={`导入任务 ${task.id} 的错误报告`}>
      {task.errors.map((error) => (
        <li key={error.row}>{error.row > 0 ? `第 ${error.row} 行：${error.message}` : error.message}</li>
      ))}
    </ul>
  );
}

/** The park's import tasks, newest first; a failed task opens its error report. */
export function ImportTaskTable({ tasks }: { tasks: ImportTask[] }) {
  const [collapsed, setCollapsed] = useState(new Set<number>());
  const expanded = tasks.filter((task) => task.errors.length > 0 && !collapsed.has(task.id)).map((task) => task.id);
  const toggle = (open: boolean, task: ImportTask) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(task.id);
      else next.add(task.id);
      return next;
    });
  return (
    <Table<ImportTask>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={tasks}
      pagination={false}
      expandable={{ rowExpandable: (task) => task.errors.length > 0, expandedRowRender: (task) => <ErrorReport task={task} />, expandedRowKeys: expanded, onExpand: toggle }}
    />
  );
}
