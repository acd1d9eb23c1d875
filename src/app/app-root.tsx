import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApiFeedback } from '@/app/api-feedback';
import { createAppRouter } from '@/app/routes/router';
import { syncStoresAcrossTabs } from '@/stores/sync-tabs';

dayjs.locale('zh-cn');

export function AppRoot() {
  const [router] = useState(createAppRouter);
  useEffect(syncStoresAcrossTabs, []);
  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <ApiFeedback />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
