// The uploads: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const filesDomain = defineDomain({
  logModules: {
    file: '文件',
  },
});
