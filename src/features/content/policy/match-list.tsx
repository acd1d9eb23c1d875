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
import { contentCatalogue } from '../i18n/content';
import { useTexts } from '@/stores/language';


/** Each condition's outcome as a line: ✓ or ✗, then why. */
export function OutcomeLines({ outcomes }: { outcomes: ConditionOutcome[] }) {
  const { match } = useTexts(contentCatalogue);
  if (outcomes.length === 0) return <Typography.Text type="secondary">{match.none}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {outcomes.map((o, i) => (
        <span key={i}>
          <StatusTag tone={o.met ? 'success' : 'danger'}>{o.met ? match.met : match.missed}</StatusTag>
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
  const { match } = useTexts(contentCatalogue);
  const search: SearchField[] = [{ type: 'text', name: 'name', label: match.company }];
  const [met, setMet] = useState(true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [sending, setSending] = useState<'all' | 'chosen' | null>(null);

  const fetchPage: ListFetcher<MatchedCompany> = ({ pageNum, pageSize, filters }) =>
    fetchPolicyMatches({ policyId, met, pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const columns: DataColumn<MatchedCompany>[] = [
    ...(met && canNotify
      ? [{ key: 'choose', title: match.choose, width: 60, render: (row: MatchedCompany) => <Checkbox aria-label={match.chooseCompany(row.companyName)} checked={chosen.includes(row.companyId)} onChange={(e) => toggle(row.companyId, e.target.checked)} /> }]
      : []),
    { key: 'companyName', title: match.company, width: 240 },
    { key: 'conditions', title: met ? match.metReasons : match.missedReasons, render: (row) => <OutcomeLines outcomes={row.conditions} /> },
    ...(met
      ? [{ key: 'notifiedAt', title: match.notified, width: 180, render: (row: MatchedCompany) => (row.notifiedAt ? match.notifiedAt(formatDateTime(row.notifiedAt)) : <Typography.Text type="secondary">{match.notNotified}</Typography.Text>) }]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Segmented<string>
        options={[{ value: 'met', label: match.metTab }, { value: 'missed', label: match.missedTab }]}
        value={met ? 'met' : 'missed'}
        onChange={(v) => { setMet(v === 'met'); setChosen([]); }}
      />
      <ListPage<MatchedCompany>
        key={met ? 'met' : 'missed'}
        fetch={fetchPage}
        queryKey={[...POLICY_MATCH_KEY, policyId, met]}
        searchFields={search}
        columns={columns}
        rowKey="companyId"
        toolbar={(list) =>
          met && canNotify ? (
            <>
              <Button type="primary" disabled={list.total === 0} onClick={() => setSending('all')}>{match.notifyAll}</Button>
              <Button disabled={chosen.length === 0} onClick={() => setSending('chosen')}>{match.notifyChosen(chosen.length)}</Button>
            </>
          ) : met ? <Typography.Text type="secondary">{match.notifyAfterPublish}</Typography.Text> : null
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
