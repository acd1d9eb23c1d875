import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppSlotKey } from '@contract/app-content';
import { appItems, contentItems } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';

interface AppSeed {
  kind: AppSlotKey;
  title: string;
  image?: string;
  /** A route, a URL, or the title of a seeded content item (linked as `content:<id>`). */
  link?: string;
  content?: string;
  phone?: string;
  /** Days from now of the window's ends. */
  from?: number;
  to?: number;
}

// Each slot opens with rows, and the banners show every case the preview leaves out: ended, not yet begun.
const ITEMS: AppSeed[] = [
  { kind: 'banner', title: '企业服务开放日', image: '/demo/banner-open-day.svg', content: '张江科创园举办2026年度企业服务开放日', from: -3, to: 30 },
  { kind: 'banner', title: '高新技术企业认定奖励', image: '/demo/banner-policy.svg', content: '上海市高新技术企业认定奖励办法（2026年修订）' },
  { kind: 'banner', title: '科创企业信用贷', image: '/demo/banner-finance.svg', link: '/finance', from: -10, to: 60 },
  { kind: 'banner', title: '春节服务安排（已过期）', image: '/demo/banner-spring.svg', link: 'https://www.example.com/spring', from: -300, to: -270 },
  { kind: 'banner', title: '专精特新申报（未开始）', image: '/demo/banner-policy.svg', link: '/declaration-notice', from: 7, to: 40 },
  { kind: 'carousel', title: '企业服务开放日', image: '/demo/banner-open-day.svg', content: '张江科创园举办2026年度企业服务开放日' },
  { kind: 'carousel', title: '科创企业信用贷', image: '/demo/banner-finance.svg', link: 'https://www.example.com/loan' },
  { kind: 'quickEnter', title: '政策申报', image: '/demo/icon-policy.svg', link: '/policy' },
  { kind: 'quickEnter', title: '金融服务', image: '/demo/icon-finance.svg', link: '/finance' },
  { kind: 'quickEnter', title: '企业服务', image: '/demo/icon-service.svg', link: '/service' },
  { kind: 'quickEnter', title: '物业报修', image: '/demo/icon-repair.svg', link: 'https://www.example.com/repair' },
  { kind: 'quickEnter', title: '会议室预订', image: '/demo/icon-meeting.svg', link: '/meeting' },
  { kind: 'quickEnter', title: '企业诉求', image: '/demo/icon-suggest.svg', link: '/front-suggest' },
  { kind: 'phone', title: '园区服务热线', phone: '400-820-2026' },
  { kind: 'phone', title: '物业报修', phone: '021-50801234' },
  { kind: 'phone', title: '安保值班', phone: '13916002026' },
  { kind: 'recommend', title: '科创企业信用贷', content: '科创企业信用贷' },
  { kind: 'recommend', title: '专利申请代理', content: '专利申请代理' },
];

const day = (days: number | undefined) => (days === undefined ? null : sql`now() + make_interval(days => ${days})`);

export async function seedAppContent(tx: Tx, { estate }: DemoBase): Promise<void> {
  const titles = [...new Set(ITEMS.flatMap((i) => (i.content ? [i.content] : [])))];
  for (const parkId of estate.parkIds.slice(0, 2)) {
    const found = await tx.select({ id: contentItems.id, title: contentItems.title }).from(contentItems)
      .where(and(eq(contentItems.parkId, parkId), inArray(contentItems.title, titles)));
    const idOf = new Map(found.map((c) => [c.title, c.id]));
    const sortOf = new Map<AppSlotKey, number>();
    await tx.insert(appItems).values(
      ITEMS.map((item) => {
        const sort = (sortOf.get(item.kind) ?? 0) + 1;
        sortOf.set(item.kind, sort);
        const contentId = item.content ? idOf.get(item.content) : undefined;
        return {
          parkId, kind: item.kind, title: item.title, image: item.image ?? null, phone: item.phone ?? null, sort,
          link: contentId ? `content:${contentId}` : (item.link ?? null),
          validFrom: day(item.from), validTo: day(item.to),
        };
      }),
    );
  }
}
