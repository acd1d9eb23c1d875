import { useState } from 'react';
import { Button, Checkbox, Flex, Segmented, Typography } from 'antd';
import { fetchPolicyMatches, type ConditionOutcome, type MatchedCompany } from '@/api/policies';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { formatDateTime } from '@/lib/dates';
import { NotifyDialog } from './notify-dialog';
import { POLICY_MATCH_KEY } from './policy-queries';
import { StatusTag } from '@/components/status-tag/status-tag';

const SEARCH: SearchField[] = [{ type: 'text', name: 'name', label: '企业名称' }];

/** Each condition's outcome as a line: ✓ or ✗, then why. */
export function OutcomeLines({ outcomes }: { outcomes: ConditionOutcome[] }) {
  if (outcomes.length === 0) return <Typography.Text type="secondary">未设置条件</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {outcomes.map((o, i) => (
        <span key={i}>
          <StatusTag tone={o.met ? 'success' : 'danger'}>{o.met ? '符合' : '不符合'}</StatusTag>
          {o.reason}
        </span>
      ))}
    </Flex>
  );
}

interface MatchListProps {
  policyId: number;
  /** Only a policy on shelf may be sent to companies. */
  canNotify: boolean;
}

/** A policy's park companies that meet its conditions today (with every reason) or miss them (with the first). */
export function MatchList({ policyId, canNotify }: MatchListProps) {
  const [met, setMet] = useState(true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [sending, setSending] = useState<'all' | 'chosen' | null>(null);

  const fetchPage: ListFetcher<MatchedCompany> = ({ pageNum, pageSize, filters }) =>
    fetchPolicyMatches({ policyId, met, pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const columns: DataColumn<MatchedCompany>[] = [
    ...(met && canNotify
      ? [{ key: 'choose', title: '选择', width: 60, render: (row: MatchedCompany) => <Checkbox aria-label={`选择${row.companyName}`} checked={chosen.includes(row.companyId)} onChange={(e) => toggle(row.companyId, e.target.checked)} /> }]
      : []),
    { key: 'companyName', title: '企业名称', width: 240 },
    { key: 'conditions', title: met ? '符合原因' : '未符合原因', render: (row) => <OutcomeLines outcomes={row.conditions} /> },
    ...(met
      ? [{ key: 'notifiedAt', title: '通知状态', width: 180, render: (row: MatchedCompany) => (row.notifiedAt ? `已通知 ${formatDateTime(row.notifiedAt)}` : <Typography.Text type="secondary">未通知</Typography.Text>) }]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Segmented<string>
        options={[{ value: 'met', label: '符合条件的企业' }, { value: 'missed', label: '不符合的企业' }]}
        value={met ? 'met' : 'missed'}
        onChange={(v) => { setMet(v === 'met'); setChosen([]); }}
      />
      <ListPage<MatchedCompany>
        key={met ? 'met' : 'missed'}
        fetch={fetchPage}
        queryKey={[...POLICY_MATCH_KEY, policyId, met]}
        searchFields={SEARCH}
        columns={columns}
        rowKey="companyId"
        toolbar={(list) =>
          met && canNotify ? (
            <>
              <Button type="primary" disabled={list.total === 0} onClick={() => setSending('all')}>通知全部符合企业</Button>
              <Button disabled={chosen.length === 0} onClick={() => setSending('chosen')}>通知所选企业（{chosen.length}）</Button>
            </>
          ) : met ? <Typography.Text type="secondary">政策上架后可通知符合条件的企业</Typography.Text> : null
        }
      />
      <NotifyDialog
        policyId={policyId}
        companyIds={sending === null ? null : sending === 'chosen' ? chosen : undefined}
        onClose={(sent) => {
          if (sent && sending === 'chosen') setChosen([]);
          setSending(null);
        }}
      />
    </Flex>
  );
}
