import type { AgencyServiceRow } from '@/api/agency-services';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import type { SearchField } from '@/components/search-box/search-fields';
import { StatusTag } from '@/components/status-tag/status-tag';
import { SERVICE_STATE_TONES, SERVICE_STATES, SERVICE_STATE_KEYS } from '@contract/agency';
import { SERVICE_TYPE_OPTIONS } from './agency-fields';
import { priceText, serviceStateName, serviceTypeName } from './service-fields';

export const serviceStateTag = (row: Pick<AgencyServiceRow, 'state' | 'changePending'>) => (
  <>
    <StatusTag tone={SERVICE_STATE_TONES[row.state]}>{serviceStateName(row.state)}</StatusTag>
    {row.changePending && <StatusTag tone="waiting">变更待审核</StatusTag>}
  </>
);

export const serviceColumns = (withAgency: boolean): DataColumn<AgencyServiceRow>[] => [
  { key: 'name', title: '服务名称', ellipsis: true },
  ...(withAgency ? [{ key: 'mechanismName', title: '服务机构' } as DataColumn<AgencyServiceRow>] : []),
  { key: 'serviceType', title: '服务类型', render: (row) => serviceTypeName(row.serviceType) },
  { key: 'price', title: '价格', ellipsis: true, render: (row) => priceText(row.priceMinFen, row.priceMaxFen) },
  { key: 'deliveryDays', title: '交付周期', width: COLUMN_WIDTHS.short, render: (row) => `${row.deliveryDays}天` },
  { key: 'voucherPayable', title: '服务券', width: COLUMN_WIDTHS.short, render: (row) => (row.voucherPayable ? '可用' : '不可用') },
  { key: 'state', title: '状态', width: COLUMN_WIDTHS.stateWide, render: serviceStateTag },
  { key: 'rejectReason', title: '驳回原因', ellipsis: true },
];

export const serviceSearchFields = (withState: boolean): SearchField[] => [
  { type: 'text', name: 'name', label: '服务名称' },
  { type: 'select', name: 'serviceType', label: '服务类型', options: SERVICE_TYPE_OPTIONS },
  ...(withState ? [{ type: 'select', name: 'state', label: '状态', options: SERVICE_STATE_KEYS.map((value) => ({ value, label: SERVICE_STATES[value] })) } as SearchField] : []),
];
