import { Space } from 'antd';
import type { AgencyRow } from '@/api/agency';
import type { DataColumn } from '@/components/data-table/data-table';
import { StatusTag } from '@/components/status-tag/status-tag';
import { AGENCY_STATE_TONES, AGENCY_STATES } from '@contract/agency';
import { serviceTypeNames } from './agency-profile-view';

const stateTags = (row: AgencyRow) => (
  <Space size={4} wrap>
    <StatusTag tone={AGENCY_STATE_TONES[row.state]}>{AGENCY_STATES[row.state]}</StatusTag>
    {row.changePending && <StatusTag tone="waiting">变更待审核</StatusTag>}
  </Space>
);

export const agencyColumns: DataColumn<AgencyRow>[] = [
  { key: 'name', title: '机构名称' },
  { key: 'serviceTypes', title: '服务类型', render: (row) => serviceTypeNames(row.serviceTypes) },
  { key: 'contact', title: '联系人' },
  { key: 'phone', title: '联系电话' },
  { key: 'state', title: '审核状态', render: stateTags },
  { key: 'listed', title: '上架', render: (row) => <StatusTag tone={row.listed ? 'success' : 'neutral'}>{row.listed ? '已上架' : '已下架'}</StatusTag> },
  { key: 'frozen', title: '账号', render: (row) => (row.frozen ? <StatusTag tone="danger">已冻结</StatusTag> : '正常') },
];
