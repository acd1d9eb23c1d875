import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import { fetchCompanies, tenancyCalls, type CompanyRow } from '@/api/tenancy';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import { PendingMark, profileCell } from '@/components/profile-mark/profile-mark';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { useParkStore } from '@/stores/park';
import { companySearchFields, isSettled, roomsText, stateTagOf, toCompanyQuery } from './company-fields';
import { MoveInDialog } from './move-in-dialog';
import { MoveOutDialog } from './move-out-dialog';
import { buildingOptionsQuery, COMPANY_LIST_KEY, managerOptionsQuery } from './tenancy-queries';

const columns: DataColumn<CompanyRow>[] = [
  { key: 'name', title: '企业名称', render: (row) => <PendingMark changePending={row.changePending}>{profileCell(row, 'name')}</PendingMark> },
  { key: 'state', title: '状态', width: COLUMN_WIDTHS.state, render: stateTagOf },
  { key: 'industry', title: '所属行业', render: (row) => profileCell(row, 'industry') },
  { key: 'rooms', title: '所在房间', render: roomsText, ellipsis: true },
  { key: 'areaSqm', title: '面积（㎡）', width: COLUMN_WIDTHS.area, render: (row) => (row.rooms.length ? String(row.areaSqm) : null) },
  { key: 'managerName', title: '客服经理', ellipsis: true, render: (row) => (row.managerName ? `${row.managerName}${row.mine ? '（我）' : ''}` : null) },
  { key: 'settledAt', title: '入驻时间', format: 'date' },
];

const fetchPage: ListFetcher<CompanyRow> = ({ pageNum, pageSize, filters }) => fetchCompanies(toCompanyQuery(pageNum, pageSize, filters));

/** Screen `settlecompany`: the companies of the park; a manager's own first; move in, move out, versions. */
export function SettleCompanyScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const [movingIn, setMovingIn] = useState<CompanyRow | null>(null);
  const [movingOut, setMovingOut] = useState<CompanyRow | null>(null);
  const buildings = useQuery({ ...buildingOptionsQuery(parkId ?? 0), enabled: parkId !== null });
  const managers = useQuery(managerOptionsQuery());

  const searchFields = useMemo(
    () =>
      companySearchFields({
        buildings: (buildings.data ?? []).map((b) => ({ label: b.name, value: String(b.id) })),
        managers: (managers.data?.list ?? []).map((m) => ({ label: m.nickname ?? m.username, value: String(m.id) })),
      }),
    [buildings.data, managers.data],
  );

  const actions: RowAction<CompanyRow>[] = [
    { key: 'detail', label: '详情', run: (row) => navigate(`/companyManage-detail?companyId=${row.id}`) },
    { key: 'versions', label: '历史版本', run: (row) => navigate(`/companyManage-detail-copy?companyId=${row.id}`) },
    { key: 'staff', label: '员工', run: (row) => navigate(`/staffList?companyId=${row.id}`) },
    { key: 'tree', label: '生命树', run: (row) => navigate(`/companyTree?id=${row.id}`) },
    { key: 'moveIn', label: '迁入', call: tenancyCalls.moveIn, visible: isSettled, run: (row) => setMovingIn(row) },
    { key: 'moveOut', label: '迁出', danger: true, call: tenancyCalls.moveOut, visible: isSettled, run: (row) => setMovingOut(row) },
  ];

  return (
    <>
      <ListPage<CompanyRow>
        fetch={fetchPage}
        queryKey={COMPANY_LIST_KEY}
        searchFields={searchFields}
        columns={columns}
        rowKey="id"
        actions={actions}
        toolbar={(list) => (
          <Space>
            <Button onClick={() => navigate(`/selectFeild-export?${new URLSearchParams(list.filters).toString()}`)}>导出</Button>
            <Button onClick={() => navigate('/companyTreeRatio')}>企业对比</Button>
          </Space>
        )}
      />
      <MoveInDialog company={movingIn} onClose={() => setMovingIn(null)} />
      <MoveOutDialog company={movingOut} onClose={() => setMovingOut(null)} />
    </>
  );
}
