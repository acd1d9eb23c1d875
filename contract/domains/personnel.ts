// The a company's staff: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const personnelDomain = defineDomain({
  logModules: {
    personnel: '员工',
  },
});
