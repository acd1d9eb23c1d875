import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deleteModel, enterpriseFieldCalls, fetchModels, moveModel, updateModel, type EnterpriseModel } from '@/api/enterprise-fields';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import { MayCall } from '@/stores/access';
import { useParkStore } from '@/stores/park';
import { AUDITED_LABELS, ENABLED_LABELS } from './field-labels';
import { MODEL_LIST_KEY } from './field-queries';
import { ModelDialog } from './model-dialog';

const columns: DataColumn<EnterpriseModel>[] = [
  { key: 'name', title: '模块名称' },
  { key: 'moduleKey', title: '模块标识' },
  { key: 'fieldCount', title: '字段数' },
  { key: 'enabled', title: '状态', format: { map: ENABLED_LABELS } },
  { key: 'audited', title: '修改需审核', format: { map: AUDITED_LABELS } },
];

/** Screen `park-fileds`: the modules of the current park's company information form. */
export function ModelListScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const parkName = useParkStore((state) => state.parkName);
  const [adding, setAdding] = useState(false);
  if (!parkId) return <Alert type="warning" showIcon title="请先选择园区" />;

  const actions: RowAction<EnterpriseModel>[] = [
    { key: 'fields', label: '字段管理', run: (row) => navigate(`/park-fileds-manage?modelId=${row.id}`) },
    { key: 'up', label: '上移', call: enterpriseFieldCalls.modelMove, run: (row) => moveModel(row.id, 'up') },
    { key: 'down', label: '下移', call: enterpriseFieldCalls.modelMove, run: (row) => moveModel(row.id, 'down') },
    { key: 'disable', label: '停用', call: enterpriseFieldCalls.modelUpdate, visible: (row) => row.enabled, run: (row) => updateModel({ id: row.id, enabled: false }) },
    { key: 'enable', label: '启用', call: enterpriseFieldCalls.modelUpdate, visible: (row) => !row.enabled, run: (row) => updateModel({ id: row.id, enabled: true }) },
    { key: 'audit-on', label: '修改需审核', call: enterpriseFieldCalls.modelUpdate, visible: (row) => row.audited === false, run: (row) => updateModel({ id: row.id, audited: true }) },
    { key: 'audit-off', label: '修改免审核', call: enterpriseFieldCalls.modelUpdate, visible: (row) => row.audited === true, run: (row) => updateModel({ id: row.id, audited: false }) },
    { key: 'delete', label: '删除', danger: true, call: enterpriseFieldCalls.modelDelete, confirm: (row) => `确定删除模块「${row.name}」吗？`, run: (row) => deleteModel(row.id) },
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
          <span>{parkName ? `当前园区：${parkName}` : null}</span>
          <MayCall call={enterpriseFieldCalls.modelAdd}>
            <Button type="primary" onClick={() => setAdding(true)}>
              新增模块
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
