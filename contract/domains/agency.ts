// The service agencies and their profiles: what the domain brings beyond its calls and screens (contract/domain.ts).
import { agencyProfileMachine } from '../machines/agency-profile';
import { defineDomain } from '../domain';

export const agencyDomain = defineDomain({
  logModules: {
    agency: '服务机构',
  },
  messageKinds: {
    agencySubmitted: { label: '服务机构待审核', to: 'park operators' },
    agencyChangeSubmitted: { label: '服务机构信息变更待审核', to: 'park operators' },
    agencyAudited: { label: '机构信息审核结果', to: 'agency' },
  },
  messageSubjects: ['agency'],
  machines: { agencyProfile: agencyProfileMachine },
  homeKinds: {
    agencyAudit: { label: '机构待审核', host: 'manage', place: 9, screen: 'orgCompanyCheck', privilege: 'agencyAudit', row: () => ({ screen: 'orgCompanyCheck' }) },
  },
});
