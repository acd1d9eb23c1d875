import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { callKey } from '@/api/call';
import { fetchParkSettlements, fetchSettlement, settlementCalls } from '@/api/settlements';
import { loadError } from '@/api/queries/load-error';
import { Dialog } from '@/components/dialog/dialog';
import { SettlementList } from '@/components/settlements/settlement-list';
import { SettlementDetailView } from '@/components/settlements/settlement-view';
import { useTexts } from '@/stores/language';
import { agencyCatalogue } from './i18n/agency';

function Statement({ id }: { id: number }) {
  const detail = useQuery({ queryKey: callKey(settlementCalls.detail, { params: { id } }), queryFn: () => fetchSettlement(id), gcTime: 0 });
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon title={loadError(detail.error)} />;
  return <SettlementDetailView detail={detail.data} />;
}

/** The settlements tab of an agency's detail under agency-manage: its statements in the session park (checked on cash-order). */
export function AgencySettlementsTab({ id }: { id: string }) {
  const [shown, setShown] = useState<number | null>(null);
  const mechanismId = Number(id);
  const texts = useTexts(agencyCatalogue);
  return (
    <>
      <SettlementList
        queryKey={callKey(settlementCalls.parkList, { body: { mechanismId } })}
        load={(query) => fetchParkSettlements({ ...query, mechanismId })}
        withAgency={false}
        onOpen={(row) => setShown(row.id)}
      />
      <Dialog title={texts.tabs.settlementTitle} open={shown !== null} footer={null} width={960} onCancel={() => setShown(null)} destroyOnHidden>
        {shown !== null && <Statement id={shown} />}
      </Dialog>
    </>
  );
}
