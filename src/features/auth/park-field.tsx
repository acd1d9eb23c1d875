import { Flex, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openParksQuery } from '@/api/queries/open-park-queries';
import { asOptions, useRegions } from '@/components/region/use-region-options';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useTexts } from '@/stores/language';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

interface Region {
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

interface Props {
  /** Given by the surrounding Form.Item: the label's target, the chosen park's id and its change. */
  id?: string;
  value?: number;
  onChange?: (parkId: number | undefined) => void;
}

/**
 * The park a company registers into: province, city and area narrow the enabled parks, typing searches them by
 * name, and the park select offers what is left.
 */
export function ParkField({ id, value, onChange }: Props) {
  const texts = useTexts(accountCatalogue);
  const [region, setRegion] = useState<Region>({});
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const { provinces, cities, areas } = useRegions(region.provinceCode, region.cityCode);
  const parks = useQuery(openParksQuery({ ...region, ...(name ? { name } : {}), pageSize: PAGE_SIZE }));

  useEffect(() => {
    const timer = window.setTimeout(() => setName(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  // Each level keeps the levels above it and clears those below.
  const levels = [
    { key: 'provinceCode', label: texts.province, items: provinces, keep: {} },
    { key: 'cityCode', label: texts.city, items: cities, keep: { provinceCode: region.provinceCode } },
    { key: 'areaCode', label: texts.district, items: areas, keep: region },
  ] as const;

  const narrow = (next: Region) => {
    setRegion(next);
    setChosen(null);
    if (value !== undefined) onChange?.(undefined);
  };

  const found = (parks.data?.list ?? []).map((park) => ({ value: park.id, label: park.name }));
  const options = chosen && value === chosen.value && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        {levels.map((level) => (
          <Select
            key={level.label}
            aria-label={level.label}
            placeholder={texts.chooseLevel(level.label)}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ flex: 1, minWidth: 0 }}
            options={asOptions(level.items)}
            value={region[level.key]}
            onChange={(code?: string) => narrow({ ...level.keep, [level.key]: code })}
          />
        ))}
      </Flex>
      <Select<number>
        id={id}
        placeholder={texts.parkPlaceholder}
        allowClear
        showSearch={{ filterOption: false, onSearch: setTyped }}
        loading={parks.isFetching}
        notFoundContent={parks.isPending ? texts.loadingParks : texts.noParks}
        options={options}
        value={value}
        onChange={(parkId, option) => {
          const picked = Array.isArray(option) ? undefined : option;
          setChosen(parkId === undefined || !picked ? null : { value: parkId, label: String(picked.label) });
          setTyped('');
          onChange?.(parkId);
        }}
      />
    </Flex>
  );
}
