// The buildings, floors and rooms: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const estateDomain = defineDomain({
  logModules: {
    building: '楼栋',
    floor: '楼层',
    room: '房间',
  },
});
