import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AppItem } from '@/api/app-content';
import { parseAppLink } from '@contract/app-content';
import { StatusTag } from '@/components/status-tag/status-tag';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '不限');

/** Where a link goes, in words. */
export function linkText(item: Pick<AppItem, 'link' | 'linkTitle'>): string {
  if (!item.link) return '无链接';
  const target = parseAppLink(item.link);
  if (target?.kind === 'content') return `园区内容：${item.linkTitle ?? '已删除的内容'}`;
  if (target?.kind === 'url') return `网址：${target.url}`;
  return `站内路由：${item.link}`;
}

/** One row of a slot in the manage screen: picture, name, target or number, window and whether tenants see it. */
export function AppItemView({ item, window }: { item: AppItem; window: boolean }) {
  return (
    <Flex gap={12} align="center" style={{ flex: 1, minWidth: 0 }}>
      {item.image && <img src={item.image} alt="" style={{ flex: 'none', width: window ? 96 : 40, height: 40, objectFit: 'cover', borderRadius: 4 }} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={6} align="center">
          <Typography.Text strong ellipsis>{item.title}</Typography.Text>
          {item.live ? <StatusTag tone="success">展示中</StatusTag> : <StatusTag tone="neutral">未展示</StatusTag>}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis>
          {item.phone ?? linkText(item)}
          {window && ` · 有效期：${when(item.validFrom)} 至 ${when(item.validTo)}`}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}
