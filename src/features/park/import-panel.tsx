import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Flex, Upload } from 'antd';
import { TEMPLATE_FILE_NAME, downloadImportTemplate, fetchImportTasks, uploadImport, type ImportTask } from '@/api/estate-import';
import { Access } from '@/stores/access';
import { ImportTaskTable } from './import-tasks';
import { PRIVILEGES } from '@/contract/privileges';

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
  const [tasks, setTasks] = useState<ImportTask[]>([]);
  const active = useRef(new Set<number>());

  const load = useCallback(async () => {
    const page = await fetchImportTasks({ parkId, pageNum: 1, pageSize: 5 });
    const done = page.list.filter((task) => active.current.has(task.id) && task.state === 'success');
    active.current = new Set(page.list.filter(isActive).map((task) => task.id));
    setTasks(page.list);
    if (done.length) onImported();
  }, [parkId, onImported]);

  const running = tasks.some(isActive);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => void load().catch(() => undefined), POLL_MS);
    return () => window.clearInterval(timer);
  }, [running, load]);

  const upload = async (file: File) => {
    const task = await uploadImport(parkId, file);
    active.current.add(task.id);
    setTasks((current) => [task, ...current.filter((t) => t.id !== task.id)]);
  };

  return (
    <Card size="small" title="批量导入房间">
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Button onClick={() => void downloadImportTemplate().then((blob) => saveBlob(blob, TEMPLATE_FILE_NAME), () => undefined)}>下载模板</Button>
          <Access code={PRIVILEGES.parkAdmin.code}>
            <Upload
              accept={XLSX}
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file).catch(() => undefined);
                return false;
              }}
            >
              <Button type="primary">导入房间</Button>
            </Upload>
          </Access>
        </Flex>
        {tasks.length > 0 && <ImportTaskTable tasks={tasks} />}
      </Flex>
    </Card>
  );
}

