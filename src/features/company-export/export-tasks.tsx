import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Progress, Table, type TableColumnsType } from 'antd';
import { downloadExport, type ExportState, type ExportTask } from '@/api/company-export';
import { StatusTag } from '@/components/status-tag/status-tag';
import type { Tone } from '@contract/tones';
import { formatDateTime } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { exportTasksQuery } from './export-queries';
import { EmptyWords } from '@/components/data-table/empty-words';
import { useTexts } from '@/stores/language';
import { companyExportCatalogue, type CompanyExportTexts } from './i18n/company-export';

const POLL_MS = 1000;

const TONES: Record<ExportState, Tone> = { pending: 'neutral', running: 'active', success: 'success', failed: 'danger' };

const isActive = (task: ExportTask) => task.state === 'pending' || task.state === 'running';
const percent = (task: ExportTask) => (task.state === 'success' ? 100 : task.total ? Math.round((task.processed / task.total) * 100) : 0);

function taskColumns(words: CompanyExportTexts['tasks'], fileName: (stamp: string) => string): TableColumnsType<ExportTask> {
  const download = (task: ExportTask) =>
    void downloadExport(task.id).then((blob) => saveFile(blob, task.fileName ?? fileName(String(task.id))), () => undefined);
  return [
    { key: 'id', title: words.task, render: (_, task) => words.taskName(task.id) },
    { key: 'state', title: words.state, render: (_, task) => <StatusTag tone={TONES[task.state]}>{words.states[task.state]}</StatusTag> },
    { key: 'progress', title: words.progress, width: 180, render: (_, task) => <Progress percent={percent(task)} size="small" status={task.state === 'failed' ? 'exception' : undefined} /> },
    { key: 'total', title: words.companies, render: (_, task) => (task.error ? task.error : `${task.processed} / ${task.total}`) },
    { key: 'createdAt', title: words.createdAt, render: (_, task) => formatDateTime(task.createdAt) },
    {
      key: 'download',
      title: words.actions,
      render: (_, task) => (
        <Button type="link" size="small" disabled={task.state !== 'success'} onClick={() => download(task)}>
          {words.download}
        </Button>
      ),
    },
  ];
}

/** The operator's export tasks in this park, newest first; asked again every second while one runs. */
export function ExportTasks({ parkId }: { parkId: number }) {
  const texts = useTexts(companyExportCatalogue);
  const words = texts.tasks;
  const columns = useMemo(() => taskColumns(words, texts.screen.fileName), [words, texts]);
  const { data, isPending } = useQuery({ ...exportTasksQuery(parkId), refetchInterval: (query) => (query.state.data?.list.some(isActive) ? POLL_MS : false) });
  return (
    <Card size="small" title={words.title}>
      <Table<ExportTask> rowKey="id" size="small" loading={isPending} columns={columns} dataSource={data?.list ?? []} pagination={false} locale={{ emptyText: <EmptyWords>{words.empty}</EmptyWords> }} />
    </Card>
  );
}
