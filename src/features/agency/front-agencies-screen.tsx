import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchListedAgencies, type ListedAgencyRow } from '@/api/agency';
import { loadError } from '@/api/queries/load-error';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import type { ServiceType } from '@contract/agency';
import { SERVICE_TYPE_OPTIONS } from './agency-fields';
import { AgencyProfileView, serviceTypeNames } from './agency-profile-view';
import { agencyQuery, LISTED_AGENCY_LIST_KEY } from './agency-queries';
import { StrengthView } from './strength-view';

const columns: DataColumn<ListedAgencyRow>[] = [
  { key: 'name', title: '机构名称', ellipsis: true },
  { key: 'serviceTypes', title: '服务类型', render: (row) => serviceTypeNames(row.serviceTypes) },
  { key: 'regionName', title: '所在地区' },
  { key: 'contact', title: '联系人' },
  { key: 'phone', title: '联系电话' },
];

const searchFields: SearchField[] = [
  { type: 'text', name: 'name', label: '机构名称' },
  { type: 'select', name: 'serviceType', label: '服务类型', options: SERVICE_TYPE_OPTIONS },
];

const fetchPage: ListFetcher<ListedAgencyRow> = ({ pageNum, pageSize, filters }) =>
  fetchListedAgencies({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}), ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}) });

/** One agency as a company reads it: its profile in force and its strength (team, certificates, cases). */
function AgencyReading({ id, onBack }: { id: string; onBack: () => void }) {
  const navigate = useNavigate();
  const info = useQuery(agencyQuery(id));
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} action={<Button onClick={onBack}>返回列表</Button>} />;
  const agency = info.data;
  return (
    <Card
      title={agency.name}
      extra={
        <Space>
          <Button onClick={() => navigate('/front-services')}>园区服务</Button>
          <Button onClick={onBack}>返回列表</Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <AgencyProfileView profile={agency.data} regionName={agency.regionName} title="机构信息" />
        <StrengthView id={id} />
      </Space>
    </Card>
  );
}

/** Screen `front-agencies`: the approved, listed agencies a company may engage; `?id=` reads one with its strength. */
export function FrontAgenciesScreen() {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  if (id) return <AgencyReading id={id} onBack={() => navigate('.')} />;
  return (
    <ListPage<ListedAgencyRow>
      fetch={fetchPage}
      queryKey={LISTED_AGENCY_LIST_KEY}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      actions={[{ key: 'view', label: '查看', run: (row) => navigate(`?id=${row.id}`) }]}
    />
  );
}
