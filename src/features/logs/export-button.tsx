import { useState } from 'react';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { exportLogs } from '@/api/logs';
import type { FilterValues } from '@/components/search-box/search-fields';
import { Access } from '@/stores/access';
import { toLogQuery } from './log-labels';
import { saveFile } from '@/lib/save-file';
import { PRIVILEGES } from '@contract/privileges';

/** Exports the entries the list's filters match as an .xlsx file. */
export function ExportButton({ filters }: { filters: FilterValues }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { pageNum: _page, pageSize: _size, ...query } = toLogQuery(1, 1, filters);
      saveFile(await exportLogs(query), `操作日志-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`);
    } catch {
      // The HTTP client has already shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Access code={PRIVILEGES.logExport.code}>
      <Button loading={busy} onClick={() => void run()}>
        导出
      </Button>
    </Access>
  );
}
