import { useEffect, useRef } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { keepEnterInPicker } from '@/components/date-input/keep-enter';
import { toFilters, toFormValues, type FilterValues, type SearchField, type SearchFormValues } from './search-fields';

export interface SearchBoxProps {
  fields: SearchField[];
  /** The filters in force (from the URL); the form follows them on back, reload or a shared link. */
  values: FilterValues;
  onSearch: (filters: FilterValues) => void;
  onReset: () => void;
  loading?: boolean;
}

const INPUT_PLACEHOLDER = '请输入内容';
const SELECT_PLACEHOLDER = '请选择';

function renderInput(field: SearchField) {
  switch (field.type) {
    case 'select':
      return <Select allowClear options={field.options} placeholder={field.placeholder ?? SELECT_PLACEHOLDER} style={{ minWidth: 160 }} />;
    case 'date':
      return <DatePicker placeholder={field.placeholder ?? SELECT_PLACEHOLDER} onKeyDown={keepEnterInPicker} />;
    case 'date-range':
      return <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} onKeyDown={keepEnterInPicker} />;
    default:
      return <Input allowClear placeholder={field.placeholder ?? INPUT_PLACEHOLDER} />;
  }
}

/** Search fields with `查询` and `重置`. */
export function SearchBox({ fields, values, onSearch, onReset, loading }: SearchBoxProps) {
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
          {renderInput(field)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={loading}>
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
