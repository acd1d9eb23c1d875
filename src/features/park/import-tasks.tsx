import { useMemo, useState } from 'react';
import { Progress, Table, type TableColumnsType } from 'antd';
import type { ImportState, ImportTask } from '@/api/estate-import';
import type { Tone } from '@contract/tones';
import { StatusTag } from '@/components/status-tag/status-tag';
import { formatDateTime } from '@/lib/dates';
import { useTexts } from '@/stores/language';
import { parkCatalogue, type ParkTexts } from './i18n/park';

const TONES: Record<ImportState, Tone> = { pending: 'neutral', running: 'active', success: 'success', failed: 'danger' };

const percent = (task: ImportTask) => (task.total ? Math.round((task.processed / task.total) * 100) : 0);

function taskColumns(words: ParkTexts['import']): TableColumnsType<ImportTask> {
  return [
    { key: 'fileName', title: words.file, dataIndex: 'fileName' },
    { key: 'state', title: words.state, render: (_, task) => <StatusTag tone={TONES[task.state]}>{words.states[task.state]}</StatusTag> },
    { key: 'progress', title: words.progress, width: 180, render: (_, task) => <Progress percent={percent(task)} size="small" status={task.state === 'failed' ? 'exception' : undefined} /> },
    { key: 'counts', title: words.rows, render: (_, task) => words.counts(task.total, task.succeeded, task.failed) },
    { key: 'createdAt', title: words.createdAt, render: (_, task) => formatDateTime(task.createdAt) },
  ];
}

function ErrorReport({ task }: { task: ImportTask }) {
  const words = useTexts(parkCatalogue).import;
  return (
    <ul aria-label={words.report(task.id)}>
      {task.errors.map((error) => (
        <li key={error.row}>{error.row > 0 ? words.rowError(error.row, error.message) : error.message}</li>
      ))}
    </ul>
  );
}

/** The park's import tasks, newest first; a failed task opens its error report. */
export function ImportTaskTable({ tasks }: { tasks: ImportTask[] }) {
  const [collapsed, setCollapsed] = useState(new Set<number>());
  const words = useTexts(parkCatalogue).import;
  const columns = useMemo(() => taskColumns(words), [words]);
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
