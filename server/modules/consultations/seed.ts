import { and, asc, eq, sql } from 'drizzle-orm';
import type { ConsultationState } from '@contract/consultation-states';
import { companies, consultationEntries, consultations, contentItems } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

type Line = [author: 'company' | 'park' | 'agency' | 'event', kind: string, body: string];

interface Seed {
  /** Index into the park's settled companies. */
  company: number;
  subject: 'policy' | 'service';
  /** Index into the park's published items of that type. */
  item: number;
  state: ConsultationState;
  /** Hours since it was asked; the thread's entries follow one hour apart. */
  hours: number;
  handed?: boolean;
  thread: Line[];
}

// Every state, an overdue one, and some handed to the demo agency; the `company` account (星云智能) has one of each.
const SEEDS: Seed[] = [
  { company: 0, subject: 'policy', item: 0, state: 'open', hours: 3, thread: [['company', 'question', '我司去年首次认定为高新技术企业，请问奖励需要提交哪些材料？']] },
  { company: 0, subject: 'service', item: 0, state: 'answered', hours: 30, thread: [
    ['company', 'question', '专利申请代理的费用是否包含官费？'],
    ['park', 'reply', '代理费不含官费，官费按国家知识产权局标准另行缴纳，园区企业可申请专利资助。'],
  ] },
  { company: 0, subject: 'service', item: 1, state: 'followUp', hours: 80, handed: true, thread: [
    ['company', 'question', '代理记账服务能否同时办理一般纳税人申报？'],
    ['event', 'handed', '已转交给启航企业服务中心'],
    ['agency', 'reply', '可以办理，一般纳税人每月另收300元。'],
    ['company', 'followUp', '如果季度内没有业务，是否还需要收费？'],
  ] },
  { company: 0, subject: 'policy', item: 1, state: 'closed', hours: 200, thread: [
    ['company', 'question', '安居资助是否要求社保缴纳满一年？'],
    ['park', 'reply', '需在本市连续缴纳社保满6个月。'],
    ['event', 'closed', '星云智能科技有限公司关闭了咨询'],
  ] },
  { company: 1, subject: 'policy', item: 0, state: 'open', hours: 72, thread: [['company', 'question', '机器人企业是否可以同时申报高新技术企业奖励和研发补贴？']] },
  { company: 1, subject: 'service', item: 0, state: 'open', hours: 5, handed: true, thread: [
    ['company', 'question', '外观设计专利大概多久可以授权？'],
    ['event', 'handed', '已转交给启航企业服务中心'],
  ] },
  { company: 1, subject: 'policy', item: 1, state: 'answered', hours: 50, handed: true, thread: [
    ['company', 'question', '外籍员工能否申请安居资助？'],
    ['event', 'handed', '已转交给启航企业服务中心'],
    ['agency', 'reply', '持有外国人工作许可证且在本市缴纳社保的可以申请。'],
  ] },
];

async function publishedIds(tx: Tx, parkId: number, type: 'policy' | 'service'): Promise<{ id: number; title: string }[]> {
  return tx.select({ id: contentItems.id, title: contentItems.title }).from(contentItems)
    .where(and(eq(contentItems.parkId, parkId), eq(contentItems.type, type), eq(contentItems.state, 'on'), sql`${contentItems.publishAt} <= now()`))
    .orderBy(asc(contentItems.id));
}

const NAMES = { company: '', park: '园区运营 张江园区运营', agency: '启航企业服务中心', event: '系统' };

export async function seedConsultations(tx: Tx, { estate }: DemoBase): Promise<void> {
  const agency = estate.mechanismIds[0];
  for (const parkId of estate.parkIds.slice(0, 2)) {
    const settled = await tx.select({ id: companies.id, name: companies.name }).from(companies)
      .where(and(eq(companies.parkId, parkId), eq(companies.state, 1))).orderBy(asc(companies.id));
    const items = { policy: await publishedIds(tx, parkId, 'policy'), service: await publishedIds(tx, parkId, 'service') };
    for (const seed of SEEDS) {
      const company = settled[seed.company];
      const subject = items[seed.subject][seed.item];
      if (!company || !subject) continue;
      const asked = ago(seed.hours);
      const waits = seed.state === 'open' || seed.state === 'followUp';
      const last = new Date(asked.getTime() + (seed.thread.length - 1) * HOUR);
      const [row] = await tx.insert(consultations).values({
        parkId, companyId: company.id, subjectType: seed.subject, subjectId: subject.id, subjectTitle: subject.title,
        question: seed.thread[0]?.[2] ?? '', state: seed.state, version: seed.thread.length - 1,
        mechanismId: seed.handed ? (agency ?? null) : null, handedAt: seed.handed ? new Date(asked.getTime() + HOUR) : null,
        waitingSince: waits ? last : null, createdAt: asked, updatedAt: last,
      }).returning({ id: consultations.id });
      if (!row) throw new Error('seed: consultation');
      await tx.insert(consultationEntries).values(seed.thread.map(([author, kind, body], i) => ({
        consultationId: row.id, parkId, author, kind, body, authorName: author === 'company' ? company.name : NAMES[author], createdAt: new Date(asked.getTime() + i * HOUR),
      })));
    }
  }
}
