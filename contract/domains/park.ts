// The the parks: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const parkDomain = defineDomain({
  logModules: {
    park: '园区',
  },
});
