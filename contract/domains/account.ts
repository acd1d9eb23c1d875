// The manager accounts and their service commitment: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const accountDomain = defineDomain({
  logModules: {
    account: '客户经理账号',
    commitment: '服务承诺',
  },
});
