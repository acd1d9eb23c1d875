import { Link } from 'react-router-dom';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { priceText, serviceTypeName } from './service-fields';

type Shown = Omit<AgencyServiceFields, 'serviceType'> & { serviceType: string; mechanismName?: string };

const items = (withAgency: boolean, agencyHref?: string): DetailItem<Shown>[] => [
  { key: 'name', label: '服务名称' },
  ...(withAgency
    ? [{ key: 'mechanismName', label: '服务机构', render: (s) => (agencyHref ? <Link to={agencyHref}>{s.mechanismName}</Link> : s.mechanismName) } as DetailItem<Shown>]
    : []),
  { key: 'serviceType', label: '服务类型', render: (s) => serviceTypeName(s.serviceType) },
  { key: 'price', label: '价格', changedBy: ['priceMinFen', 'priceMaxFen'], render: (s) => priceText(s.priceMinFen, s.priceMaxFen) },
  { key: 'deliveryDays', label: '交付周期', render: (s) => `${s.deliveryDays}天` },
  { key: 'voucherPayable', label: '服务券支付', span: withAgency ? 1 : 2, render: (s) => (s.voucherPayable ? '可用服务券支付' : '不可用服务券支付') },
  { key: 'deliverables', label: '企业获得', span: 2, render: (s) => <span style={{ whiteSpace: 'pre-wrap' }}>{s.deliverables}</span> },
  { key: 'body', label: '服务详情', span: 2, render: (s) => <RichTextView html={s.body} /> },
];

export interface ServiceDetailViewProps {
  service: Shown;
  title?: string;
  withAgency?: boolean;
  /** Where the agency's name leads (the company's agency detail). */
  agencyHref?: string;
  /** A change waiting for audit: each item it changes shows its new value marked 「变更为」. */
  pending?: AgencyServiceFields | null;
}

/** A service as a read view (the agency's, the reviewer's and the company's). */
export function ServiceDetailView({ service, title, withAgency = false, agencyHref, pending }: ServiceDetailViewProps) {
  return (
    <DetailView<Shown>
      record={service}
      items={items(withAgency, agencyHref)}
      pending={pending ? { ...service, ...pending } : null}
      {...(title ? { title } : {})}
    />
  );
}
