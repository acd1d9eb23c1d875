import { useMemo } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fetchParks, parkCalls, setParkEnabled, type Park } from '@/api/park';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { useSessionStore } from '@/stores/session';
import { STATE_LABELS, toParkQuery } from './park-query';
import { PARK_LIST_KEY } from './park-queries';
import { asOptions, useRegions } from '@/components/region/use-region-options';
import { USER_TYPES } from '@contract/host-kinds';

const columns: DataColumn<Park>[] = [
  { key: 'logo', title: 'LOGO', width: COLUMN_WIDTHS.thumb, render: (row) => (row.logo ? <img src={row.logo} alt={`${row.name} LOGO`} width={40} height={40} /> : null) },
  { key: 'name', title: '园区名称' },
  { key: 'regionName', title: '所在地区' },
  { key: 'address', title: '详细地址', ellipsis: true },
  { key: 'areaSqm', title: '面积（㎡）', width: COLUMN_WIDTHS.area },
  { key: 'contact', title: '联系人', width: COLUMN_WIDTHS.person },
  { key: 'phone', title: '联系电话', width: COLUMN_WIDTHS.phone },
  { key: 'enabled', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => STATE_LABELS[String(row.enabled)] },
];

const fetchPage: ListFetcher<Park> = ({ pageNum, pageSize, filters }) => fetchParks(toParkQuery(pageNum, pageSize, filters));

/** Screen `park`: every park the caller may manage, searchable by name, province and state. */
export function ParkListScreen() {
  const navigate = useNavigate();
  const isAdmin = useSessionStore((state) => state.userType === USER_TYPES.platformAdmin);
  const { provinces } = useRegions();

  const searchFields = useMemo<SearchField[]>(
    () => [
      { type: 'text', name: 'name', label: '园区名称' },
      { type: 'select', name: 'provinceCode', label: '省份', options: asOptions(provinces) },
      { type: 'select', name: 'enabled', label: '状态', options: Object.entries(STATE_LABELS).map(([value, label]) => ({ label, value })) },
    ],
    [provinces],
  );

  const actions: RowAction<Park>[] = [
    { key: 'edit', label: '编辑', call: parkCalls.update, run: (row) => navigate(`/park-add?id=${row.id}`) },
    { key: 'build', label: '楼宇管理', run: (row) => navigate(`/park-build?id=${row.id}`) },
  ];
  if (isAdmin) {
    actions.push(
      {
        key: 'disable',
        label: '停用',
        danger: true,
        visible: (row) => row.enabled,
        confirm: (row) => `停用后「${row.name}」将从园区选择中消失，其运营人员无法进入，确定停用吗？`,
        run: (row) => setParkEnabled(row.id, false),
      },
      {
        key: 'enable',
        label: '启用',
        visible: (row) => !row.enabled,
        confirm: (row) => `确定启用「${row.name}」吗？`,
        run: (row) => setParkEnabled(row.id, true),
      },
    );
  }

  return (
    <ListPage<Park>
      fetch={fetchPage}
      queryKey={PARK_LIST_KEY}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      actions={actions}
      toolbar={() =>
        isAdmin && (
          <Button type="primary" onClick={() => navigate('/park-add')}>
            新增园区
          </Button>
        )
      }
    />
  );
}
