import { sql } from 'drizzle-orm';
import type { ContentTypeKey } from '@contract/content-types';
import type { ContentExtra } from '@contract/schemas/content';
import { contentClasses, contentItems } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';

const CLASSES: Partial<Record<ContentTypeKey, string[]>> = {
  policy: ['人才政策', '科技创新', '产业扶持', '税收优惠'],
  finance: ['信用贷款', '股权融资', '融资担保'],
  service: ['知识产权', '财税服务', '法律咨询', '人力资源'],
};

interface ItemSeed {
  type: ContentTypeKey;
  title: string;
  /** Index into the type's classes. */
  cls?: number;
  state: 'draft' | 'on' | 'off';
  /** Days from now; ahead makes an on-shelf item scheduled. */
  days: number | null;
  pinned?: boolean;
  summary: string;
  extra: ContentExtra;
}

const policy = (issuer: string, level: string, deadline: string | null): ContentExtra => ({ issuer, level, deadline });
const product = (provider: string, priceMinFen: number | null, priceMaxFen: number | null): ContentExtra => ({ provider, priceMinFen, priceMaxFen });
const article = (source: string, recommended: boolean): ContentExtra => ({ source, recommended });

// Every list of issue 14 opens with rows in each state: on shelf, pinned, scheduled, off shelf, draft.
const ITEMS: ItemSeed[] = [
  { type: 'policy', title: '上海市高新技术企业认定奖励办法（2026年修订）', cls: 1, state: 'on', days: -12, pinned: true, summary: '对首次认定的高新技术企业给予一次性奖励。', extra: policy('上海市科学技术委员会', 'municipal', '2026-12-31') },
  { type: 'policy', title: '浦东新区重点产业人才安居资助政策', cls: 0, state: 'on', days: -30, summary: '符合条件的重点产业人才可申请租房补贴。', extra: policy('浦东新区人力资源和社会保障局', 'district', '2026-12-15') },
  { type: 'policy', title: '张江科创园首年租金减免细则', cls: 2, state: 'on', days: 5, summary: '新入驻企业首年租金按面积分档减免。', extra: policy('张江科创园管理办公室', 'park', null) },
  { type: 'policy', title: '小型微利企业所得税优惠政策解读', cls: 3, state: 'off', days: -90, summary: '年应纳税所得额不超过300万元的部分减按25%计入。', extra: policy('国家税务总局', 'national', '2026-06-30') },
  { type: 'policy', title: '研发费用加计扣除申报指引（草稿）', cls: 3, state: 'draft', days: null, summary: '研发费用按实际发生额的100%在税前加计扣除。', extra: policy('上海市税务局', 'provincial', null) },
  { type: 'finance', title: '科创企业信用贷', cls: 0, state: 'on', days: -20, pinned: true, summary: '无抵押，最高额度500万元，年化利率低至3.2%。', extra: product('上海银行张江支行', 10_000_000, 500_000_000) },
  { type: 'finance', title: '知识产权质押融资', cls: 0, state: 'on', days: -8, summary: '以专利、商标质押获得贷款。', extra: product('浦发银行科技支行', 50_000_000, 1_000_000_000) },
  { type: 'finance', title: '科技履约贷（2026年新版）', cls: 0, state: 'on', days: 4, summary: '下周起受理，贷款贴息50%。', extra: product('上海农商银行', 20_000_000, 300_000_000) },
  { type: 'finance', title: '天使轮股权投资对接', cls: 1, state: 'off', days: -60, summary: '对接园区合作投资机构。', extra: product('张江科创园', null, null) },
  { type: 'finance', title: '政策性融资担保（草稿）', cls: 2, state: 'draft', days: null, summary: '担保费率0.5%。', extra: product('上海市中小微企业政策性融资担保基金', 100_000, 100_000) },
  { type: 'service', title: '专利申请代理', cls: 0, state: 'on', days: -15, pinned: true, summary: '发明、实用新型、外观设计专利申请全流程代理。', extra: product('华知知识产权代理有限公司', 300_000, 800_000) },
  { type: 'service', title: '代理记账与税务申报', cls: 1, state: 'on', days: -25, summary: '小规模纳税人每月代理记账。', extra: product('信诚财税咨询有限公司', 30_000, 60_000) },
  { type: 'service', title: '劳动合同合规审查', cls: 2, state: 'on', days: 3, summary: '合同模板审查与风险提示。', extra: product('明理律师事务所', 200_000, null) },
  { type: 'service', title: '校园招聘专场', cls: 3, state: 'off', days: -45, summary: '组织高校专场招聘会。', extra: product('张江科创园', 0, 0) },
  { type: 'service', title: '商标注册（草稿）', cls: 0, state: 'draft', days: null, summary: '商标查询与注册申请。', extra: product('华知知识产权代理有限公司', 80_000, null) },
  { type: 'news', title: '张江科创园举办2026年度企业服务开放日', state: 'on', days: -2, pinned: true, summary: '30余家服务机构现场对接园区企业。', extra: article('园区运营中心', true) },
  { type: 'news', title: '园区三家企业入选上海市专精特新名单', state: 'on', days: -10, summary: '星云智能等企业获评。', extra: article('园区运营中心', false) },
  { type: 'news', title: '园区新能源汽车充电桩投入使用', state: 'on', days: 2, summary: 'B座地下车库新增40个充电桩。', extra: article('物业服务中心', false) },
  { type: 'news', title: '春节期间园区服务安排', state: 'off', days: -300, summary: '春节期间园区服务时间调整。', extra: article('园区运营中心', false) },
  { type: 'news', title: '园区食堂升级改造预告（草稿）', state: 'draft', days: null, summary: '食堂将于下月起分区改造。', extra: article('物业服务中心', false) },
  { type: 'notice', title: '关于组织申报2026年度高新技术企业的通知', state: 'on', days: -4, pinned: true, summary: '请有意向的企业于截止日期前提交材料。', extra: article('张江科创园管理办公室', true) },
  { type: 'notice', title: '关于开展科技型中小企业评价工作的通知', state: 'on', days: -18, summary: '评价入库后可享受研发费用加计扣除。', extra: article('浦东新区科技和经济委员会', false) },
  { type: 'notice', title: '关于申报专精特新企业的预通知', state: 'on', days: 7, summary: '正式通知发布后开放申报。', extra: article('张江科创园管理办公室', false) },
  { type: 'notice', title: '关于2025年度统计数据报送的通知', state: 'off', days: -120, summary: '报送工作已结束。', extra: article('园区运营中心', false) },
  { type: 'notice', title: '关于园区消防演练的通知（草稿）', state: 'draft', days: null, summary: '演练时间另行通知。', extra: article('物业服务中心', false) },
];

