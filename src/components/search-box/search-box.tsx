import { useEffect, useRef } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { keepEnterInPicker } from '@/components/date-input/keep-enter';
import { toFilters, toFormValues, type FilterValues, type SearchField, type SearchFormValues } from './search-fields';
import { sharedCatalogue } from '@/components/i18n/shared';
import type { sharedZh } from '@/components/i18n/shared-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';
import { useTexts } from '@/stores/language';

export interface SearchBoxProps {
  fields: SearchField[];
  /** The filters in force (from the URL); the form follows them on back, reload or a shared link. */
  values: FilterValues;
  onSearch: (filters: FilterValues) => void;
  onReset: () => void;
  loading?: boolean;
}

function renderInput(field: SearchField, texts: Texts<typeof sharedZh>) {
  switch (field.type) {
    case 'select':
      return <Select allowClear options={field.options} placeholder={field.placeholder ?? texts.selectPlaceholder} style={{ minWidth: 160 }} />;
    case 'date':
      return <DatePicker placeholder={field.placeholder ?? texts.selectPlaceholder} onKeyDown={keepEnterInPicker} />;
    case 'date-range':
      return <DatePicker.RangePicker placeholder={[texts.startDate, texts.endDate]} onKeyDown={keepEnterInPicker} />;
    default:
      return <Input allowClear placeholder={field.placeholder ?? texts.inputPlaceholder} />;
  }
}

/** Search fields with `查询` and `重置`. */
export function SearchBox({ fields, values, onSearch, onReset, loading }: SearchBoxProps) {
  const texts = useTexts(sharedCatalogue);
  const [form] = Form.useForm<SearchFormValues>();
  const signature = JSON.stringify(values);
  const fieldsRef = useRef(fields);

  useEffect(() => {
    fieldsRef.current = fields;
  });

  // Only a filter changed in the URL rewrites the form: a screen kept alive in a tab re-runs its effects each time
  // it is shown again (React Activity), and what was typed there and not yet searched stays.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (applied.current === signature) return;
    applied.current = signature;
    form.resetFields();
    form.setFieldsValue(toFormValues(fieldsRef.current, JSON.parse(signature) as FilterValues));
  }, [form, signature]);

  return (
    <Form form={form} layout="inline" onFinish={(formValues) => onSearch(toFilters(fields, formValues))} style={{ rowGap: 12, marginBottom: 16 }}>
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {renderInput(field, texts)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={loading}>
            {texts.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {texts.reset}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
