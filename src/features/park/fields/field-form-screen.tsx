import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addField, updateField, type EnterpriseField } from '@/api/enterprise-fields';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { useContractWord } from '@/components/i18n/contract-word';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useTexts } from '@/stores/language';
import { fieldsCatalogue } from './i18n/fields';
import { fieldFormFields, toInput, toValues, type FieldValues } from './field-form';
import { FIELD_INFO_KEY, FIELD_LIST_KEY, fieldInfoQuery, MODEL_LIST_KEY } from './field-queries';

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; field: EnterpriseField | null };

/** Screen `park-fileds-add`: adds a field to the module `?modelId=`, or edits the field `?id=`. */
export function FieldFormScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  const id = params.get('id');
  const invalidate = useInvalidate();
  const texts = useTexts(fieldsCatalogue);
  const word = useContractWord();
  const info = useQuery({ ...fieldInfoQuery(id ?? ''), enabled: Boolean(id) });
  const loaded: Loaded = !id
    ? { state: 'ready', field: null }
    : info.isError
      ? { state: 'failed', error: loadError(info.error) }
      : info.data
        ? { state: 'ready', field: info.data }
        : { state: 'loading' };

  const back = () => navigate(`/park-fileds-manage?modelId=${modelId}`);
  const save = async (values: FieldValues) => {
    const input = toInput(values);
    if (loaded.state === 'ready' && loaded.field) await updateField({ id: loaded.field.id, ...input });
    else await addField({ ...input, modelId, fieldKey: values.fieldKey.trim() });
    void invalidate(FIELD_LIST_KEY, FIELD_INFO_KEY, MODEL_LIST_KEY);
    void message.success(texts.fields.saved);
    back();
  };

  if (!modelId) return <Alert type="warning" showIcon title={texts.chooseModel} />;
  return (
    <Card title={id ? texts.fields.editTitle : texts.fields.addTitle}>
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.error} />}
      {loaded.state === 'ready' && (
        <SchemaForm<FieldValues>
          fields={fieldFormFields(Boolean(loaded.field), texts, word)}
          initialValues={loaded.field ? toValues(loaded.field) : { required: false, type: 'text' }}
          onSubmit={save}
          onCancel={back}
        />
      )}
    </Card>
  );
}
