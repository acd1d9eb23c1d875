import { Space } from 'antd';
import type { AgencyRow } from '@/api/agency';
import type { DataColumn } from '@/components/data-table/data-table';
import { StatusTag } from '@/components/status-tag/status-tag';
import { AGENCY_STATE_TONES, AGENCY_STATES } from '@contract/agency';
import { serviceTypeNames } from './agency-profile-view';
import type { AgencyTexts } from './i18n/agency';

/** The agencies of the platform as the park lists them; `word` names the contract's words (useContractWord()). */
export function agencyColumns(texts: AgencyTexts, word: (chinese: string) => string): DataColumn<AgencyRow>[] {
  const stateTags = (row: AgencyRow) => (
    <Space size={4} wrap>
      <StatusTag tone={AGENCY_STATE_TONES[row.state]}>{AGENCY_STATES[row.state]}</StatusTag>
      {row.changePending && <StatusTag tone="waiting">{texts.changePending}</StatusTag>}
    </Space>
  );
  return [
    { key: 'name', title: texts.profile.name },
    { key: 'serviceTypes', title: texts.profile.serviceTypes, render: (row) => serviceTypeNames(row.serviceTypes, word, texts.typeSeparator) },
    { key: 'contact', title: texts.profile.contact },
    { key: 'phone', title: texts.profile.phone },
    { key: 'state', title: texts.manage.auditState, render: stateTags },
    { key: 'listed', title: texts.manage.listedColumn, render: (row) => <StatusTag tone={row.listed ? 'success' : 'neutral'}>{row.listed ? texts.listed : texts.unlisted}</StatusTag> },
    { key: 'frozen', title: texts.manage.account, render: (row) => (row.frozen ? <StatusTag tone="danger">{texts.frozen}</StatusTag> : texts.normal) },
  ];
}
