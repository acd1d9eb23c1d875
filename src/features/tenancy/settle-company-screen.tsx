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
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { useContractWord } from '@/components/i18n/contract-word';
import { LOG_ACTIONS } from '@contract/oplog';
import { companySearchFields, isSettled, roomsText, stateTagOf, toCompanyQuery } from './company-fields';
import { tenancyCatalogue, type TenancyTexts } from './i18n/tenancy';
import { MoveInDialog } from './move-in-dialog';
import { MoveOutDialog } from './move-out-dialog';
import { buildingOptionsQuery, COMPANY_LIST_KEY, managerOptionsQuery } from './tenancy-queries';

function companyColumns(texts: TenancyTexts): DataColumn<CompanyRow>[] {
  const words = texts.list;
  return [
    { key: 'name', title: words.name, render: (row) => <PendingMark changePending={row.changePending}>{profileCell(row, 'name')}</PendingMark> },
    { key: 'state', title: words.state, width: COLUMN_WIDTHS.state, render: stateTagOf },
    { key: 'industry', title: words.industry, render: (row) => profileCell(row, 'industry') },
    { key: 'rooms', title: words.rooms, render: (row) => roomsText(row, words.roomSeparator), ellipsis: true },
    { key: 'areaSqm', title: words.area, width: COLUMN_WIDTHS.area, render: (row) => (row.rooms.length ? String(row.areaSqm) : null) },
    { key: 'managerName', title: words.manager, ellipsis: true, render: (row) => (row.managerName ? (row.mine ? words.managerMine(row.managerName) : row.managerName) : null) },
    { key: 'settledAt', title: words.settledAt, format: 'date' },
  ];
}

const fetchPage: ListFetcher<CompanyRow> = ({ pageNum, pageSize, filters }) => fetchCompanies(toCompanyQuery(pageNum, pageSize, filters));

/** Screen `settlecompany`: the companies of the park; a manager's own first; move in, move out, versions. */
export function SettleCompanyScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const [movingIn, setMovingIn] = useState<CompanyRow | null>(null);
  const [movingOut, setMovingOut] = useState<CompanyRow | null>(null);
  const buildings = useQuery({ ...buildingOptionsQuery(parkId ?? 0), enabled: parkId !== null });
  const managers = useQuery(managerOptionsQuery());
  const texts = useTexts(tenancyCatalogue);
  const word = useContractWord();
  const words = texts.list;
  const columns = useMemo(() => companyColumns(texts), [texts]);

  const searchFields = useMemo(
    () =>
      companySearchFields({
        buildings: (buildings.data ?? []).map((b) => ({ label: b.name, value: String(b.id) })),
        managers: (managers.data?.list ?? []).map((m) => ({ label: m.nickname ?? m.username, value: String(m.id) })),
      }, texts, word),
    [buildings.data, managers.data, texts, word],
  );

  const actions: RowAction<CompanyRow>[] = [
    { key: 'detail', label: words.detail, run: (row) => navigate(`/companyManage-detail?companyId=${row.id}`) },
    { key: 'versions', label: words.versions, run: (row) => navigate(`/companyManage-detail-copy?companyId=${row.id}`) },
    { key: 'staff', label: words.staff, run: (row) => navigate(`/staffList?companyId=${row.id}`) },
    { key: 'tree', label: words.tree, run: (row) => navigate(`/companyTree?id=${row.id}`) },
    { key: 'moveIn', label: word(LOG_ACTIONS.moveIn), call: tenancyCalls.moveIn, visible: isSettled, run: (row) => setMovingIn(row) },
    { key: 'moveOut', label: word(LOG_ACTIONS.moveOut), danger: true, call: tenancyCalls.moveOut, visible: isSettled, run: (row) => setMovingOut(row) },
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
            <Button onClick={() => navigate(`/selectFeild-export?${new URLSearchParams(list.filters).toString()}`)}>{words.export}</Button>
            <Button onClick={() => navigate('/companyTreeRatio')}>{words.compare}</Button>
          </Space>
        )}
      />
      <MoveInDialog company={movingIn} onClose={() => setMovingIn(null)} />
      <MoveOutDialog company={movingOut} onClose={() => setMovingOut(null)} />
    </>
  );
}
