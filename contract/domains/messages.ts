// The the message centre: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const messagesDomain = defineDomain({
  messageKinds: {
    systemNotice: { label: '系统通知', to: 'any user' },
  },
});
