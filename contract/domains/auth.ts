// The signing in: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const authDomain = defineDomain({
  logModules: {
    auth: '认证',
  },
});
