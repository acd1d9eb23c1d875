import { useQuery } from '@tanstack/react-query';
import { Input, Select, Space } from 'antd';
import { fetchContentList } from '@/api/content';
import { parseAppLink } from '@contract/app-content';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES } from '@contract/content-types';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { appContentCatalogue } from './i18n/app-content';

export type LinkKind = 'none' | 'content' | 'url' | 'route';

export const linkKindOf = (link: string | undefined): LinkKind => {
  if (!link) return 'none';
  const target = parseAppLink(link);
  if (target?.kind === 'content') return 'content';
  return link.startsWith('/') ? 'route' : 'url';
};

// The park's items on shelf, grouped by type, to link to.
function useContentOptions(parkId: number | null) {
  const word = useContractWord();
  return useQuery({
    queryKey: ['app-content/link-options', parkId],
    enabled: Boolean(parkId),
    queryFn: async () =>
      Promise.all(
        CONTENT_TYPE_KEYS.map(async (type) => ({
          label: word(CONTENT_TYPES[type].label),
          options: (await fetchContentList(type, { parkId: parkId ?? 0, pageSize: 100, state: 'on' })).list.map((row) => ({ label: row.title, value: `content:${row.id}` })),
        })),
      ),
  });
}

export interface LinkTargetInputProps {
  value?: string;
  onChange?: (link: string | undefined) => void;
  /** Which kinds of target the slot takes. */
  kinds: LinkKind[];
}

/** A link target as the server stores it: `content:<id>`, an http(s) address or an in-app route. */
export function LinkTargetInput({ value, onChange, kinds }: LinkTargetInputProps) {
  const parkId = useParkStore((state) => state.parkId);
  const kind = linkKindOf(value);
  const options = useContentOptions(kinds.includes('content') ? parkId : null);
  const shown: LinkKind = kinds.includes(kind) ? kind : (kinds[0] ?? 'none');
  const words = useTexts(appContentCatalogue).link;

  return (
    <Space.Compact style={{ width: '100%' }}>
      {kinds.length > 1 && (
        <Select<LinkKind>
          aria-label={words.kind}
          style={{ width: 120 }}
          value={shown}
          options={kinds.map((k) => ({ label: words.kinds[k], value: k }))}
          onChange={(next) => onChange?.(next === 'route' ? '/' : next === 'url' ? 'https://' : undefined)}
        />
      )}
      {shown === 'content' && (
        <Select
          aria-label={words.content}
          showSearch
          optionFilterProp="label"
          placeholder={words.contentPlaceholder}
          loading={options.isPending}
          style={{ flex: 1 }}
          value={kind === 'content' ? value : undefined}
          options={options.data ?? []}
          onChange={(next: string) => onChange?.(next)}
        />
      )}
      {(shown === 'url' || shown === 'route') && (
        <Input
          aria-label={shown === 'url' ? words.url : words.route}
          placeholder={shown === 'url' ? 'https://' : '/policy'}
          maxLength={500}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </Space.Compact>
  );
}
