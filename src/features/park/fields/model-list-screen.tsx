import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deleteModel, enterpriseFieldCalls, fetchModels, moveModel, updateModel, type EnterpriseModel } from '@/api/enterprise-fields';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import { useContractWord } from '@/components/i18n/contract-word';
import { MayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { LOG_ACTIONS } from '@contract/oplog';
import { useParkStore } from '@/stores/park';
import { MODEL_LIST_KEY } from './field-queries';
import { fieldsCatalogue, type FieldsTexts } from './i18n/fields';
import { ModelDialog } from './model-dialog';

function modelColumns(texts: FieldsTexts): DataColumn<EnterpriseModel>[] {
  const words = texts.models;
  return [
    { key: 'name', title: words.name },
    { key: 'moduleKey', title: words.key },
    { key: 'fieldCount', title: words.fieldCount },
    { key: 'enabled', title: texts.state, format: { map: texts.enabled } },
    { key: 'audited', title: words.audited, format: { map: texts.yesNo } },
  ];
}

/** Screen `park-fileds`: the modules of the current park's company information form. */
export function ModelListScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const parkName = useParkStore((state) => state.parkName);
  const [adding, setAdding] = useState(false);
  const texts = useTexts(fieldsCatalogue);
  const words = texts.models;
  const word = useContractWord();
  const columns = useMemo(() => modelColumns(texts), [texts]);
  if (!parkId) return <Alert type="warning" showIcon title={texts.choosePark} />;

  const actions: RowAction<EnterpriseModel>[] = [
    { key: 'fields', label: words.fields, run: (row) => navigate(`/park-fileds-manage?modelId=${row.id}`) },
    { key: 'up', label: texts.up, call: enterpriseFieldCalls.modelMove, run: (row) => moveModel(row.id, 'up') },
    { key: 'down', label: texts.down, call: enterpriseFieldCalls.modelMove, run: (row) => moveModel(row.id, 'down') },
    { key: 'disable', label: word(LOG_ACTIONS.disable), call: enterpriseFieldCalls.modelUpdate, visible: (row) => row.enabled, run: (row) => updateModel({ id: row.id, enabled: false }) },
    { key: 'enable', label: word(LOG_ACTIONS.enable), call: enterpriseFieldCalls.modelUpdate, visible: (row) => !row.enabled, run: (row) => updateModel({ id: row.id, enabled: true }) },
    { key: 'audit-on', label: words.auditOn, call: enterpriseFieldCalls.modelUpdate, visible: (row) => row.audited === false, run: (row) => updateModel({ id: row.id, audited: true }) },
    { key: 'audit-off', label: words.auditOff, call: enterpriseFieldCalls.modelUpdate, visible: (row) => row.audited === true, run: (row) => updateModel({ id: row.id, audited: false }) },
    { key: 'delete', label: texts.delete, danger: true, call: enterpriseFieldCalls.modelDelete, confirm: (row) => words.deleteQuestion(row.name), run: (row) => deleteModel(row.id) },
  ];

  return (
    <ListPage<EnterpriseModel>
      fetch={({ pageNum, pageSize }) => fetchModels({ parkId, pageNum, pageSize })}
      queryKey={[...MODEL_LIST_KEY, { parkId }]}
      columns={columns}
      rowKey="id"
      actions={actions}
      toolbar={(list) => (
        <>
          <span>{parkName ? words.currentPark(parkName) : null}</span>
          <MayCall call={enterpriseFieldCalls.modelAdd}>
            <Button type="primary" onClick={() => setAdding(true)}>
              {words.add}
            </Button>
          </MayCall>
          <ModelDialog
            parkId={parkId}
            open={adding}
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              list.refresh();
            }}
          />
        </>
      )}
    />
  );
}
