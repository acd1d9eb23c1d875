import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AppItem } from '@/api/app-content';
import { parseAppLink } from '@contract/app-content';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useTexts } from '@/stores/language';
import { appContentCatalogue, type AppContentTexts } from './i18n/app-content';

const when = (iso: string | null, unbounded: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : unbounded);

/** Where a link goes, in words. */
export function linkText(item: Pick<AppItem, 'link' | 'linkTitle'>, words: AppContentTexts['item']): string {
  if (!item.link) return words.noLink;
  const target = parseAppLink(item.link);
  if (target?.kind === 'content') return words.contentLink(item.linkTitle ?? words.deletedContent);
  if (target?.kind === 'url') return words.urlLink(target.url);
  return words.routeLink(item.link);
}

/** One row of a slot in the manage screen: picture, name, target or number, window and whether tenants see it. */
export function AppItemView({ item, window }: { item: AppItem; window: boolean }) {
  const words = useTexts(appContentCatalogue).item;
  return (
    <Flex gap={12} align="center" style={{ flex: 1, minWidth: 0 }}>
      {item.image && <img src={item.image} alt="" style={{ flex: 'none', width: window ? 96 : 40, height: 40, objectFit: 'cover', borderRadius: 4 }} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={6} align="center">
          <Typography.Text strong ellipsis>{item.title}</Typography.Text>
          {item.live ? <StatusTag tone="success">{words.live}</StatusTag> : <StatusTag tone="neutral">{words.notLive}</StatusTag>}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis>
          {item.phone ?? linkText(item, words)}
          {window && words.window(when(item.validFrom, words.unbounded), when(item.validTo, words.unbounded))}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}
