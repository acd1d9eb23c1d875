import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Spin, Tabs } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchListedServices, fetchParkServiceProducts, type ContentRow, type ListedServiceItem } from '@/api/agency-services';
import { loadError } from '@/api/queries/load-error';
import type { DataColumn } from '@/components/data-table/data-table';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { ServiceType } from '@contract/agency';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { formatMoney } from '@/lib/money';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';
import { agencyDetailPath } from './front-paths';
import { serviceSearchFields } from './service-columns';
import { ServiceDetailView } from './service-detail-view';
import { priceText, serviceTypeName } from './service-fields';
import { LISTED_SERVICE_LIST_KEY, listedServiceQuery, PARK_SERVICE_PRODUCTS_KEY } from './service-queries';

const HERE = '/front-services';
// The application itself is the orders screen's: it is opened with the chosen service.
const applyPath = (id: number) => `/front-createCashOrder?subject=agency:${id}`;
const askPath = (id: number) => `/front-createAdviceOrder?type=agencyService&id=${id}`;

const agencyColumns = (texts: AgencyTexts, word: (chinese: string) => string): DataColumn<ListedServiceItem>[] => {
  const s = texts.service;
  return [
    { key: 'name', title: s.name, ellipsis: true },
    { key: 'mechanismName', title: s.agency, render: (row) => <Link to={agencyDetailPath(row.mechanismId)}>{row.mechanismName}</Link> },
    { key: 'serviceType', title: s.serviceType, render: (row) => serviceTypeName(row.serviceType, word) },
    { key: 'price', title: s.price, render: (row) => priceText(row.priceMinFen, row.priceMaxFen) },
    { key: 'deliveryDays', title: s.deliveryDays, render: (row) => texts.days(row.deliveryDays) },
    { key: 'voucherPayable', title: s.voucher, render: (row) => (row.voucherPayable ? s.voucherYes : s.voucherNo) },
  ];
};

const fen = (value: unknown) => (typeof value === 'number' ? formatMoney(value / 100) : null);
const parkColumns = ({ service, front }: AgencyTexts): DataColumn<ContentRow>[] => [
  { key: 'title', title: service.name, ellipsis: true },
  { key: 'provider', title: front.provider, render: (row) => (typeof row.extra.provider === 'string' ? row.extra.provider : null) },
  { key: 'classificationName', title: front.classification },
  { key: 'price', title: front.lowestPrice, render: (row) => fen(row.extra.priceMinFen) },
  { key: 'publishAt', title: front.publishedAt, format: 'datetime' },
];

const fetchAgencyServices: ListFetcher<ListedServiceItem> = ({ pageNum, pageSize, filters }) =>
  fetchListedServices({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}), ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}) });

const fetchParkServices: ListFetcher<ContentRow> = ({ pageNum, pageSize, filters }) =>
  fetchParkServiceProducts({ pageNum, pageSize, ...(filters.name ? { title: filters.name } : {}) });

function ListedServicePanel({ id }: { id: string }) {
  const navigate = useNavigate();
  const info = useQuery(listedServiceQuery(id));
  const texts = useTexts(agencyCatalogue);
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} />;
  const service = { ...info.data, serviceType: info.data.serviceType as AgencyServiceFields['serviceType'] };
  return (
    <Card
      title={service.name}
      extra={
        <>
          <Button onClick={() => navigate(HERE)} style={{ marginRight: 8 }}>{texts.back}</Button>
          <Button onClick={() => navigate(agencyDetailPath(service.mechanismId))} style={{ marginRight: 8 }}>{texts.front.viewAgency}</Button>
          <Button onClick={() => navigate(askPath(service.id))} style={{ marginRight: 8 }}>{texts.front.ask}</Button>
          <Button type="primary" onClick={() => navigate(applyPath(service.id))}>{texts.front.applyService}</Button>
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
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const parts = useMemo(
    () => ({
      agencySearch: serviceSearchFields(false, texts, word),
      agencyColumns: agencyColumns(texts, word),
      parkSearch: [{ type: 'text' as const, name: 'name', label: texts.service.name }],
      parkColumns: parkColumns(texts),
    }),
    [texts, word],
  );
  if (id) return <ListedServicePanel id={id} />;
  return (
    <Tabs
      items={[
        {
          key: 'agency',
          label: texts.front.agencyServices,
          children: (
            <ListPage<ListedServiceItem>
              fetch={fetchAgencyServices}
              queryKey={LISTED_SERVICE_LIST_KEY}
              searchFields={parts.agencySearch}
              columns={parts.agencyColumns}
              rowKey="id"
              actions={[
                { key: 'view', label: texts.view, run: (row) => navigate(`${HERE}?id=${row.id}`) },
                { key: 'apply', label: texts.front.apply, run: (row) => navigate(applyPath(row.id)) },
              ]}
            />
          ),
        },
        {
          key: 'park',
          label: texts.front.parkProducts,
          children: <ListPage<ContentRow> fetch={fetchParkServices} queryKey={PARK_SERVICE_PRODUCTS_KEY} searchFields={parts.parkSearch} columns={parts.parkColumns} rowKey="id" />,
        },
      ]}
    />
  );
}
