import { useMemo } from 'react';
import { Alert, Button, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { deleteField, enterpriseFieldCalls, fetchFields, moveField, updateField, type EnterpriseField } from '@/api/enterprise-fields';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import { useContractWord } from '@/components/i18n/contract-word';
import { EMPTY_TEXT } from '@contract/constants';
import { FIELD_KINDS, isFieldKind } from '@contract/field-kinds';
import { LOG_ACTIONS } from '@contract/oplog';
import { MayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { FIELD_LIST_KEY, MODEL_LIST_KEY } from './field-queries';
import { fieldsCatalogue, type FieldsTexts } from './i18n/fields';

function fieldColumns(texts: FieldsTexts, word: (word: string) => string): DataColumn<EnterpriseField>[] {
  const words = texts.fields;
  return [
    { key: 'label', title: words.label },
    { key: 'fieldKey', title: words.key },
    { key: 'type', title: words.type, render: (row) => texts.types[row.type] },
    { key: 'kind', title: words.kind, render: (row) => (isFieldKind(row.kind) ? word(FIELD_KINDS[row.kind].label) : EMPTY_TEXT) },
    { key: 'required', title: words.required },
    { key: 'options', title: words.options, render: (row) => row.options.join(words.listSeparator) },
    { key: 'maxLength', title: words.maxLength },
    { key: 'enabled', title: texts.state, format: { map: texts.enabled } },
  ];
}

type FieldPage = Awaited<ReturnType<typeof fetchFields>>;

/** Screen `park-fileds-manage`: the fields of one module (`?modelId=`), in form order. */
export function FieldListScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  const texts = useTexts(fieldsCatalogue);
  const word = useContractWord();
  const columns = useMemo(() => fieldColumns(texts, word), [texts, word]);
  if (!modelId) return <Alert type="warning" showIcon title={texts.chooseModel} />;

  const actions: RowAction<EnterpriseField>[] = [
    { key: 'edit', label: texts.edit, call: enterpriseFieldCalls.fieldUpdate, run: (row) => navigate(`/park-fileds-add?modelId=${modelId}&id=${row.id}`) },
    { key: 'up', label: texts.up, call: enterpriseFieldCalls.fieldMove, run: (row) => moveField(row.id, 'up') },
    { key: 'down', label: texts.down, call: enterpriseFieldCalls.fieldMove, run: (row) => moveField(row.id, 'down') },
    { key: 'disable', label: word(LOG_ACTIONS.disable), call: enterpriseFieldCalls.fieldUpdate, visible: (row) => row.enabled, run: (row) => updateField({ id: row.id, enabled: false }) },
    { key: 'enable', label: word(LOG_ACTIONS.enable), call: enterpriseFieldCalls.fieldUpdate, visible: (row) => !row.enabled, run: (row) => updateField({ id: row.id, enabled: true }) },
    { key: 'delete', label: texts.delete, danger: true, call: enterpriseFieldCalls.fieldDelete, confirm: (row) => texts.fields.deleteQuestion(row.label), run: (row) => deleteField(row.id) },
  ];

  return (
    <ListPage<EnterpriseField, FieldPage>
      fetch={({ pageNum, pageSize }) => fetchFields({ modelId, pageNum, pageSize })}
      queryKey={[...FIELD_LIST_KEY, { modelId }]}
      affects={[MODEL_LIST_KEY]}
      columns={columns}
      rowKey="id"
      actions={actions}
      toolbar={(list) => (
        <>
          <Typography.Text strong>{list.result?.model.name ? texts.fields.model(list.result.model.name) : null}</Typography.Text>
          <MayCall call={enterpriseFieldCalls.fieldAdd}>
            <Button type="primary" onClick={() => navigate(`/park-fileds-add?modelId=${modelId}`)}>
              {texts.fields.add}
            </Button>
          </MayCall>
        </>
      )}
    />
  );
}
