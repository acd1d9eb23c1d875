import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { SERVICE_TYPES, type ServiceType } from '@contract/agency';
import type { AgencyProfileFields } from '@contract/schemas/agency';

export const serviceTypeNames = (types: readonly string[]) =>
  types.map((type) => (Object.hasOwn(SERVICE_TYPES, type) ? SERVICE_TYPES[type as ServiceType] : type)).join('、');

type Shown = AgencyProfileFields & { regionName: string };

const items: DetailItem<Shown>[] = [
  { key: 'name', label: '机构名称' },
  { key: 'creditCode', label: '统一社会信用代码' },
  { key: 'legalPerson', label: '法定代表人' },
  { key: 'contact', label: '联系人' },
  { key: 'phone', label: '联系电话' },
  { key: 'serviceTypes', label: '服务类型', render: (p) => serviceTypeNames(p.serviceTypes) },
  { key: 'address', label: '机构地址', span: 2, changedBy: ['regionName', 'address'], render: (p) => `${p.regionName} ${p.address}`.trim() },
  {
    key: 'licence', label: '营业执照', span: 2,
    render: (p) => <FileList files={[p.licence]} thumb={240} />,
  },
  { key: 'introduction', label: '机构简介', span: 2, render: (p) => <RichTextView html={p.introduction} /> },
];

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
  return <DetailView<Shown> record={record} items={items} pending={next} {...(title ? { title } : {})} />;
}
