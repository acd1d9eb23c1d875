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
import { toParkQuery } from './park-query';
import { parkCatalogue, type ParkTexts } from './i18n/park';
import { PARK_LIST_KEY } from './park-queries';
import { asOptions, useRegions } from '@/components/region/use-region-options';
import { USER_TYPES } from '@contract/host-kinds';
import { LOG_ACTIONS } from '@contract/oplog';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';

function parkColumns(words: ParkTexts['list']): DataColumn<Park>[] {
  return [
    { key: 'logo', title: words.logo, width: COLUMN_WIDTHS.thumb, render: (row) => (row.logo ? <img src={row.logo} alt={words.logoOf(row.name)} width={40} height={40} /> : null) },
    { key: 'name', title: words.name },
    { key: 'regionName', title: words.region },
    { key: 'address', title: words.address, ellipsis: true },
    { key: 'areaSqm', title: words.area, width: COLUMN_WIDTHS.area },
    { key: 'contact', title: words.contact, width: COLUMN_WIDTHS.person },
    { key: 'phone', title: words.phone, width: COLUMN_WIDTHS.phone },
    { key: 'enabled', title: words.state, width: COLUMN_WIDTHS.state, render: (row) => words.states[`${row.enabled}`] },
  ];
}

const fetchPage: ListFetcher<Park> = ({ pageNum, pageSize, filters }) => fetchParks(toParkQuery(pageNum, pageSize, filters));

/** Screen `park`: every park the caller may manage, searchable by name, province and state. */
export function ParkListScreen() {
  const navigate = useNavigate();
  const isAdmin = useSessionStore((state) => state.userType === USER_TYPES.platformAdmin);
  const { provinces } = useRegions();
  const words = useTexts(parkCatalogue).list;
  const word = useContractWord();
  const columns = useMemo(() => parkColumns(words), [words]);

  const searchFields = useMemo<SearchField[]>(
    () => [
      { type: 'text', name: 'name', label: words.name },
      { type: 'select', name: 'provinceCode', label: words.province, options: asOptions(provinces) },
      { type: 'select', name: 'enabled', label: words.state, options: Object.entries(words.states).map(([value, label]) => ({ label, value })) },
    ],
    [provinces, words],
  );

  const actions: RowAction<Park>[] = [
    { key: 'edit', label: words.edit, call: parkCalls.update, run: (row) => navigate(`/park-add?id=${row.id}`) },
    { key: 'build', label: words.estate, run: (row) => navigate(`/park-build?id=${row.id}`) },
  ];
  if (isAdmin) {
    actions.push(
      {
        key: 'disable',
        label: word(LOG_ACTIONS.disable),
        danger: true,
        visible: (row) => row.enabled,
        confirm: (row) => words.disableQuestion(row.name),
        run: (row) => setParkEnabled(row.id, false),
      },
      {
        key: 'enable',
        label: word(LOG_ACTIONS.enable),
        visible: (row) => !row.enabled,
        confirm: (row) => words.enableQuestion(row.name),
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
            {words.add}
          </Button>
        )
      }
    />
  );
}
