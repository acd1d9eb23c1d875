// The the estate imports: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const estateImportDomain = defineDomain({
  logModules: {
    importTask: '导入任务',
  },
});
