import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Spin, Tabs } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchListedServices, fetchParkServiceProducts, type ContentRow, type ListedServiceItem } from '@/api/agency-services';
import { loadError } from '@/api/queries/load-error';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { ServiceType } from '@contract/agency';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { formatMoney } from '@/lib/money';
import { agencyDetailPath } from './front-paths';
import { serviceSearchFields } from './service-columns';
import { ServiceDetailView } from './service-detail-view';
import { priceText, serviceTypeName } from './service-fields';
import { LISTED_SERVICE_LIST_KEY, listedServiceQuery, PARK_SERVICE_PRODUCTS_KEY } from './service-queries';

const HERE = '/front-services';
// The application itself is the orders screen's: it is opened with the chosen service.
const applyPath = (id: number) => `/front-createCashOrder?subject=agency:${id}`;
const askPath = (id: number) => `/front-createAdviceOrder?type=agencyService&id=${id}`;

const agencyColumns: DataColumn<ListedServiceItem>[] = [
  { key: 'name', title: '服务名称', ellipsis: true },
  { key: 'mechanismName', title: '服务机构', render: (row) => <Link to={agencyDetailPath(row.mechanismId)}>{row.mechanismName}</Link> },
  { key: 'serviceType', title: '服务类型', render: (row) => serviceTypeName(row.serviceType) },
  { key: 'price', title: '价格', render: (row) => priceText(row.priceMinFen, row.priceMaxFen) },
  { key: 'deliveryDays', title: '交付周期', render: (row) => `${row.deliveryDays}天` },
  { key: 'voucherPayable', title: '服务券', render: (row) => (row.voucherPayable ? '可用' : '不可用') },
];

const fen = (value: unknown) => (typeof value === 'number' ? formatMoney(value / 100) : null);
const parkColumns: DataColumn<ContentRow>[] = [
  { key: 'title', title: '服务名称', ellipsis: true },
  { key: 'provider', title: '提供方', render: (row) => (typeof row.extra.provider === 'string' ? row.extra.provider : null) },
  { key: 'classificationName', title: '分类' },
  { key: 'price', title: '最低价格', render: (row) => fen(row.extra.priceMinFen) },
  { key: 'publishAt', title: '发布时间', format: 'datetime' },
];

const fetchAgencyServices: ListFetcher<ListedServiceItem> = ({ pageNum, pageSize, filters }) =>
  fetchListedServices({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}), ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}) });

const fetchParkServices: ListFetcher<ContentRow> = ({ pageNum, pageSize, filters }) =>
  fetchParkServiceProducts({ pageNum, pageSize, ...(filters.name ? { title: filters.name } : {}) });

function ListedServicePanel({ id }: { id: string }) {
  const navigate = useNavigate();
  const info = useQuery(listedServiceQuery(id));
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const service = { ...info.data, serviceType: info.data.serviceType as AgencyServiceFields['serviceType'] };
  return (
    <Card
      title={service.name}
      extra={
        <>
          <Button onClick={() => navigate(HERE)} style={{ marginRight: 8 }}>返回列表</Button>
          <Button onClick={() => navigate(agencyDetailPath(service.mechanismId))} style={{ marginRight: 8 }}>查看机构</Button>
          <Button onClick={() => navigate(askPath(service.id))} style={{ marginRight: 8 }}>咨询</Button>
          <Button type="primary" onClick={() => navigate(applyPath(service.id))}>申请服务</Button>
        </>
      }
    >
      <ServiceDetailView service={service} withAgency agencyHref={agencyDetailPath(service.mechanismId)} />
    </Card>
  );
}

/** Screen `front-services`: the park's service products for a company — the park's own and those of listed agencies. */
export function FrontServicesScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <ListedServicePanel id={id} />;
  return (
    <Tabs
      items={[
        {
          key: 'agency',
          label: '机构服务',
          children: (
            <ListPage<ListedServiceItem>
              fetch={fetchAgencyServices}
              queryKey={LISTED_SERVICE_LIST_KEY}
              searchFields={serviceSearchFields(false)}
              columns={agencyColumns}
              rowKey="id"
              actions={[
                { key: 'view', label: '查看', run: (row) => navigate(`${HERE}?id=${row.id}`) },
                { key: 'apply', label: '申请', run: (row) => navigate(applyPath(row.id)) },
              ]}
            />
          ),
        },
        {
          key: 'park',
          label: '园区服务产品',
          children: <ListPage<ContentRow> fetch={fetchParkServices} queryKey={PARK_SERVICE_PRODUCTS_KEY} searchFields={[{ type: 'text', name: 'name', label: '服务名称' }]} columns={parkColumns} rowKey="id" />,
        },
      ]}
    />
  );
}
