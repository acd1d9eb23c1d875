import { useMemo } from 'react';
import { message } from 'antd';
import { addModel } from '@/api/enterprise-fields';
import { Dialog } from '@/components/dialog/dialog';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useTexts } from '@/stores/language';
import { KEY_PATTERN } from './field-labels';
import { fieldsCatalogue, type FieldsTexts } from './i18n/fields';

function modelFields(texts: FieldsTexts): FormField[] {
  const words = texts.models;
  return [
    { type: 'text', name: 'name', label: words.name, required: true },
    { type: 'text', name: 'moduleKey', label: words.key, required: true, maxLength: 40, rules: [{ pattern: KEY_PATTERN, message: texts.keyRule }], extra: words.keyHelp },
  ];
}

interface ModelValues extends Record<string, unknown> {
  name: string;
  moduleKey: string;
}

/** Adds a module to the company information form of a park. */
export function ModelDialog({ parkId, open, onClose, onAdded }: { parkId: number; open: boolean; onClose: () => void; onAdded: () => void }) {
  const texts = useTexts(fieldsCatalogue);
  const fields = useMemo(() => modelFields(texts), [texts]);
  const save = async (values: ModelValues) => {
    await addModel({ parkId, name: values.name.trim(), moduleKey: values.moduleKey.trim() });
    void message.success(texts.models.added);
    onAdded();
  };
  return (
    <Dialog title={texts.models.add} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      {open && <SchemaForm<ModelValues> fields={fields} onSubmit={save} onCancel={onClose} guardLeave={false} labelWidth={100} />}
    </Dialog>
  );
}
