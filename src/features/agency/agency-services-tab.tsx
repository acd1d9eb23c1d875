import { useMemo, useState } from 'react';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { Dialog } from '@/components/dialog/dialog';
import { fetchServices, type AgencyServiceRow } from '@/api/agency-services';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { agencyServiceMachine, type ServiceType } from '@contract/agency';
import { serviceColumns, serviceSearchFields } from './service-columns';
import { SERVICE_LIST_KEY } from './service-queries';
import { ServiceReviewPanel } from './service-review-panel';
import { agencyCatalogue } from './i18n/agency';

/** The services tab of an agency's detail under agency-manage: every service of the agency, every state. */
export function AgencyServicesTab({ id }: { id: string }) {
  const [shown, setShown] = useState<number | null>(null);
  const mechanismId = Number(id);
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: serviceSearchFields(true, texts, word), columns: serviceColumns(false, texts, word) }), [texts, word]);
  const fetchPage: ListFetcher<AgencyServiceRow> = ({ pageNum, pageSize, filters }) =>
    fetchServices({
      mechanismId,
      pageNum,
      pageSize,
      ...(filters.name ? { name: filters.name } : {}),
      ...(agencyServiceMachine.isState(filters.state) ? { state: filters.state } : {}),
      ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}),
    });
  return (
    <>
      <ListPage<AgencyServiceRow>
        fetch={fetchPage}
        queryKey={[...SERVICE_LIST_KEY, 'agency', mechanismId]}
        searchFields={parts.searchFields}
        columns={parts.columns}
        rowKey="id"
        actions={[{ key: 'view', label: texts.view, run: (row) => setShown(row.id) }]}
      />
      <Dialog title={texts.tabs.serviceTitle} open={shown !== null} footer={null} width={960} onCancel={() => setShown(null)} destroyOnHidden>
        {shown !== null && <ServiceReviewPanel id={String(shown)} />}
      </Dialog>
    </>
  );
}
