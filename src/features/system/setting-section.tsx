import { useEffect, useState } from 'react';
import { Alert, Flex, Spin, message } from 'antd';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm, type FormValues } from '@/components/schema-form/schema-form';

interface SettingSectionProps<T extends object, V extends FormValues> {
  load: () => Promise<T>;
  save: (value: T) => Promise<T>;
  fields: FormField[];
  /** Read-only items shown to those who may not change the setting. */
  items: DetailItem<T>[];
  editable: boolean;
  toForm: (value: T) => Partial<V>;
  fromForm: (values: V) => T;
}

type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; value: T };

/** One settings form: editable for the platform admin, a read-only view for everyone else. */
export function SettingSection<T extends object, V extends FormValues>({ load, save, fields, items, editable, toForm, fromForm }: SettingSectionProps<T, V>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded({ state: 'ready', value }),
      (error: Error) => live && setLoaded({ state: 'failed', error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [load]);

  if (loaded.state === 'loading') return <Spin />;
  if (loaded.state === 'failed') return <Alert type="error" showIcon title={loaded.error} />;
  if (!editable) {
    return (
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title="仅平台管理员可以修改这些设置" />
        <DetailView<T> record={loaded.value} items={items} columns={1} />
      </Flex>
    );
  }
  return (
    <SchemaForm<V>
      fields={fields}
      initialValues={toForm(loaded.value)}
      submitText="保存"
      onSubmit={async (values) => {
        const value = await save(fromForm(values));
        setLoaded({ state: 'ready', value });
        void message.success('设置已保存');
      }}
    />
  );
}
