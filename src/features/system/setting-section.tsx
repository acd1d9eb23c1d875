import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, Flex, Spin, message } from 'antd';
import { loadError } from '@/api/queries/load-error';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm, type FormValues } from '@/components/schema-form/schema-form';
import { useTexts } from '@/stores/language';
import { systemCatalogue } from './i18n/system';

interface SettingSectionProps<T extends object, V extends FormValues> {
  /** The setting's call: its key and how to load it. */
  query: { queryKey: QueryKey; queryFn: () => Promise<T> };
  save: (value: T) => Promise<T>;
  fields: FormField[];
  /** Read-only items shown to those who may not change the setting. */
  items: DetailItem<T>[];
  editable: boolean;
  toForm: (value: T) => Partial<V>;
  fromForm: (values: V) => T;
}

/** One settings form: editable for the platform admin, a read-only view for everyone else. */
export function SettingSection<T extends object, V extends FormValues>({ query, save, fields, items, editable, toForm, fromForm }: SettingSectionProps<T, V>) {
  const queryClient = useQueryClient();
  const { section } = useTexts(systemCatalogue);
  const setting = useQuery({ queryKey: query.queryKey, queryFn: query.queryFn });

  if (setting.isError) return <Alert type="error" showIcon title={loadError(setting.error)} />;
  if (!setting.data) return <Spin />;
  const value = setting.data;
  if (!editable) {
    return (
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={section.adminOnly} />
        <DetailView<T> record={value} items={items} columns={1} />
      </Flex>
    );
  }
  return (
    <SchemaForm<V>
      fields={fields}
      initialValues={toForm(value)}
      submitText={section.save}
      onSubmit={async (values) => {
        queryClient.setQueryData(query.queryKey, await save(fromForm(values)));
        void message.success(section.saved);
      }}
    />
  );
}
