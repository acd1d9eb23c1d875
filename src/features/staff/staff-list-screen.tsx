import { Alert, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fetchCompanyPersonnel, type Personnel, type PersonnelWebPage } from '@/api/personnel';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { MAX_ID } from '@contract/constants';
import { staffColumns, staffFilters, staffSearchFields } from './staff-fields';
import { PERSONNEL_WEB_KEY } from './staff-queries';

function companyIdOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

function CompanyStaff({ companyId }: { companyId: number }) {
  const fetchPage: ListFetcher<Personnel, PersonnelWebPage> = ({ pageNum, pageSize, filters }) =>
    fetchCompanyPersonnel({ companyId, pageNum, pageSize, ...staffFilters(filters) });
  return (
    <ListPage<Personnel, PersonnelWebPage>
      fetch={fetchPage}
      queryKey={[...PERSONNEL_WEB_KEY, { companyId }]}
      searchFields={staffSearchFields}
      columns={staffColumns}
      rowKey="id"
      toolbar={(list) =>
        list.result && <Typography.Text strong>{`${list.result.company.name}：共 ${list.result.total} 名员工（只读）`}</Typography.Text>
      }
    />
  );
}

/** Screen `staffList` (manage): a park operator's read-only view of the staff of the company named by `?companyId=`. */
export function StaffListScreen() {
  const [params] = useSearchParams();
  const companyId = companyIdOf(params.get('companyId'));
  if (companyId === null) return <Alert type="warning" showIcon title="请从入驻企业列表选择要查看员工的企业" />;
  return <CompanyStaff key={companyId} companyId={companyId} />;
}
