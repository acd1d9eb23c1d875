// The company suggestions: what the domain brings beyond its calls and screens (contract/domain.ts).
import { suggestionMachine } from '../machines/suggestion';
import { defineDomain } from '../domain';

export const suggestionsDomain = defineDomain({
  logModules: {
    suggestion: '企业诉求',
  },
  messageKinds: {
    suggestionSubmitted: { label: '企业诉求待处理', to: 'park operators' },
    suggestionAssigned: { label: '企业诉求指派', to: 'the assignee' },
    suggestionReplied: { label: '诉求已回复', to: 'company' },
    suggestionClosed: { label: '诉求已关闭', to: 'company' },
  },
  messageSubjects: ['suggestion'],
  machines: { suggestion: suggestionMachine },
  homeKinds: {
    suggestion: { label: '待处理的企业诉求', host: 'manage', place: 11, screen: 'companySuggest', row: ({ id }) => ({ screen: 'companySuggest', query: { id } }) },
  },
});
