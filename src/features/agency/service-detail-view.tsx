import { Link } from 'react-router-dom';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { useContractWord } from '@/components/i18n/contract-word';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';
import { priceText, serviceTypeName } from './service-fields';

type Shown = Omit<AgencyServiceFields, 'serviceType'> & { serviceType: string; mechanismName?: string };

interface ItemsOf {
  withAgency: boolean;
  agencyHref: string | undefined;
  texts: AgencyTexts;
  word: (chinese: string) => string;
}

const items = ({ withAgency, agencyHref, texts, word }: ItemsOf): DetailItem<Shown>[] => {
  const w = texts.service;
  return [
    { key: 'name', label: w.name },
    ...(withAgency
      ? [{ key: 'mechanismName', label: w.agency, render: (s) => (agencyHref ? <Link to={agencyHref}>{s.mechanismName}</Link> : s.mechanismName) } as DetailItem<Shown>]
      : []),
    { key: 'serviceType', label: w.serviceType, render: (s) => serviceTypeName(s.serviceType, word) },
    { key: 'price', label: w.price, changedBy: ['priceMinFen', 'priceMaxFen'], render: (s) => priceText(s.priceMinFen, s.priceMaxFen) },
    { key: 'deliveryDays', label: w.deliveryDays, render: (s) => texts.days(s.deliveryDays) },
    { key: 'voucherPayable', label: w.voucherPayment, span: withAgency ? 1 : 2, render: (s) => (s.voucherPayable ? w.voucherPayableYes : w.voucherPayableNo) },
    { key: 'deliverables', label: w.deliverables, span: 2, render: (s) => <span style={{ whiteSpace: 'pre-wrap' }}>{s.deliverables}</span> },
    { key: 'body', label: w.body, span: 2, render: (s) => <RichTextView html={s.body} /> },
  ];
};

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
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  return (
    <DetailView<Shown>
      record={service}
      items={items({ withAgency, agencyHref, texts, word })}
      pending={pending ? { ...service, ...pending } : null}
      {...(title ? { title } : {})}
    />
  );
}
