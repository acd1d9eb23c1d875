import { useMemo, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { createApp, fetchApps, type AppPlatform, type ClientApp } from '@/api/system-settings';
import type { DataColumn } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog/dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { SearchField } from '@/components/search-box/search-fields';
import { APP_LIST_KEY } from './system-queries';
import { useTexts } from '@/stores/language';
import { systemCatalogue, type SystemTexts } from './i18n/system';

const platforms = ({ apps }: SystemTexts): Record<AppPlatform, string> => ({ android: 'Android', ios: 'iOS', web: 'Web', miniprogram: apps.miniprogram });

const columns = (texts: SystemTexts): DataColumn<ClientApp>[] => [
  { key: 'name', title: texts.apps.name },
  { key: 'platform', title: texts.apps.platform, format: { map: platforms(texts) } },
  { key: 'appKey', title: 'AppKey' },
  { key: 'remark', title: texts.apps.remark, ellipsis: true },
  { key: 'createdAt', title: texts.apps.createdAt, format: 'datetime' },
];

const searchFields = ({ apps }: SystemTexts): SearchField[] => [{ type: 'text', name: 'name', label: apps.name }];

const fields = (texts: SystemTexts): FormField[] => [
  // Not `name`: the search box above has a `name` field, and field ids must stay unique on the page.
  { type: 'text', name: 'appName', label: texts.apps.name, required: true },
  { type: 'select', name: 'platform', label: texts.apps.platform, required: true, options: Object.entries(platforms(texts)).map(([value, label]) => ({ value, label })) },
  { type: 'textarea', name: 'remark', label: texts.apps.remark, maxLength: 200 },
];

interface AppValues extends Record<string, unknown> {
  appName: string;
  platform: AppPlatform;
  remark?: string;
}

/** Client applications of the platform; a new app's secret is shown once, right after it is created. */
export function AppList() {
  const texts = useTexts(systemCatalogue);
  const parts = useMemo(() => ({ columns: columns(texts), searchFields: searchFields(texts), fields: fields(texts) }), [texts]);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<(ClientApp & { appSecret: string }) | null>(null);
  return (
    <ListPage<ClientApp>
      fetch={({ pageNum, pageSize, filters }) => fetchApps({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) })}
      queryKey={APP_LIST_KEY}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      toolbar={(list) => (
        <>
          <Button type="primary" onClick={() => setAdding(true)}>
            {texts.apps.create}
          </Button>
          <Dialog title={texts.apps.create} open={adding} onCancel={() => setAdding(false)} footer={null} destroyOnHidden>
            {adding && (
              <SchemaForm<AppValues>
                fields={parts.fields}
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
          <Dialog title={texts.apps.created} open={created !== null} onOk={() => setCreated(null)} onCancel={() => setCreated(null)} cancelButtonProps={{ style: { display: 'none' } }}>
            <Alert type="warning" showIcon title={texts.apps.secretOnce} />
            <p>{texts.apps.keyLabel}<Typography.Text copyable>{created?.appKey}</Typography.Text></p>
            <p>{texts.apps.secretLabel}<Typography.Text copyable>{created?.appSecret}</Typography.Text></p>
          </Dialog>
        </>
      )}
    />
  );
}
