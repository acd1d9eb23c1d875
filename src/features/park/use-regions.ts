import { useEffect, useState } from 'react';
import { fetchAreas, fetchCities, fetchProvinces } from '@/api/region';
import type { RegionItem } from '@/api/types';

const NONE: RegionItem[] = [];

function useList(load: (() => Promise<RegionItem[]>) | null, key: string | undefined): RegionItem[] {
  const [items, setItems] = useState<{ key: string | undefined; list: RegionItem[] }>({ key: undefined, list: NONE });
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (list) => live && setItems({ key, list }),
      () => live && setItems({ key, list: NONE }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; `key` is what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return load && items.key === key ? items.list : NONE;
}

/** Provinces, and the cities and areas of the chosen province and city, from the region calls. */
export function useRegions(provinceCode?: string, cityCode?: string) {
  const provinces = useList(fetchProvinces, 'all');
  const cities = useList(provinceCode ? () => fetchCities(provinceCode) : null, provinceCode);
  const areas = useList(cityCode ? () => fetchAreas(cityCode) : null, cityCode);
  return { provinces, cities, areas };
}

export const asOptions = (items: RegionItem[]) => items.map((item) => ({ label: item.name, value: item.id }));
