// The companies, their check-in and their changes: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const enterpriseDomain = defineDomain({
  logModules: {
    enterprise: '企业',
  },
  messageKinds: {
    companyApplied: { label: '入驻申请待审核', to: 'park operators' },
    companyChangeSubmitted: { label: '企业信息变更待审核', to: 'park operators' },
    companyAudited: { label: '入驻审核结果', to: 'company' },
  },
  messageSubjects: ['company'],
  homeKinds: {
    checkIn: { label: '入驻审核', host: 'manage', place: 1, screen: 'checkcompany', privilege: 'companyAudit', row: ({ id }) => ({ screen: 'companyManage-detail', query: { companyId: id } }) },
    changeAudit: { label: '信息变更待审核', host: 'manage', place: 2, screen: 'checkcompany', privilege: 'companyAudit', row: ({ id }) => ({ screen: 'companyManage-detail', query: { companyId: id } }) },
    companyCheckIn: { label: '入驻申请', host: 'front', place: 1, screen: 'companyManage-detail', row: () => ({ screen: 'companyManage-edit' }) },
  },
});
