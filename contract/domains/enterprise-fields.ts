// The the company information form: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const enterpriseFieldsDomain = defineDomain({
  logModules: {
    enterpriseModel: '企业字段模块',
    enterpriseField: '企业字段',
  },
});
