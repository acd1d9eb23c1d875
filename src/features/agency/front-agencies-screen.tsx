import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchListedAgencies, type ListedAgencyRow } from '@/api/agency';
import { loadError } from '@/api/queries/load-error';
import type { DataColumn } from '@/components/data-table/data-table';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import type { ServiceType } from '@contract/agency';
import { useTexts } from '@/stores/language';
import { serviceTypeOptions } from './agency-fields';
import { AgencyProfileView, serviceTypeNames } from './agency-profile-view';
import { agencyQuery, LISTED_AGENCY_LIST_KEY } from './agency-queries';
import { StrengthView } from './strength-view';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

const columns = (texts: AgencyTexts, word: (chinese: string) => string): DataColumn<ListedAgencyRow>[] => [
  { key: 'name', title: texts.profile.name, ellipsis: true },
  { key: 'serviceTypes', title: texts.profile.serviceTypes, render: (row) => serviceTypeNames(row.serviceTypes, word, texts.typeSeparator) },
  { key: 'regionName', title: texts.profile.region },
  { key: 'contact', title: texts.profile.contact },
  { key: 'phone', title: texts.profile.phone },
];

const searchFields = (texts: AgencyTexts, word: (chinese: string) => string): SearchField[] => [
  { type: 'text', name: 'name', label: texts.profile.name },
  { type: 'select', name: 'serviceType', label: texts.profile.serviceTypes, options: serviceTypeOptions(word) },
];

const fetchPage: ListFetcher<ListedAgencyRow> = ({ pageNum, pageSize, filters }) =>
  fetchListedAgencies({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}), ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}) });

/** One agency as a company reads it: its profile in force and its strength (team, certificates, cases). */
function AgencyReading({ id, onBack }: { id: string; onBack: () => void }) {
  const navigate = useNavigate();
  const info = useQuery(agencyQuery(id));
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} action={<Button onClick={onBack}>{texts.back}</Button>} />;
  const agency = info.data;
  return (
    <Card
      title={agency.name}
      extra={
        <Space>
          <Button onClick={() => navigate('/front-services')}>{texts.front.parkServices}</Button>
          <Button onClick={onBack}>{texts.back}</Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <AgencyProfileView profile={agency.data} regionName={agency.regionName} title={texts.profile.title} />
        <StrengthView id={id} />
      </Space>
    </Card>
  );
}

/** Screen `front-agencies`: the approved, listed agencies a company may engage; `?id=` reads one with its strength. */
export function FrontAgenciesScreen() {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: searchFields(texts, word), columns: columns(texts, word) }), [texts, word]);
  if (id) return <AgencyReading id={id} onBack={() => navigate('.')} />;
  return (
    <ListPage<ListedAgencyRow>
      fetch={fetchPage}
      queryKey={LISTED_AGENCY_LIST_KEY}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={[{ key: 'view', label: texts.view, run: (row) => navigate(`?id=${row.id}`) }]}
    />
  );
}
