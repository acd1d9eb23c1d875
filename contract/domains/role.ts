// The roles: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const roleDomain = defineDomain({
  logModules: {
    role: '角色',
  },
});
