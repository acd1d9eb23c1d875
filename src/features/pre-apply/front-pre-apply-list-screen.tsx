import { useState } from 'react';
import { Button, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { cancelPreApply, fetchOwnPreApplies, type PreApplyRow } from '@/api/pre-apply';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog/dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { preApplyActions, preApplyMachine, PRE_APPLY_OPINION_MAX } from '@contract/pre-apply-states';
import { OpinionDialog } from '@/components/review-dialog/opinion-dialog';
import { FRONT_DETAIL } from './pre-apply-paths';
import { OWN_DETAIL_KEY, OWN_LIST_KEY, openPoliciesQuery } from './pre-apply-queries';
import { PreApplyStateTag, STATE_OPTIONS } from './pre-apply-state-tag';

const columns: DataColumn<PreApplyRow>[] = [
  { key: 'policyTitle', title: '申报政策' },
  { key: 'state', title: '状态', render: (row) => <PreApplyStateTag state={row.state} /> },
  { key: 'submittedAt', title: '提交时间', format: 'datetime' },
  { key: 'updatedAt', title: '更新时间', format: 'datetime' },
];

const searchFields: SearchField[] = [{ type: 'select', name: 'state', label: '状态', options: STATE_OPTIONS }];

const fetchPage: ListFetcher<PreApplyRow> = ({ pageNum, pageSize, filters }) =>
  fetchOwnPreApplies({ pageNum, pageSize, ...(preApplyMachine.isState(filters.state) ? { state: filters.state } : {}) });

const may = (row: PreApplyRow, action: 'save' | 'edit' | 'cancel') => preApplyActions(row.state, 'company').includes(action);

function NewPreApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const policies = useQuery({ ...openPoliciesQuery(), enabled: open });
  const [policyId, setPolicyId] = useState<number | null>(null);
  return (
    <Dialog
      title="新建预申报"
      open={open}
      okText="下一步"
      okButtonProps={{ disabled: policyId === null }}
      onOk={() => navigate(`${FRONT_DETAIL}?policyId=${policyId}`)}
      onCancel={onClose}
    >
      <p>选择要申报的政策（仅列出本园区已上架的政策）：</p>
      <Select<number>
        aria-label="申报政策"
        style={{ width: '100%' }}
        placeholder="请选择"
        loading={policies.isPending}
        options={(policies.data ?? []).map((p) => ({ label: p.title, value: p.id }))}
        value={policyId ?? undefined}
        onChange={setPolicyId}
      />
    </Dialog>
  );
}

/** Screen `front-preApply-order`: the company's pre-applications; start one, open, edit or cancel it. */
export function FrontPreApplyListScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<PreApplyRow | null>(null);
  const actions: RowAction<PreApplyRow>[] = [
    { key: 'view', label: '查看', run: (row) => navigate(`${FRONT_DETAIL}?id=${row.id}`) },
    { key: 'edit', label: '修改', visible: (row) => may(row, 'save') || may(row, 'edit'), run: (row) => navigate(`${FRONT_DETAIL}?id=${row.id}`) },
    { key: 'cancel', label: '取消', danger: true, visible: (row) => may(row, 'cancel'), run: (row) => setCancelling(row) },
  ];
  return (
    <>
      <ListPage<PreApplyRow>
        fetch={fetchPage}
        queryKey={OWN_LIST_KEY}
        searchFields={searchFields}
        columns={columns}
        rowKey="id"
        actions={actions}
        toolbar={() => (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建预申报
          </Button>
        )}
      />
      <NewPreApplyDialog open={creating} onClose={() => setCreating(false)} />
      <OpinionDialog
        maxLength={PRE_APPLY_OPINION_MAX}
        open={cancelling !== null}
        title="取消预申报"
        okText="确定取消"
        danger
        label="取消原因"
        note={`取消「${cancelling?.policyTitle ?? ''}」的预申报后不能恢复，园区将看到取消原因。`}
        required
        submit={(reason) => (cancelling ? cancelPreApply({ id: cancelling.id, version: cancelling.version, reason }) : Promise.resolve())}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          void invalidate(OWN_LIST_KEY, OWN_DETAIL_KEY);
        }}
      />
    </>
  );
}
