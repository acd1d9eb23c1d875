// The agencies' settlements: what the domain brings beyond its calls and screens (contract/domain.ts).
import { settlementMachine } from '../machines/settlement';
import { defineDomain } from '../domain';

export const settlementsDomain = defineDomain({
  logModules: {
    settlement: '结算单',
  },
  messageKinds: {
    settlementSubmitted: { label: '结算单待核对', to: 'park operators' },
    settlementPaid: { label: '结算单已付款', to: 'agency' },
    settlementReturned: { label: '结算单被退回', to: 'agency' },
  },
  messageSubjects: ['settlement'],
  machines: { settlement: settlementMachine },
  homeKinds: {
    settlementReturned: { label: '退回的结算单', host: 'agent', place: 5, screen: 'cash-order', row: ({ id }) => ({ screen: 'cash-order', query: { tab: 'settlement', settlementId: id } }) },
  },
});
