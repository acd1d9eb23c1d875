import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { SERVICE_TYPES, type ServiceType } from '@contract/agency';
import type { AgencyProfileFields } from '@contract/schemas/agency';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

/** The service types named in the language in effect (`word`: useContractWord()), joined by its separator. */
export const serviceTypeNames = (types: readonly string[], word: (chinese: string) => string, separator: string) =>
  types.map((type) => (Object.hasOwn(SERVICE_TYPES, type) ? word(SERVICE_TYPES[type as ServiceType]) : type)).join(separator);

type Shown = AgencyProfileFields & { regionName: string };

function profileItems(texts: AgencyTexts, word: (chinese: string) => string): DetailItem<Shown>[] {
  const p = texts.profile;
  return [
    { key: 'name', label: p.name },
    { key: 'creditCode', label: p.creditCode },
    { key: 'legalPerson', label: p.legalPerson },
    { key: 'contact', label: p.contact },
    { key: 'phone', label: p.phone },
    { key: 'serviceTypes', label: p.serviceTypes, render: (row) => serviceTypeNames(row.serviceTypes, word, texts.typeSeparator) },
    { key: 'address', label: p.fullAddress, span: 2, changedBy: ['regionName', 'address'], render: (row) => `${row.regionName} ${row.address}`.trim() },
    {
      key: 'licence', label: p.licence, span: 2,
      render: (row) => <FileList files={[row.licence]} thumb={240} />,
    },
    { key: 'introduction', label: p.introduction, span: 2, render: (row) => <RichTextView html={row.introduction} /> },
  ];
}

export interface AgencyProfileViewProps {
  profile: AgencyProfileFields | null;
  regionName: string;
  title?: string;
  /** A change waiting for audit: each item it changes shows its new value marked 「变更为」. */
  pending?: AgencyProfileFields | null;
  pendingRegionName?: string | null;
}

/** An agency's profile as a read view; with a pending change, the reviewer's marked comparison. */
export function AgencyProfileView({ profile, regionName, title, pending, pendingRegionName }: AgencyProfileViewProps) {
  const record = profile ? { ...profile, regionName } : null;
  const next = pending ? { ...pending, regionName: pendingRegionName ?? regionName } : null;
  const items = profileItems(useTexts(agencyCatalogue), useContractWord());
  return <DetailView<Shown> record={record} items={items} pending={next} {...(title ? { title } : {})} />;
}
