import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { SERVICE_TYPES, type ServiceType } from '@/contract/agency';
import type { AgencyProfileFields } from '@/contract/schemas/agency';

export const serviceTypeNames = (types: readonly string[]) =>
  types.map((type) => (Object.hasOwn(SERVICE_TYPES, type) ? SERVICE_TYPES[type as ServiceType] : type)).join('、');

const items = (regionName: string): DetailItem<AgencyProfileFields>[] => [
  { key: 'name', label: '机构名称' },
  { key: 'creditCode', label: '统一社会信用代码' },
  { key: 'legalPerson', label: '法定代表人' },
  { key: 'contact', label: '联系人' },
  { key: 'phone', label: '联系电话' },
  { key: 'serviceTypes', label: '服务类型', render: (p) => serviceTypeNames(p.serviceTypes) },
  { key: 'address', label: '机构地址', span: 2, render: (p) => `${regionName} ${p.address}`.trim() },
  {
    key: 'licence', label: '营业执照', span: 2,
    render: (p) => <FileList files={[p.licence]} thumb={240} />,
  },
  { key: 'introduction', label: '机构简介', span: 2, render: (p) => <RichTextView html={p.introduction} /> },
];

/** An agency's profile as a read view. */
export function AgencyProfileView({ profile, regionName, title }: { profile: AgencyProfileFields | null; regionName: string; title?: string }) {
  return <DetailView<AgencyProfileFields> record={profile} items={items(regionName)} {...(title ? { title } : {})} />;
}
