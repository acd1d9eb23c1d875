// The moving companies in and out: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const tenancyDomain = defineDomain({
  messageKinds: {
    companyMovedIn: { label: '企业迁入', to: 'company' },
    companyMovedOut: { label: '企业迁出', to: 'company' },
  },
  homeKinds: {
    moveIn: { label: '待登记迁入', host: 'manage', place: 3, screen: 'settlecompany', privilege: 'companyTenancy', row: ({ id }) => ({ screen: 'companyManage-edit', query: { companyId: id } }) },
  },
});
