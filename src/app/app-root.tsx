import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useState } from 'react';
import { FramedRouter } from '@/app/feedback/framed-router';
import { createAppRouter } from '@/app/routes/router';
import { consoleTheme } from '@/app/theme';
import { syncStoresAcrossTabs } from '@/stores/sync-tabs';

export function AppRoot() {
  const [router] = useState(createAppRouter);
  useEffect(syncStoresAcrossTabs, []);
  return (
    <ConfigProvider locale={zhCN} theme={consoleTheme}>
      <FramedRouter router={router} />
    </ConfigProvider>
  );
}
