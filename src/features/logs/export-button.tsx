import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { exportLogs, logCalls } from '@/api/logs';
import type { FilterValues } from '@/components/search-box/search-fields';
import { MayCall } from '@/stores/access';
import { toLogQuery } from './log-labels';
import { saveFile } from '@/lib/save-file';

/** Exports the entries the list's filters match as an .xlsx file. */
export function ExportButton({ filters }: { filters: FilterValues }) {
  const exporting = useMutation({
    mutationFn: () => {
      const { pageNum: _page, pageSize: _size, ...query } = toLogQuery(1, 1, filters);
      return exportLogs(query);
    },
    onSuccess: (file) => saveFile(file, `操作日志-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`),
    // A failure: the HTTP client has already shown why.
  });
  return (
    <MayCall call={logCalls.export}>
      <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
        导出
      </Button>
    </MayCall>
  );
}
