import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LifeTreeCompany } from '@/api/life-tree';
import { stateLabel } from './life-tree-labels';
import { treeCompaniesQuery } from './life-tree-queries';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { lifeTreeCatalogue } from './i18n/life-tree';

const SEARCH_DELAY_MS = 300;

interface PickerBase {
  /** Companies already chosen, so their names show before a search finds them. */
  known?: LifeTreeCompany[];
  placeholder?: string;
}

type CompanyPickerProps =
  | (PickerBase & { multiple?: false; value: number | null; onChange: (id: number | null, company: LifeTreeCompany | null) => void })
  | (PickerBase & { multiple: true; max: number; value: number[]; onChange: (ids: number[], companies: LifeTreeCompany[]) => void });

/** A searchable select of the session's park's companies: the server searches by name as one types. */
export function CompanyPicker(props: CompanyPickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data = [], isFetching } = useQuery({ ...treeCompaniesQuery(keyword), placeholderData: keepPreviousData });

  const { picker } = useTexts(lifeTreeCatalogue);
  const word = useContractWord();
  const all = new Map<number, LifeTreeCompany>();
  for (const c of [...(props.known ?? []), ...data]) all.set(c.id, c);
  const options = [...all.values()].map((c) => ({ value: c.id, label: picker.option(c.name, stateLabel(c.state, word, picker.notApplied)) }));
  const common = {
    showSearch: { filterOption: false, onSearch: setTyped },
    loading: isFetching,
    options,
    placeholder: props.placeholder ?? picker.placeholder,
    notFoundContent: isFetching ? picker.searching : picker.none,
    style: { minWidth: 360 },
    'aria-label': picker.label,
  };

  if (props.multiple) {
    const { value, onChange, max } = props;
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={value}
        maxCount={max}
        onChange={(ids) => onChange(ids, ids.map((id) => all.get(id)).filter((c): c is LifeTreeCompany => Boolean(c)))}
      />
    );
  }
  const { value, onChange } = props;
  return (
    <Select<number>
      {...common}
      allowClear
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null, id === undefined ? null : (all.get(id) ?? null))}
    />
  );
}
