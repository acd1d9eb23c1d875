import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fetchAgencySettlements, fetchParkSettlements, settlementCalls } from '@/api/settlements';
import { loadError } from '@/api/queries/load-error';
import { Dialog } from '@/components/dialog/dialog';
import { SettlementList } from '@/components/settlements/settlement-list';
import { SettlementDetailView } from '@/components/settlements/settlement-view';
import { useMayCall } from '@/stores/access';
import { SettlementActions } from './settlement-actions';
import { useTexts } from '@/stores/language';
import { ordersCatalogue } from './i18n/orders';
import { AGENCY_SETTLEMENT_LIST_KEY, PARK_SETTLEMENT_LIST_KEY, SETTLEMENT_KEYS, settlementQuery } from './settlement-queries';

const OPEN_KEY = 'settlementId';

/** One statement in full, with the party's buttons. */
export function SettlementDetailPanel({ id, mayAct }: { id: number; mayAct: boolean }) {
  const client = useQueryClient();
  const detail = useQuery(settlementQuery(id));
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon title={loadError(detail.error)} />;
  const refresh = () => SETTLEMENT_KEYS.forEach((queryKey) => void client.invalidateQueries({ queryKey }));
  return (
    <>
      <SettlementDetailView detail={detail.data} />
      <div style={{ marginTop: 16 }}>
        <SettlementActions detail={detail.data} mayAct={mayAct} onDone={refresh} />
      </div>
    </>
  );
}

/** The settlement tab of cash-order: the agency's monthly statements, or the park's to check and pay. */
export function SettlementPanel({ party }: { party: 'agency' | 'operator' }) {
  const [params, setParams] = useSearchParams();
  const mayRoute = useMayCall(settlementCalls.pay);
  const opened = Number(params.get(OPEN_KEY)) || null;
  const words = useTexts(ordersCatalogue).settlement;
  const show = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete(OPEN_KEY);
      else next.set(OPEN_KEY, String(id));
      return next;
    });
  return (
    <>
      {party === 'agency' && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={words.agencyNote} />}
      <SettlementList
        queryKey={party === 'agency' ? AGENCY_SETTLEMENT_LIST_KEY : PARK_SETTLEMENT_LIST_KEY}
        load={party === 'agency' ? fetchAgencySettlements : fetchParkSettlements}
        withAgency={party === 'operator'}
        onOpen={(row) => show(row.id)}
      />
      <Dialog title={words.detailTitle} open={opened !== null} footer={null} width={960} onCancel={() => show(null)} destroyOnHidden>
        {opened !== null && <SettlementDetailPanel id={opened} mayAct={party === 'agency' || mayRoute} />}
      </Dialog>
    </>
  );
}
