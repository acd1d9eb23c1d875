// The the life tree: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const lifeTreeDomain = defineDomain({
  logModules: {
    milestone: '里程碑',
  },
});
