// The an agency's services: what the domain brings beyond its calls and screens (contract/domain.ts).
import { agencyServiceMachine } from '../machines/agency-service';
import { defineDomain } from '../domain';

export const agencyServiceDomain = defineDomain({
  logModules: {
    agencyService: '机构服务',
  },
  messageKinds: {
    agencyServiceSubmitted: { label: '机构服务待审核', to: 'park operators' },
    agencyServiceAudited: { label: '机构服务审核结果', to: 'agency' },
  },
  messageSubjects: ['agencyService'],
  machines: { agencyService: agencyServiceMachine },
  homeKinds: {
    serviceAudit: { label: '机构服务待审核', host: 'manage', place: 10, screen: 'orgServiceCheck', privilege: 'agencyAudit', row: () => ({ screen: 'orgServiceCheck' }) },
  },
});
