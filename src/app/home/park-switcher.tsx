import { Flex, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { areasQuery, citiesQuery, provincesQuery } from '@/api/queries/region-queries';
import type { ParkBrief, RegionItem } from '@/api/types';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

export interface RegionFilter {
  province: string | null;
  city: string | null;
  area: string | null;
}

export const noRegion: RegionFilter = { province: null, city: null, area: null };

export function parksInRegion(parks: ParkBrief[], region: RegionFilter): ParkBrief[] {
  return parks.filter(
    (park) =>
      (!region.province || park.provinceCode === region.province) &&
      (!region.city || park.cityCode === region.city) &&
      (!region.area || park.areaCode === region.area),
  );
}

const options = (items: RegionItem[]) => items.map((item) => ({ value: item.id, label: item.name }));

interface Props {
  parks: ParkBrief[];
  region: RegionFilter;
  onRegionChange: (region: RegionFilter) => void;
  onChoose: (park: ParkBrief) => void;
}

/** Cascading province, city and area selects narrowing the parks, then a select of the parks left. */
export function ParkSwitcher({ parks, region, onRegionChange, onChoose }: Props) {
  const { chooser } = useTexts(shellCatalogue);
  const provinces = useQuery(provincesQuery()).data ?? [];
  const cities = useQuery({ ...citiesQuery(region.province ?? ''), enabled: Boolean(region.province) }).data ?? [];
  const areas = useQuery({ ...areasQuery(region.city ?? ''), enabled: Boolean(region.city) }).data ?? [];

  const shown = parksInRegion(parks, region);
  return (
    <Flex gap={12} wrap>
      <Select
        aria-label={chooser.province}
        placeholder={chooser.pick(chooser.province)}
        allowClear
        style={{ width: 160 }}
        options={options(provinces)}
        value={region.province}
        onChange={(province: string | undefined) => onRegionChange({ province: province ?? null, city: null, area: null })}
      />
      <Select
        aria-label={chooser.city}
        placeholder={chooser.pick(chooser.city)}
        allowClear
        style={{ width: 160 }}
        options={region.province ? options(cities) : []}
        value={region.city}
        onChange={(city: string | undefined) => onRegionChange({ ...region, city: city ?? null, area: null })}
      />
      <Select
        aria-label={chooser.area}
        placeholder={chooser.pick(chooser.area)}
        allowClear
        style={{ width: 160 }}
        options={region.city ? options(areas) : []}
        value={region.area}
        onChange={(area: string | undefined) => onRegionChange({ ...region, area: area ?? null })}
      />
      <Select
        aria-label={chooser.park}
        placeholder={chooser.pick(chooser.park)}
        style={{ width: 220 }}
        options={shown.map((park) => ({ value: park.id, label: park.name }))}
        value={null}
        onChange={(id: number) => {
          const park = parks.find((item) => item.id === id);
          if (park) onChoose(park);
        }}
      />
    </Flex>
  );
}
