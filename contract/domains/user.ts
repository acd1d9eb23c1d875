// The accounts and passwords: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const userDomain = defineDomain({
  logModules: {
    user: '账号',
    password: '密码',
  },
});
