// The verification codes: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const verifyCodeDomain = defineDomain({
  logModules: {
    verifyCode: '验证码',
  },
});