const BODY = (title: string, summary: string) =>
  `<h2>${title}</h2><p>${summary}</p><h3>一、适用对象</h3><ul><li>在园区注册并实际经营的企业</li><li>信用记录良好</li></ul><h3>二、办理方式</h3><p>通过园区服务平台在线提交，园区运营将在5个工作日内回复。</p>`;

export async function seedContent(tx: Tx, { estate }: DemoBase): Promise<void> {
  for (const parkId of estate.parkIds.slice(0, 2)) {
    const classIds: Partial<Record<ContentTypeKey, number[]>> = {};
    for (const [type, names] of Object.entries(CLASSES) as [ContentTypeKey, string[]][]) {
      const rows = await tx.insert(contentClasses).values(names.map((name, i) => ({ parkId, type, name, sort: i + 1 }))).returning({ id: contentClasses.id });
      classIds[type] = rows.map((r) => r.id);
    }
    await tx.insert(contentItems).values(
      ITEMS.map((item) => ({
        parkId,
        type: item.type,
        classificationId: item.cls === undefined ? null : (classIds[item.type]?.[item.cls] ?? null),
        title: item.title,
        summary: item.summary,
        body: BODY(item.title, item.summary),
        extra: item.extra,
        state: item.state,
        pinned: item.pinned ?? false,
        publishAt: item.days === null ? null : sql`now() + make_interval(days => ${item.days})`,
      })),
    );
  }
}
