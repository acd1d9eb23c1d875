// The public service content and policy conditions: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const contentDomain = defineDomain({
  logModules: {
    content: '公共服务内容',
    contentClass: '内容分类',
    policyCondition: '政策条件',
  },
  messageKinds: {
    policyMatched: { label: '政策推送', to: 'company' },
  },
  homeKinds: {
    policyMatched: { label: '新匹配的政策', host: 'front', place: 6, screen: 'front-policy', row: ({ id }) => ({ screen: 'front-policyDetail', query: { id } }) },
  },
});
