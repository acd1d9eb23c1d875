import { useMemo } from 'react';
import { Alert, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fetchCompanyPersonnel, type Personnel, type PersonnelWebPage } from '@/api/personnel';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { MAX_ID } from '@contract/constants';
import { staffCatalogue } from './i18n/staff';
import { staffColumns, staffFilters, staffSearchFields } from './staff-fields';
import { PERSONNEL_WEB_KEY } from './staff-queries';

function companyIdOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

function CompanyStaff({ companyId }: { companyId: number }) {
  const texts = useTexts(staffCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: staffSearchFields(texts.fields), columns: staffColumns(texts.fields, word) }), [texts, word]);
  const fetchPage: ListFetcher<Personnel, PersonnelWebPage> = ({ pageNum, pageSize, filters }) =>
    fetchCompanyPersonnel({ companyId, pageNum, pageSize, ...staffFilters(filters) });
  return (
    <ListPage<Personnel, PersonnelWebPage>
      fetch={fetchPage}
      queryKey={[...PERSONNEL_WEB_KEY, { companyId }]}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      toolbar={(list) =>
        list.result && <Typography.Text strong>{texts.list.summary(list.result.company.name, list.result.total)}</Typography.Text>
      }
    />
  );
}

/** Screen `staffList` (manage): a park operator's read-only view of the staff of the company named by `?companyId=`. */
export function StaffListScreen() {
  const [params] = useSearchParams();
  const companyId = companyIdOf(params.get('companyId'));
  const words = useTexts(staffCatalogue).list;
  if (companyId === null) return <Alert type="warning" showIcon title={words.chooseCompany} />;
  return <CompanyStaff key={companyId} companyId={companyId} />;
}
