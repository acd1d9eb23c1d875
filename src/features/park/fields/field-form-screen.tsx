import { useEffect, useState } from 'react';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addField, fetchField, updateField, type EnterpriseField } from '@/api/enterprise-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { fieldFormFields, toInput, toValues, type FieldValues } from './field-form';

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; field: EnterpriseField | null };

/** Screen `park-fileds-add`: adds a field to the module `?modelId=`, or edits the field `?id=`. */
export function FieldFormScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  const id = params.get('id');
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'ready', field: null });

  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchField(id).then(
      (field) => live && setLoaded({ state: 'ready', field }),
      (error: Error) => live && setLoaded({ state: 'failed', error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const back = () => navigate(`/park-fileds-manage?modelId=${modelId}`);
  const save = async (values: FieldValues) => {
    const input = toInput(values);
    if (loaded.state === 'ready' && loaded.field) await updateField({ id: loaded.field.id, ...input });
    else await addField({ ...input, modelId, fieldKey: values.fieldKey.trim() });
    void message.success('字段已保存');
    back();
  };

  if (!modelId) return <Alert type="warning" showIcon title="请先在企业字段中选择模块" />;
  return (
    <Card title={id ? '编辑字段' : '新增字段'}>
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.error} />}
      {loaded.state === 'ready' && (
        <SchemaForm<FieldValues>
          fields={fieldFormFields(Boolean(loaded.field))}
          initialValues={loaded.field ? toValues(loaded.field) : { required: false, type: 'text' }}
          onSubmit={save}
          onCancel={back}
        />
      )}
    </Card>
  );
}
