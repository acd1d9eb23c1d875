import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deletePersonnel, fetchPersonnel, type Personnel } from '@/api/personnel';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { staffCatalogue } from './i18n/staff';
import { ImportDialog } from './import-dialog';
import { staffColumns, staffFilters, staffSearchFields } from './staff-fields';
import { PERSONNEL_LIST_KEY } from './staff-queries';

const fetchPage: ListFetcher<Personnel> = ({ pageNum, pageSize, filters }) => fetchPersonnel({ pageNum, pageSize, ...staffFilters(filters) });

/** Screen `staffManage` (front): the company's own staff — search, add, edit, delete and bulk import. */
export function StaffManageScreen() {
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const texts = useTexts(staffCatalogue);
  const words = texts.manage;
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: staffSearchFields(texts.fields), columns: staffColumns(texts.fields, word) }), [texts, word]);

  const actions: RowAction<Personnel>[] = [
    { key: 'edit', label: words.edit, run: (row) => navigate(`/staffAddOrEdit?id=${row.id}`) },
    {
      key: 'delete',
      label: words.delete,
      danger: true,
      confirm: (row) => words.deleteQuestion(row.name),
      run: (row) => deletePersonnel([row.id]),
    },
  ];

  return (
    <>
      <ListPage<Personnel>
        fetch={fetchPage}
        queryKey={PERSONNEL_LIST_KEY}
        searchFields={parts.searchFields}
        columns={parts.columns}
        rowKey="id"
        actions={actions}
        toolbar={() => (
          <>
            <Button type="primary" onClick={() => navigate('/staffAddOrEdit')}>
              {words.add}
            </Button>
            <Button onClick={() => setImporting(true)}>{words.import}</Button>
          </>
        )}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
