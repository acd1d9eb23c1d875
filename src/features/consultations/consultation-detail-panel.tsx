import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Spin } from 'antd';
import { closeConsultation, consultationCalls, followUpConsultation, replyConsultation, type ConsultationDetail } from '@/api/consultations';
import { loadError } from '@/api/queries/load-error';
import { claimRefusal } from '@/api/errors';
import { Dialog } from '@/components/dialog/dialog';
import { actionsFor, CONSULTATION_SUBJECTS } from '@contract/consultation-states';
import type { HostKey } from '@contract/host-kinds';
import { formatDateTime } from '@/lib/dates';
import { useMayCall } from '@/stores/access';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { ConsultationComposer } from './consultation-composer';
import { ConsultationStateTag } from './consultation-columns';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';
import { CONSULTATION_LIST_KEYS, consultationQuery } from './consultation-queries';
import { ConsultationThread } from './consultation-thread';
import { HandDialog } from './hand-dialog';

interface PanelProps {
  id: number;
  onBack: () => void;
}

/** One consultation as its party sees it: the thread, and the buttons the contract's table gives this host kind now. */
export function ConsultationDetailPanel({ id, onBack }: PanelProps) {
  const host: HostKey = useSessionStore((state) => state.hostKey) ?? 'front';
  const parkId = useParkStore((state) => state.parkId);
  const mayRoute = useMayCall(consultationCalls.reply);
  const client = useQueryClient();
  const query = consultationQuery(host, id, parkId);
  const info = useQuery(query);
  const [handing, setHanding] = useState<ConsultationDetail | null>(null);
  const [closing, setClosing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const settle = (next: ConsultationDetail) => {
    client.setQueryData(query.queryKey, next);
    for (const queryKey of CONSULTATION_LIST_KEYS) void client.invalidateQueries({ queryKey });
  };
  const ending = useMutation({
    mutationFn: (target: ConsultationDetail) => closeConsultation(host, target),
    onMutate: () => setRefusal(null),
    onSuccess: (next) => {
      settle(next);
      setClosing(false);
    },
    // Shown in the dialog, which stays open.
    onError: (failure) => setRefusal(claimRefusal(failure)),
  });
  const texts = useTexts(consultationsCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const detail = info.data;
  // A park user acts only with the order-routing privilege; the server checks it again.
  const allowed = host === 'manage' && !mayRoute ? [] : actionsFor(detail.state, host);
  return (
    <Card
      title={<Space>{detail.subjectTitle}<ConsultationStateTag row={detail} /></Space>}
      extra={
        <Space>
          {allowed.includes('hand') && <Button onClick={() => setHanding(detail)}>{texts.hand}</Button>}
          {allowed.includes('close') && <Button danger onClick={() => setClosing(true)}>{texts.close}</Button>}
          <Button onClick={onBack}>{texts.back}</Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={texts.company}>{detail.companyName}</Descriptions.Item>
          <Descriptions.Item label={texts.subjectType}>{CONSULTATION_SUBJECTS[detail.subjectType]}</Descriptions.Item>
          <Descriptions.Item label={texts.askedAt}>{formatDateTime(detail.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={texts.agency}>{detail.mechanismName ?? '--'}</Descriptions.Item>
        </Descriptions>
        <ConsultationThread thread={detail.thread} />
        {allowed.includes('reply') && <ConsultationComposer label={texts.composer.reply} onSend={async (input) => settle(await replyConsultation(host, detail, input))} />}
        {allowed.includes('followUp') && <ConsultationComposer label={texts.composer.followUp} onSend={async (input) => settle(await followUpConsultation(detail, input))} />}
      </Space>
      <HandDialog target={handing} onClose={() => setHanding(null)} onDone={(next) => { setHanding(null); settle(next); }} />
      <Dialog title={texts.close} open={closing} onCancel={() => { setClosing(false); setRefusal(null); }} confirmLoading={ending.isPending} onOk={() => ending.mutate(detail)}>
        {texts.closeNote}
        {refusal && <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusal} />}
      </Dialog>
    </Card>
  );
}
