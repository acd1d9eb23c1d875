import { Alert, Button, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { deleteField, enterpriseFieldCalls, fetchFields, moveField, updateField, type EnterpriseField } from '@/api/enterprise-fields';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import { FIELD_KINDS, isFieldKind } from '@contract/field-kinds';
import { MayCall } from '@/stores/access';
import { ENABLED_LABELS, FIELD_TYPE_LABELS } from './field-labels';
import { FIELD_LIST_KEY, MODEL_LIST_KEY } from './field-queries';

const columns: DataColumn<EnterpriseField>[] = [
  { key: 'label', title: '字段名称' },
  { key: 'fieldKey', title: '字段标识' },
  { key: 'type', title: '类型', render: (row) => FIELD_TYPE_LABELS[row.type] },
  { key: 'kind', title: '含义', render: (row) => (isFieldKind(row.kind) ? FIELD_KINDS[row.kind].label : '--') },
  { key: 'required', title: '必填' },
  { key: 'options', title: '选项', render: (row) => row.options.join('、') },
  { key: 'maxLength', title: '最大长度' },
  { key: 'enabled', title: '状态', format: { map: ENABLED_LABELS } },
];

type FieldPage = Awaited<ReturnType<typeof fetchFields>>;

/** Screen `park-fileds-manage`: the fields of one module (`?modelId=`), in form order. */
export function FieldListScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  if (!modelId) return <Alert type="warning" showIcon title="请先在企业字段中选择模块" />;

  const actions: RowAction<EnterpriseField>[] = [
    { key: 'edit', label: '编辑', call: enterpriseFieldCalls.fieldUpdate, run: (row) => navigate(`/park-fileds-add?modelId=${modelId}&id=${row.id}`) },
    { key: 'up', label: '上移', call: enterpriseFieldCalls.fieldMove, run: (row) => moveField(row.id, 'up') },
    { key: 'down', label: '下移', call: enterpriseFieldCalls.fieldMove, run: (row) => moveField(row.id, 'down') },
    { key: 'disable', label: '停用', call: enterpriseFieldCalls.fieldUpdate, visible: (row) => row.enabled, run: (row) => updateField({ id: row.id, enabled: false }) },
    { key: 'enable', label: '启用', call: enterpriseFieldCalls.fieldUpdate, visible: (row) => !row.enabled, run: (row) => updateField({ id: row.id, enabled: true }) },
    { key: 'delete', label: '删除', danger: true, call: enterpriseFieldCalls.fieldDelete, confirm: (row) => `确定删除字段「${row.label}」吗？`, run: (row) => deleteField(row.id) },
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
          <Typography.Text strong>{list.result?.model.name ? `模块：${list.result.model.name}` : null}</Typography.Text>
          <MayCall call={enterpriseFieldCalls.fieldAdd}>
            <Button type="primary" onClick={() => navigate(`/park-fileds-add?modelId=${modelId}`)}>
              新增字段
            </Button>
          </MayCall>
        </>
      )}
    />
  );
}
