// The the operation log itself: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const logsDomain = defineDomain({
  logModules: {
    operationLog: '操作日志',
  },
});
