import { Tag } from 'antd';
import type { AgencyRow } from '@/api/agency';
import type { DataColumn } from '@/components/data-table/data-table';
import { AGENCY_STATES } from '@contract/agency';
import { serviceTypeNames } from './agency-profile-view';

export const stateText = (row: AgencyRow) => `${AGENCY_STATES[row.state]}${row.changePending ? '（变更待审核）' : ''}`;

export const agencyColumns: DataColumn<AgencyRow>[] = [
  { key: 'name', title: '机构名称' },
  { key: 'serviceTypes', title: '服务类型', render: (row) => serviceTypeNames(row.serviceTypes) },
  { key: 'contact', title: '联系人' },
  { key: 'phone', title: '联系电话' },
  { key: 'state', title: '审核状态', render: stateText },
  { key: 'listed', title: '上架', render: (row) => <Tag color={row.listed ? 'green' : 'default'}>{row.listed ? '已上架' : '已下架'}</Tag> },
  { key: 'frozen', title: '账号', render: (row) => (row.frozen ? <Tag color="red">已冻结</Tag> : '正常') },
];
