import { message } from 'antd';
import { addModel } from '@/api/enterprise-fields';
import { Dialog } from '@/components/dialog/dialog';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { KEY_MESSAGE, KEY_PATTERN } from './field-labels';

const fields: FormField[] = [
  { type: 'text', name: 'name', label: '模块名称', required: true },
  { type: 'text', name: 'moduleKey', label: '模块标识', required: true, maxLength: 40, rules: [{ pattern: KEY_PATTERN, message: KEY_MESSAGE }], extra: '保存企业信息时使用，创建后不能修改' },
];

interface ModelValues extends Record<string, unknown> {
  name: string;
  moduleKey: string;
}

/** Adds a module to the company information form of a park. */
export function ModelDialog({ parkId, open, onClose, onAdded }: { parkId: number; open: boolean; onClose: () => void; onAdded: () => void }) {
  const save = async (values: ModelValues) => {
    await addModel({ parkId, name: values.name.trim(), moduleKey: values.moduleKey.trim() });
    void message.success('模块已新增');
    onAdded();
  };
  return (
    <Dialog title="新增模块" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      {open && <SchemaForm<ModelValues> fields={fields} onSubmit={save} onCancel={onClose} guardLeave={false} labelWidth={100} />}
    </Dialog>
  );
}
