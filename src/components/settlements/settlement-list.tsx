import type { ReactNode } from 'react';
import type { SettlementPage, SettlementRow } from '@/api/settlements';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { SETTLEMENT_STATES, SETTLEMENT_STATE_KEYS, settlementMachine, type SettlementState } from '@contract/settlement-states';
import { settlementColumns } from './settlement-view';
import { useMemo } from 'react';
import { useContractWord } from '@/components/i18n/contract-word';
import { settlementsCatalogue } from '@/components/i18n/settlements';
import { useTexts } from '@/stores/language';

export interface SettlementListProps {
  queryKey: readonly unknown[];
  load: (query: { pageNum: number; pageSize: number; state?: SettlementState }) => Promise<SettlementPage>;
  /** The park's lists name the agency; the agency's name the park. */
  withAgency: boolean;
  onOpen: (row: SettlementRow) => void;
  toolbar?: ReactNode;
}

/** Statements newest month first, filtered by state. */
export function SettlementList({ queryKey, load, withAgency, onOpen, toolbar }: SettlementListProps) {
  const fetchPage: ListFetcher<SettlementRow, SettlementPage> = ({ pageNum, pageSize, filters }) =>
    load({ pageNum, pageSize, ...(settlementMachine.isState(filters.state) ? { state: filters.state } : {}) });
  const t = useTexts(settlementsCatalogue);
  const word = useContractWord();
  const parts = useMemo(
    () => ({
      searchFields: [{ type: 'select' as const, name: 'state', label: t.state, options: SETTLEMENT_STATE_KEYS.map((value) => ({ value, label: word(SETTLEMENT_STATES[value]) })) }],
      columns: settlementColumns(withAgency, t),
    }),
    [t, word, withAgency],
  );
  return (
    <ListPage<SettlementRow, SettlementPage>
      fetch={fetchPage}
      queryKey={queryKey}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={[{ key: 'view', label: t.view, run: onOpen }]}
      toolbar={toolbar ? () => toolbar : undefined}
    />
  );
}
