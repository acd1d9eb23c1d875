// The service consultations: what the domain brings beyond its calls and screens (contract/domain.ts).
import { consultationMachine } from '../machines/consultation';
import { defineDomain } from '../domain';

export const consultationsDomain = defineDomain({
  logModules: {
    consultation: '服务咨询',
  },
  messageKinds: {
    consultationAsked: { label: '服务咨询待答复', to: 'park operators' },
    consultationFollowedUp: { label: '服务咨询追问待答复', to: 'park operators, or the agency it was handed to' },
    consultationAnswered: { label: '服务咨询已答复', to: 'company' },
    consultationHanded: { label: '服务咨询已转交', to: 'agency' },
    consultationClosed: { label: '服务咨询已关闭', to: 'company' },
  },
  messageSubjects: ['consultation'],
  machines: { consultation: consultationMachine },
  homeKinds: {
    consultation: { label: '待答复的咨询', host: 'manage', place: 5, screen: 'advice-order', privilege: 'orderRouting', row: ({ id }) => ({ screen: 'adviceOrderDetail', query: { id } }) },
    consultationAnswered: { label: '已答复的咨询', host: 'front', place: 4, screen: 'front-advice-order', row: ({ id }) => ({ screen: 'front-advice-order', query: { id } }) },
  },
});
