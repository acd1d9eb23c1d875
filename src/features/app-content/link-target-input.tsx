import { useQuery } from '@tanstack/react-query';
import { Input, Select, Space } from 'antd';
import { fetchContentList } from '@/api/content';
import { parseAppLink } from '@contract/app-content';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES } from '@contract/content-types';
import { useParkStore } from '@/stores/park';

export type LinkKind = 'none' | 'content' | 'url' | 'route';
const KIND_LABELS: Record<LinkKind, string> = { none: '无链接', content: '园区内容', url: '网址', route: '站内路由' };

export const linkKindOf = (link: string | undefined): LinkKind => {
  if (!link) return 'none';
  const target = parseAppLink(link);
  if (target?.kind === 'content') return 'content';
  return link.startsWith('/') ? 'route' : 'url';
};

// The park's items on shelf, grouped by type, to link to.
function useContentOptions(parkId: number | null) {
  return useQuery({
    queryKey: ['app-content/link-options', parkId],
    enabled: Boolean(parkId),
    queryFn: async () =>
      Promise.all(
        CONTENT_TYPE_KEYS.map(async (type) => ({
          label: CONTENT_TYPES[type].label,
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

  return (
    <Space.Compact style={{ width: '100%' }}>
      {kinds.length > 1 && (
        <Select<LinkKind>
          aria-label="链接类型"
          style={{ width: 120 }}
          value={shown}
          options={kinds.map((k) => ({ label: KIND_LABELS[k], value: k }))}
          onChange={(next) => onChange?.(next === 'route' ? '/' : next === 'url' ? 'https://' : undefined)}
        />
      )}
      {shown === 'content' && (
        <Select
          aria-label="链接内容"
          showSearch
          optionFilterProp="label"
          placeholder="请选择园区内容"
          loading={options.isPending}
          style={{ flex: 1 }}
          value={kind === 'content' ? value : undefined}
          options={options.data ?? []}
          onChange={(next: string) => onChange?.(next)}
        />
      )}
      {(shown === 'url' || shown === 'route') && (
        <Input
          aria-label={shown === 'url' ? '链接网址' : '站内路由'}
          placeholder={shown === 'url' ? 'https://' : '/policy'}
          maxLength={500}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </Space.Compact>
  );
}
