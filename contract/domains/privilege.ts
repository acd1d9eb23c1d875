// The privileges: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const privilegeDomain = defineDomain({
  logModules: {
    privilege: '权限',
  },
});
