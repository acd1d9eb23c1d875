import type { ParkInfo, ParkInput } from '@/api/park';

/** What the form holds: the park's payload, with the logo as the uploader's list of URLs. */
export interface ParkFormValues extends Omit<ParkInput, 'logo' | 'introduction'>, Record<string, unknown> {
  logo?: string[];
  introduction?: string;
}

export function toFormValues(park: ParkInfo): Partial<ParkFormValues> {
  return {
    name: park.name,
    logo: park.logo ? [park.logo] : [],
    provinceCode: park.provinceCode ?? undefined,
    cityCode: park.cityCode ?? undefined,
    areaCode: park.areaCode ?? undefined,
    address: park.address ?? undefined,
    areaSqm: park.areaSqm ?? undefined,
    contact: park.contact ?? undefined,
    phone: park.phone ?? undefined,
    introduction: park.introduction ?? undefined,
  };
}

export function toParkInput(values: ParkFormValues): ParkInput {
  return {
    name: values.name.trim(),
    logo: values.logo?.[0] ?? null,
    provinceCode: values.provinceCode,
    cityCode: values.cityCode,
    areaCode: values.areaCode,
    address: values.address.trim(),
    areaSqm: Number(values.areaSqm),
    contact: values.contact.trim(),
    phone: values.phone.trim(),
    introduction: values.introduction?.trim() || null,
  };
}
