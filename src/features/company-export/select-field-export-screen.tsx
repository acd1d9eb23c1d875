import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Spin, Typography, message } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { startExport, type ExportField } from '@/api/company-export';
import { loadError } from '@/api/queries/load-error';
import { saveFile } from '@/lib/save-file';
import { useParkStore } from '@/stores/park';
import { describeFilter, filterFromQuery } from './export-filters';
import { EXPORT_TASKS_KEY, exportModelsQuery } from './export-queries';
import { ExportTasks } from './export-tasks';
import { FieldPicker, pickedFields } from './field-picker';

function ExportPanel({ parkId }: { parkId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFromQuery(params), [params]);
  const { data: models, isPending, error, refetch } = useQuery(exportModelsQuery(parkId));
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const exporting = useMutation({
    mutationFn: (fields: ExportField[]) => startExport('xlsx', { ...filter, parkId, fields }),
    onSuccess: (answer) => {
      if (answer instanceof Blob) {
        saveFile(answer, `企业数据-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`);
      } else {
        void message.info(`共 ${answer.total} 家企业，已转为后台导出，完成后可在导出任务中下载`);
      }
      void queryClient.invalidateQueries({ queryKey: EXPORT_TASKS_KEY });
    },
    // A failure: the HTTP client has already shown why.
  });

  if (isPending) return <Spin />;
  if (error) {
    return <Alert type="error" showIcon title={loadError(error)} action={<Button onClick={() => void refetch()}>重试</Button>} />;
  }

  const words = describeFilter(filter);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="选择导出字段">
        <Flex vertical gap={12}>
          <Typography.Text>导出范围：{words.length ? words.join('，') : '本园区全部企业'}（企业名称、信用代码、状态、房间等基本信息总会导出）</Typography.Text>
          <FieldPicker models={models} picked={picked} onChange={setPicked} />
          <Flex gap={8}>
            <Button type="primary" loading={exporting.isPending} onClick={() => exporting.mutate(pickedFields(models, picked))}>
              导出
            </Button>
            <Button onClick={() => void navigate(`/settlecompany${params.size ? `?${params.toString()}` : ''}`)}>返回企业列表</Button>
          </Flex>
        </Flex>
      </Card>
      <ExportTasks parkId={parkId} />
    </Flex>
  );
}

/** Screen `selectFeild-export`: pick fields of the park's models and export the filtered companies as .xlsx. */
export function SelectFieldExportScreen() {
  const parkId = useParkStore((state) => state.parkId);
  if (!parkId) return <Alert type="warning" showIcon title="请先选择园区" />;
  return <ExportPanel parkId={parkId} />;
}
