import { useMemo, useState } from 'react';
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
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { preApplyCatalogue, type PreApplyTexts } from './i18n/pre-apply';
import { PreApplyStateTag, stateOptions } from './pre-apply-state-tag';

function ownColumns(words: PreApplyTexts['fields']): DataColumn<PreApplyRow>[] {
  return [
    { key: 'policyTitle', title: words.policy },
    { key: 'state', title: words.state, render: (row) => <PreApplyStateTag state={row.state} /> },
    { key: 'submittedAt', title: words.submittedAt, format: 'datetime' },
    { key: 'updatedAt', title: words.updatedAt, format: 'datetime' },
  ];
}

const fetchPage: ListFetcher<PreApplyRow> = ({ pageNum, pageSize, filters }) =>
  fetchOwnPreApplies({ pageNum, pageSize, ...(preApplyMachine.isState(filters.state) ? { state: filters.state } : {}) });

const may = (row: PreApplyRow, action: 'save' | 'edit' | 'cancel') => preApplyActions(row.state, 'company').includes(action);

function NewPreApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const policies = useQuery({ ...openPoliciesQuery(), enabled: open });
  const [policyId, setPolicyId] = useState<number | null>(null);
  const texts = useTexts(preApplyCatalogue);
  const words = texts.list;
  return (
    <Dialog
      title={words.create}
      open={open}
      okText={words.next}
      okButtonProps={{ disabled: policyId === null }}
      onOk={() => navigate(`${FRONT_DETAIL}?policyId=${policyId}`)}
      onCancel={onClose}
    >
      <p>{words.choosePolicy}</p>
      <Select<number>
        aria-label={texts.fields.policy}
        style={{ width: '100%' }}
        placeholder={words.choose}
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
  const texts = useTexts(preApplyCatalogue);
  const words = texts.list;
  const word = useContractWord();
  const parts = useMemo(
    () => ({ columns: ownColumns(texts.fields), searchFields: [{ type: 'select', name: 'state', label: texts.fields.state, options: stateOptions(word) }] satisfies SearchField[] }),
    [texts, word],
  );
  const actions: RowAction<PreApplyRow>[] = [
    { key: 'view', label: words.view, run: (row) => navigate(`${FRONT_DETAIL}?id=${row.id}`) },
    { key: 'edit', label: words.edit, visible: (row) => may(row, 'save') || may(row, 'edit'), run: (row) => navigate(`${FRONT_DETAIL}?id=${row.id}`) },
    { key: 'cancel', label: words.cancel, danger: true, visible: (row) => may(row, 'cancel'), run: (row) => setCancelling(row) },
  ];
  return (
    <>
      <ListPage<PreApplyRow>
        fetch={fetchPage}
        queryKey={OWN_LIST_KEY}
        searchFields={parts.searchFields}
        columns={parts.columns}
        rowKey="id"
        actions={actions}
        toolbar={() => (
          <Button type="primary" onClick={() => setCreating(true)}>
            {words.create}
          </Button>
        )}
      />
      <NewPreApplyDialog open={creating} onClose={() => setCreating(false)} />
      <OpinionDialog
        maxLength={PRE_APPLY_OPINION_MAX}
        open={cancelling !== null}
        title={texts.cancel.title}
        okText={texts.cancel.ok}
        danger
        label={texts.cancel.reason}
        note={texts.cancel.note(cancelling?.policyTitle ?? '')}
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
