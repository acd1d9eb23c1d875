import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deletePersonnel, fetchPersonnel, type Personnel } from '@/api/personnel';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { ImportDialog } from './import-dialog';
import { staffColumns, staffFilters, staffSearchFields } from './staff-fields';
import { PERSONNEL_LIST_KEY } from './staff-queries';

const fetchPage: ListFetcher<Personnel> = ({ pageNum, pageSize, filters }) => fetchPersonnel({ pageNum, pageSize, ...staffFilters(filters) });

/** Screen `staffManage` (front): the company's own staff — search, add, edit, delete and bulk import. */
export function StaffManageScreen() {
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);

  const actions: RowAction<Personnel>[] = [
    { key: 'edit', label: '编辑', run: (row) => navigate(`/staffAddOrEdit?id=${row.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      confirm: (row) => `确定删除员工「${row.name}」吗？`,
      run: (row) => deletePersonnel([row.id]),
    },
  ];

  return (
    <>
      <ListPage<Personnel>
        fetch={fetchPage}
        queryKey={PERSONNEL_LIST_KEY}
        searchFields={staffSearchFields}
        columns={staffColumns}
        rowKey="id"
        actions={actions}
        toolbar={() => (
          <>
            <Button type="primary" onClick={() => navigate('/staffAddOrEdit')}>
              新增员工
            </Button>
            <Button onClick={() => setImporting(true)}>批量导入</Button>
          </>
        )}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
