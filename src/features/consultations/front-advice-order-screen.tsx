import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callKey } from '@/api/call';
import { consultationCalls, fetchOwnConsultations, type ConsultationRow } from '@/api/consultations';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { consultationMachine } from '@contract/machines/consultation';
import { useParkStore } from '@/stores/park';
import { consultationColumns } from './consultation-columns';
import { ConsultationDetailPanel } from './consultation-detail-panel';
import { stateSearchFields } from './consultation-filters';
import { CONSULTATION_DETAIL_KEYS } from './consultation-queries';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';

/** Screen `front-advice-order`: the company's consultations; `?id=` shows one as a thread, to follow up or close. */
export function FrontAdviceOrderScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId) ?? 0;
  const id = Number(useSearchParams()[0].get('id'));
  const texts = useTexts(consultationsCatalogue);
  const parts = useMemo(() => ({ searchFields: stateSearchFields(texts), columns: consultationColumns(texts).company }), [texts]);
  if (Number.isInteger(id) && id > 0) return <ConsultationDetailPanel id={id} onBack={() => navigate('/front-advice-order')} />;
  const fetchPage: ListFetcher<ConsultationRow> = ({ pageNum, pageSize, filters }) =>
    fetchOwnConsultations(parkId, { pageNum, pageSize, ...(consultationMachine.isState(filters.state) ? { state: filters.state } : {}) });
  return (
    <ListPage<ConsultationRow>
      fetch={fetchPage}
      queryKey={[...callKey(consultationCalls.ownList), parkId]}
      affects={[...CONSULTATION_DETAIL_KEYS]}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={[{ key: 'view', label: texts.view, run: (row) => navigate(`/front-advice-order?id=${row.id}`) }]}
      toolbar={() => (
        <Space>
          <Button type="primary" onClick={() => navigate('/front-createAdviceOrder')}>
            {texts.ask}
          </Button>
          <Button onClick={() => navigate('/front-suggest')}>{texts.suggest}</Button>
        </Space>
      )}
    />
  );
}
