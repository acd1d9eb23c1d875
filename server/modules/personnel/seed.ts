import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, personnel } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { EDUCATIONS, idCheckChar } from '@contract/personnel-rules';

// Staff of the settled demo companies (issue 13 point 4). The `company` account's company (the first) gets 24 people
// across departments, hired over the last three years at a quickening pace, so the life tree's headcount by month
// rises; the other settled companies get a few each; companies not settled get none.

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '晨', '宇', '欣怡', '子涵'];
const TEAMS: [string, string[]][] = [
  ['研发部', ['软件工程师', '算法工程师', '测试工程师', '技术经理']],
  ['产品部', ['产品经理', '交互设计师']],
  ['市场部', ['市场专员', '品牌经理']],
  ['销售部', ['销售代表', '大客户经理']],
  ['行政部', ['行政专员', '人事专员']],
  ['财务部', ['会计', '出纳']],
];
const FIRST_COMPANY_STAFF = 24;
const OTHER_COMPANY_STAFF = 6;
const SPAN_DAYS = 3 * 365 - 10;
const DAY_MS = 24 * 3600 * 1000;
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function idNumber(seed: number): string {
  const birth = new Date(Date.UTC(1975 + (seed % 25), (seed * 5) % 12, 1 + ((seed * 7) % 28)));
  const first17 = `310115${birth.getUTCFullYear()}${pad(birth.getUTCMonth() + 1)}${pad(birth.getUTCDate())}${pad(100 + (seed % 900), 3)}`;
  return `${first17}${idCheckChar(first17)}`;
}

// The i-th of n hires, counted back from today: early hires are sparse, recent ones dense.
function entryDate(i: number, n: number, now: number): string {
  const share = (n - i) / n;
  const daysAgo = Math.round(SPAN_DAYS * share * share) + 3;
  return new Date(now + CHINA_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

function staffOf(company: { id: number; parkId: number }, companyIndex: number, count: number, now: number) {
  return Array.from({ length: count }, (_, i) => {
    const seed = companyIndex * 100 + i;
    const [department, positions] = TEAMS[i % TEAMS.length] ?? ['研发部', ['软件工程师']];
    return {
      companyId: company.id,
      parkId: company.parkId,
      name: `${SURNAMES[seed % SURNAMES.length]}${GIVEN[(seed * 7) % GIVEN.length]}`,
      phone: `139${pad(companyIndex)}${pad(i + 1, 6)}`,
      idNumber: idNumber(seed),
      department,
      position: positions[Math.floor(i / TEAMS.length) % positions.length] ?? null,
      entryDate: entryDate(i, count, now),
      education: EDUCATIONS[(seed * 3) % 5] ?? null,
    };
  });
}

export async function seedPersonnel(tx: Tx, { estate }: DemoBase, now = Date.now()): Promise<void> {
  const settled = await tx
    .select({ id: companies.id, parkId: companies.parkId })
    .from(companies)
    .where(and(inArray(companies.id, estate.companyIds), eq(companies.state, 1)))
    .orderBy(asc(companies.id));
  const rows = settled.flatMap((company) => {
    const index = estate.companyIds.indexOf(company.id);
    return staffOf(company, index, index === 0 ? FIRST_COMPANY_STAFF : OTHER_COMPANY_STAFF, now);
  });
  if (rows.length) await tx.insert(personnel).values(rows);
}
