import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fetchOwnServices, submitService, withdrawService, type AgencyServiceRow } from '@/api/agency-services';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { agencyServiceMachine, SERVICE_STATES, SERVICE_SUBMITTABLE, type ServiceState, type ServiceType } from '@contract/agency';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';
import { serviceColumns } from './service-columns';
import { OWN_SERVICE_LIST_KEY, SERVICE_INFO_KEY } from './service-queries';

const WRITE = '/service-content/org-serve-write';
const versionOf = (row: AgencyServiceRow) => ({ id: row.id, version: row.version });
const waiting = (row: AgencyServiceRow) => row.state === 'submitted' || row.changePending;

const actions = (open: (path: string) => void, texts: AgencyTexts): RowAction<AgencyServiceRow>[] => {
  const s = texts.service;
  return [
    { key: 'view', label: texts.view, run: (row) => open(`${WRITE}?id=${row.id}&view=1`) },
    { key: 'edit', label: texts.edit, visible: (row) => !waiting(row), run: (row) => open(`${WRITE}?id=${row.id}`) },
    {
      key: 'submit', label: texts.submitForReview, visible: (row) => SERVICE_SUBMITTABLE.includes(row.state),
      confirm: (row) => s.submitConfirm(row.name), run: (row) => submitService(versionOf(row)),
    },
    { key: 'withdraw', label: s.withdraw, visible: (row) => row.state === 'submitted', confirm: (row) => s.withdrawConfirm(row.name), run: (row) => withdrawService(versionOf(row)) },
    {
      key: 'down', label: s.takeDown, danger: true, visible: (row) => row.state === 'approved',
      confirm: (row) => s.takeDownConfirm(row.name), run: (row) => withdrawService(versionOf(row)),
    },
  ];
};

export interface OwnServiceListProps {
  /** The states the screen shows; the first is the default filter when there is more than one screen's worth. */
  states: readonly ServiceState[];
  /** Whether the state filter starts empty (all the listed states). */
  allByDefault: boolean;
}

/** The agency's services as a list with their row actions; `service-content` shows all, `org-serve-mng` the shelf. */
export function OwnServiceList({ states, allByDefault }: OwnServiceListProps) {
  const navigate = useNavigate();
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => {
    const searchFields: SearchField[] = [
      { type: 'text', name: 'name', label: texts.service.name },
      { type: 'select', name: 'state', label: texts.service.state, options: states.map((value) => ({ value, label: word(SERVICE_STATES[value]) })) },
    ];
    return { searchFields, columns: serviceColumns(false, texts, word), actions: actions(navigate, texts) };
  }, [states, texts, word, navigate]);
  const fetchPage: ListFetcher<AgencyServiceRow> = ({ pageNum, pageSize, filters }) => {
    const state = (agencyServiceMachine.isState(filters.state) ? filters.state : undefined) ?? (allByDefault ? undefined : states[0]);
    return fetchOwnServices({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}), ...(state ? { state } : {}), ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}) });
  };
  return (
    <ListPage<AgencyServiceRow>
      fetch={fetchPage}
      queryKey={[...OWN_SERVICE_LIST_KEY, states.join()]}
      affects={[SERVICE_INFO_KEY, OWN_SERVICE_LIST_KEY]}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={parts.actions}
      toolbar={() => (
        <Space>
          <Button type="primary" onClick={() => navigate(WRITE)}>
            {texts.service.add}
          </Button>
        </Space>
      )}
    />
  );
}
