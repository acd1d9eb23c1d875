// Administrative divisions (spec §7: v1/region/*), public.
import { Type, type Static } from 'typebox';
import { Digits, Params } from '../primitives';

export const RegionItem = Type.Object({ id: Type.String(), name: Type.String() });
export type RegionItem = Static<typeof RegionItem>;

export const ProvinceParams = Params({ provinceId: Digits(2) });
export type ProvinceParams = Static<typeof ProvinceParams>;

export const CityParams = Params({ cityId: Digits(4) });
export type CityParams = Static<typeof CityParams>;
