import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Upload } from 'antd';
import { TEMPLATE_FILE_NAME, downloadImportTemplate, estateImportUploadCalls, uploadImport, type ImportTask } from '@/api/estate-import';
import type { Paged } from '@/api/types';
import { MayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { parkCatalogue } from './i18n/park';
import { ImportTaskTable } from './import-tasks';
import { importTasksQuery } from './park-queries';

const POLL_MS = 1000;
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const isActive = (task: ImportTask) => task.state === 'pending' || task.state === 'running';

/** Template download, upload of a filled template, and the park's import tasks with live progress. */
export function ImportPanel({ parkId, onImported }: { parkId: number; onImported: () => void }) {
  const queryClient = useQueryClient();
  const words = useTexts(parkCatalogue).import;
  const tasksQuery = importTasksQuery(parkId);
  // While a task runs the list is asked again every second; a failed poll keeps the last list.
  const { data } = useQuery({ ...tasksQuery, refetchInterval: (query) => (query.state.data?.list.some(isActive) ? POLL_MS : false) });
  const tasks = data?.list ?? [];

  // A task seen running and now done has added rooms.
  const active = useRef(new Set<number>());
  useEffect(() => {
    if (!data) return;
    const done = data.list.filter((task) => active.current.has(task.id) && task.state === 'success');
    active.current = new Set(data.list.filter(isActive).map((task) => task.id));
    if (done.length) onImported();
  }, [data, onImported]);

  // The call answers the task it made: it joins the list at once. A refusal: the HTTP client has shown why.
  const upload = useMutation({
    mutationFn: (file: File) => uploadImport(parkId, file),
    onSuccess: (task) =>
      queryClient.setQueryData(tasksQuery.queryKey, (current: Paged<ImportTask> | undefined) => ({
        list: [task, ...(current?.list ?? []).filter((t) => t.id !== task.id)],
        total: (current?.total ?? 0) + 1,
      })),
  });

  return (
    <Card size="small" title={words.title}>
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Button onClick={() => void downloadImportTemplate().then((blob) => saveBlob(blob, TEMPLATE_FILE_NAME), () => undefined)}>{words.template}</Button>
          <MayCall call={estateImportUploadCalls.upload}>
            <Upload
              accept={XLSX}
              showUploadList={false}
              beforeUpload={(file) => {
                upload.mutate(file);
                return false;
              }}
            >
              <Button type="primary" loading={upload.isPending}>{words.upload}</Button>
            </Upload>
          </MayCall>
        </Flex>
        {tasks.length > 0 && <ImportTaskTable tasks={tasks} />}
      </Flex>
    </Card>
  );
}

