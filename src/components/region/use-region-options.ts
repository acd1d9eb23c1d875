import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormProviderProps } from 'antd/es/form/context';
import { areasQuery, citiesQuery, provincesQuery } from '@/api/queries/region-queries';
import type { RegionItem } from '@/api/types';
import type { FieldOption } from '@/components/schema-form/form-fields';

const NONE: RegionItem[] = [];

export const asOptions = (items: RegionItem[]): FieldOption[] => items.map((item) => ({ label: item.name, value: item.id }));

/** Provinces, and the cities and areas of the chosen province and city, from the region calls (none while failing). */
export function useRegions(provinceCode?: string, cityCode?: string) {
  const provinces = useQuery(provincesQuery());
  const cities = useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: Boolean(provinceCode) });
  const areas = useQuery({ ...areasQuery(cityCode ?? ''), enabled: Boolean(cityCode) });
  return {
    provinces: provinces.data ?? NONE,
    cities: provinceCode ? (cities.data ?? NONE) : NONE,
    areas: cityCode ? (areas.data ?? NONE) : NONE,
  };
}

interface Chosen {
  provinceCode?: string | null;
  cityCode?: string | null;
}

/**
 * The province / city / area options of a form whose lists follow the chosen province and city: put `onFormChange`
 * on the form's `Form.Provider`, and the options on its selects (fields named provinceCode, cityCode, areaCode).
 */
export function useRegionOptions(initial?: Chosen) {
  const [region, setRegion] = useState({ provinceCode: initial?.provinceCode ?? undefined, cityCode: initial?.cityCode ?? undefined });
  const { provinces, cities, areas } = useRegions(region.provinceCode, region.cityCode);
  const onFormChange = useCallback<NonNullable<FormProviderProps['onFormChange']>>((_, { changedFields }) => {
    for (const field of changedFields) {
      const [name] = Array.isArray(field.name) ? field.name : [field.name];
      const value = typeof field.value === 'string' ? field.value : undefined;
      if (name === 'provinceCode') setRegion((r) => (r.provinceCode === value ? r : { provinceCode: value, cityCode: undefined }));
      if (name === 'cityCode') setRegion((r) => ({ ...r, cityCode: value }));
    }
  }, []);
  return { provinces: asOptions(provinces), cities: asOptions(cities), areas: asOptions(areas), onFormChange };
}
