// The policy pre-applications: what the domain brings beyond its calls and screens (contract/domain.ts).
import { preApplyMachine } from '../machines/pre-apply';
import { defineDomain } from '../domain';

export const preApplyDomain = defineDomain({
  logModules: {
    preApply: '政策预申报',
  },
  messageKinds: {
    preApplySubmitted: { label: '政策预申报待审核', to: 'park operators' },
    preApplyReviewed: { label: '政策预申报审核结果', to: 'company' },
    preApplyCancelled: { label: '政策预申报已取消', to: 'park operators' },
  },
  messageSubjects: ['preApply'],
  machines: { preApply: preApplyMachine },
  homeKinds: {
    preApply: { label: '待预审的政策申报', host: 'manage', place: 6, screen: 'pre-check', privilege: 'preApplyReview', row: ({ id }) => ({ screen: 'preCheckDetail', query: { id } }) },
    materialsReturned: { label: '园区退回的申报材料', host: 'front', place: 2, screen: 'front-preApply-order', row: ({ id }) => ({ screen: 'front-preApply-order-detail', query: { id } }) },
  },
});
