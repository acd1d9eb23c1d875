import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { exportLogs, logCalls } from '@/api/logs';
import type { FilterValues } from '@/components/search-box/search-fields';
import { MayCall } from '@/stores/access';
import { toLogQuery } from './log-labels';
import { saveFile } from '@/lib/save-file';
import { useTexts } from '@/stores/language';
import { logsCatalogue } from './i18n/logs';

/** Exports the entries the list's filters match as an .xlsx file. */
export function ExportButton({ filters }: { filters: FilterValues }) {
  const texts = useTexts(logsCatalogue);
  const exporting = useMutation({
    mutationFn: () => {
      const { pageNum: _page, pageSize: _size, ...query } = toLogQuery(1, 1, filters);
      return exportLogs(query);
    },
    onSuccess: (file) => saveFile(file, texts.exportFile(dayjs().format('YYYYMMDDHHmmss'))),
    // A failure: the HTTP client has already shown why.
  });
  return (
    <MayCall call={logCalls.export}>
      <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
        {texts.exportButton}
      </Button>
    </MayCall>
  );
}
