import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../client';
import { companies, mechanisms, parks, userParks, users } from '../schema';
import { hashPassword } from '../../lib/password';

export const DEMO_PASSWORD = 'Park@2026';

export interface SeedOptions {
  // Tests reuse one hash so that a reseed does not pay scrypt's cost five times.
  passwordHash?: string;
}

// Seeds the demo platform into an empty database; does nothing when any user exists (idempotent).
export async function seedDemo(db: Db, _config: Config, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.execute(sql`select count(*)::int as n from users`);
  if (Number((existing.rows[0] as { n: number }).n) > 0) return false;
  const hash = async () => options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));

  await db.transaction(async (tx) => {
    const [p1, p2, p3] = await tx
      .insert(parks)
      .values([
        { name: '张江科创园', provinceCode: '31', cityCode: '3101', areaCode: '310115', address: '上海市浦东新区张江路 88 号' },
        { name: '中关村软件园', provinceCode: '11', cityCode: '1101', areaCode: '110108', address: '北京市海淀区东北旺西路 8 号' },
        { name: '前海创业园', provinceCode: '44', cityCode: '4403', areaCode: '440305', address: '深圳市南山区前海大道 1 号' },
      ])
      .returning();
    if (!p1 || !p2 || !p3) throw new Error('seed: parks');
    const [settled, fresh] = await tx
      .insert(companies)
      .values([
        { parkId: p1.id, name: '星云智能科技有限公司', state: 1 },
        { parkId: p1.id, name: '未来新材料有限公司', state: null },
      ])
      .returning();
    const [agency] = await tx.insert(mechanisms).values({ name: '启航企业服务中心' }).returning();
    if (!settled || !fresh || !agency) throw new Error('seed: companies');
    const inserted = await tx
      .insert(users)
      .values([
        { username: 'admin', passwordHash: await hash(), userType: 0, nickname: '平台管理员' },
        { username: 'operator', passwordHash: await hash(), userType: 8, nickname: '园区运营' },
        { username: 'company', passwordHash: await hash(), userType: 9, companyId: settled.id },
        { username: 'newcompany', passwordHash: await hash(), userType: 9, companyId: fresh.id },
        { username: 'agency', passwordHash: await hash(), userType: 10, mechanismId: agency.id },
      ])
      .returning();
    const operator = inserted.find((u) => u.username === 'operator');
    if (!operator) throw new Error('seed: operator');
    await tx.insert(userParks).values({ userId: operator.id, parkId: p1.id });
  });
  return true;
}
