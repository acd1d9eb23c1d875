import type { AgencyServiceRow } from '@/api/agency-services';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import type { SearchField } from '@/components/search-box/search-fields';
import { StatusTag } from '@/components/status-tag/status-tag';
import { SERVICE_STATE_TONES, SERVICE_STATES, SERVICE_STATE_KEYS } from '@contract/agency';
import { serviceTypeOptions } from './agency-fields';
import type { AgencyTexts } from './i18n/agency';
import { priceText, serviceStateName, serviceTypeName } from './service-fields';

/** The state (a contract word, shown in the language in effect by StatusTag) and the change waiting for review. */
export const serviceStateTag = (row: Pick<AgencyServiceRow, 'state' | 'changePending'>, texts: AgencyTexts) => (
  <>
    <StatusTag tone={SERVICE_STATE_TONES[row.state]}>{serviceStateName(row.state)}</StatusTag>
    {row.changePending && <StatusTag tone="waiting">{texts.changePending}</StatusTag>}
  </>
);

export const serviceColumns = (withAgency: boolean, texts: AgencyTexts, word: (chinese: string) => string): DataColumn<AgencyServiceRow>[] => {
  const s = texts.service;
  return [
    { key: 'name', title: s.name, ellipsis: true },
    ...(withAgency ? [{ key: 'mechanismName', title: s.agency } as DataColumn<AgencyServiceRow>] : []),
    { key: 'serviceType', title: s.serviceType, render: (row) => serviceTypeName(row.serviceType, word) },
    { key: 'price', title: s.price, ellipsis: true, render: (row) => priceText(row.priceMinFen, row.priceMaxFen) },
    { key: 'deliveryDays', title: s.deliveryDays, width: COLUMN_WIDTHS.short, render: (row) => texts.days(row.deliveryDays) },
    { key: 'voucherPayable', title: s.voucher, width: COLUMN_WIDTHS.short, render: (row) => (row.voucherPayable ? s.voucherYes : s.voucherNo) },
    { key: 'state', title: s.state, width: COLUMN_WIDTHS.stateWide, render: (row) => serviceStateTag(row, texts) },
    { key: 'rejectReason', title: s.rejectReason, ellipsis: true },
  ];
};

export const serviceSearchFields = (withState: boolean, texts: AgencyTexts, word: (chinese: string) => string): SearchField[] => [
  { type: 'text', name: 'name', label: texts.service.name },
  { type: 'select', name: 'serviceType', label: texts.service.serviceType, options: serviceTypeOptions(word) },
  ...(withState
    ? [{ type: 'select', name: 'state', label: texts.service.state, options: SERVICE_STATE_KEYS.map((value) => ({ value, label: word(SERVICE_STATES[value]) })) } as SearchField]
    : []),
];
