// The application content: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const appContentDomain = defineDomain({
  logModules: {
    appContent: '应用内容',
  },
});
