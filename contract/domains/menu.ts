// The menus: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const menuDomain = defineDomain({
  logModules: {
    menu: '菜单',
  },
});
