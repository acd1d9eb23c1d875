import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Tabs } from 'antd';
import { agencyCalls, type AgencyProfile } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { StatusTag } from '@/components/status-tag/status-tag';
import { AGENCY_STATE_TONES, AGENCY_STATES } from '@contract/agency';
import { useMayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { AuditDialog } from './audit-dialog';
import { AgencyOrdersTab } from './agency-orders-tab';
import { AgencyProfileView } from './agency-profile-view';
import { AgencyServicesTab } from './agency-services-tab';
import { AgencySettlementsTab } from './agency-settlements-tab';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY, agencyQuery } from './agency-queries';
import { StrengthView } from './strength-view';
import { agencyCatalogue } from './i18n/agency';

/** A first submission or a change to an approved profile: what the audit decides (the server's rule in audit.ts). */
const awaitsAudit = (agency: AgencyProfile) => agency.state === 'submitted' || (agency.state === 'approved' && agency.pending !== null);

/**
 * An agency as the park sees it: where it stands, its profile in force with a change waiting for audit marked
 * 「变更为」, every picture and file of its strength, and 通过 / 驳回 while it waits for audit.
 */
export function AgencyDetailPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const info = useQuery(agencyQuery(id));
  const mayAudit = useMayCall(agencyCalls.audit);
  const invalidate = useInvalidate();
  const [pass, setPass] = useState<boolean | null>(null);
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const agency = info.data;
  return (
    <Card
      title={
        <Space>
          {agency.name}
          <StatusTag tone={AGENCY_STATE_TONES[agency.state]}>{AGENCY_STATES[agency.state]}</StatusTag>
          <StatusTag tone={agency.listed ? 'success' : 'neutral'}>{agency.listed ? texts.listed : texts.unlisted}</StatusTag>
          {agency.pending && <StatusTag tone="waiting">{texts.changePending}</StatusTag>}
          {agency.frozen && <StatusTag tone="danger">{texts.frozen}</StatusTag>}
        </Space>
      }
      extra={
        <Space>
          {mayAudit && awaitsAudit(agency) && (
            <>
              <Button type="primary" onClick={() => setPass(true)}>{texts.pass}</Button>
              <Button danger onClick={() => setPass(false)}>{texts.reject}</Button>
            </>
          )}
          <Button onClick={onBack}>{texts.back}</Button>
        </Space>
      }
    >
      <Tabs
        items={[
          {
            key: 'profile',
            label: texts.tabs.profile,
            children: (
              <Space orientation="vertical" style={{ width: '100%' }} size="large">
                {agency.rejectReason && <Alert type="error" showIcon title={texts.rejectReason(agency.rejectReason)} />}
                {agency.data ? (
                  <AgencyProfileView profile={agency.data} regionName={agency.regionName} pending={agency.pending} pendingRegionName={agency.pendingRegionName ?? null} title={texts.profile.title} />
                ) : (
                  <Alert type="info" title={texts.profile.notFilledByAgency} />
                )}
                <StrengthView id={id} />
              </Space>
            ),
          },
          { key: 'services', label: texts.tabs.services, children: <AgencyServicesTab id={id} /> },
          { key: 'orders', label: texts.tabs.orders, children: <AgencyOrdersTab id={id} /> },
          { key: 'settlements', label: texts.tabs.settlements, children: <AgencySettlementsTab id={id} /> },
        ]}
      />
      <AuditDialog kind="agency"
        target={pass === null ? null : { id: agency.id, name: agency.name, version: agency.version, changePending: agency.pending !== null }}
        pass={pass ?? true}
        onClose={() => setPass(null)}
        onDone={() => {
          setPass(null);
          void invalidate(AGENCY_LIST_KEY, AGENCY_DETAIL_KEY);
        }}
      />
    </Card>
  );
}
