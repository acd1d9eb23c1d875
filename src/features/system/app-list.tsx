import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { createApp, fetchApps, type AppPlatform, type ClientApp } from '@/api/system-settings';
import type { DataColumn } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog/dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { SearchField } from '@/components/search-box/search-fields';
import { APP_LIST_KEY } from './system-queries';

const PLATFORMS: Record<AppPlatform, string> = { android: 'Android', ios: 'iOS', web: 'Web', miniprogram: '小程序' };

const columns: DataColumn<ClientApp>[] = [
  { key: 'name', title: '应用名称' },
  { key: 'platform', title: '平台', format: { map: PLATFORMS } },
  { key: 'appKey', title: 'AppKey' },
  { key: 'remark', title: '备注', ellipsis: true },
  { key: 'createdAt', title: '创建时间', format: 'datetime' },
];

const searchFields: SearchField[] = [{ type: 'text', name: 'name', label: '应用名称' }];

const fields: FormField[] = [
  // Not `name`: the search box above has a `name` field, and field ids must stay unique on the page.
  { type: 'text', name: 'appName', label: '应用名称', required: true },
  { type: 'select', name: 'platform', label: '平台', required: true, options: Object.entries(PLATFORMS).map(([value, label]) => ({ value, label })) },
  { type: 'textarea', name: 'remark', label: '备注', maxLength: 200 },
];

interface AppValues extends Record<string, unknown> {
  appName: string;
  platform: AppPlatform;
  remark?: string;
}

/** Client applications of the platform; a new app's secret is shown once, right after it is created. */
export function AppList() {
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<(ClientApp & { appSecret: string }) | null>(null);
  return (
    <ListPage<ClientApp>
      fetch={({ pageNum, pageSize, filters }) => fetchApps({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) })}
      queryKey={APP_LIST_KEY}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      toolbar={(list) => (
        <>
          <Button type="primary" onClick={() => setAdding(true)}>
            创建应用
          </Button>
          <Dialog title="创建应用" open={adding} onCancel={() => setAdding(false)} footer={null} destroyOnHidden>
            {adding && (
              <SchemaForm<AppValues>
                fields={fields}
                guardLeave={false}
                onCancel={() => setAdding(false)}
                onSubmit={async (values) => {
                  setCreated(await createApp({ name: values.appName.trim(), platform: values.platform, remark: values.remark?.trim() || null }));
                  setAdding(false);
                  list.refresh();
                }}
              />
            )}
          </Dialog>
          <Dialog title="应用已创建" open={created !== null} onOk={() => setCreated(null)} onCancel={() => setCreated(null)} cancelButtonProps={{ style: { display: 'none' } }}>
            <Alert type="warning" showIcon title="AppSecret 只显示这一次，请立即妥善保存" />
            <p>AppKey：<Typography.Text copyable>{created?.appKey}</Typography.Text></p>
            <p>AppSecret：<Typography.Text copyable>{created?.appSecret}</Typography.Text></p>
          </Dialog>
        </>
      )}
    />
  );
}
