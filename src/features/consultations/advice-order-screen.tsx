import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { callKey } from '@/api/call';
import { consultationCalls, fetchHandedConsultations, fetchParkConsultations, type ConsultationRow } from '@/api/consultations';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { consultationMachine } from '@contract/machines/consultation';
import { useSessionStore } from '@/stores/session';
import { consultationColumns } from './consultation-columns';
import { parkQuery, parkSearchFields, stateSearchFields } from './consultation-filters';
import { CONSULTATION_DETAIL_KEYS } from './consultation-queries';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';

const parkPage: ListFetcher<ConsultationRow> = ({ pageNum, pageSize, filters }) => fetchParkConsultations({ pageNum, pageSize, ...parkQuery(filters) });

const handedPage: ListFetcher<ConsultationRow> = ({ pageNum, pageSize, filters }) =>
  fetchHandedConsultations({ pageNum, pageSize, ...(consultationMachine.isState(filters.state) ? { state: filters.state } : {}) });

/**
 * Screen `advice-order`: for the park, every consultation of its park (state, type, company, date, overdue, handed);
 * for an agency (订单管理 › 服务咨询), the consultations handed to it. Each opens `adviceOrderDetail`.
 */
export function AdviceOrderScreen() {
  const navigate = useNavigate();
  const agency = useSessionStore((state) => state.hostKey) === 'agent';
  const texts = useTexts(consultationsCatalogue);
  const parts = useMemo(
    () => ({ searchFields: agency ? stateSearchFields(texts) : parkSearchFields(texts), columns: consultationColumns(texts)[agency ? 'agency' : 'park'] }),
    [agency, texts],
  );
  return (
    <ListPage<ConsultationRow>
      fetch={agency ? handedPage : parkPage}
      queryKey={callKey(agency ? consultationCalls.handedList : consultationCalls.list)}
      affects={[...CONSULTATION_DETAIL_KEYS]}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={[{ key: 'view', label: texts.view, run: (row) => navigate(`/adviceOrderDetail?id=${row.id}`) }]}
    />
  );
}
