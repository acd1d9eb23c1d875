import { userParks, users } from '../schema';
import type { Tx } from '../../lib/db';
import type { SeededEstate } from './estate';

export const DEMO_PASSWORD = 'Park@2026';

export interface SeededAccounts {
  admin: number;
  operator: number;
  company: number;
  newcompany: number;
  agency: number;
}

function pick(ids: number[], index: number, what: string): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`seed: ${what}`);
  return id;
}

// The five demo accounts of DESIGN.md §7. The platform admin (type 0) sees every park without membership rows.
export async function seedAccounts(tx: Tx, estate: SeededEstate, passwordHash: string): Promise<SeededAccounts> {
  const rows = await tx
    .insert(users)
    .values([
      { username: 'admin', userType: 0, nickname: '平台管理员', phone: '13800138000', email: 'admin@park.example' },
      { username: 'operator', userType: 8, nickname: '张江园区运营', phone: '13800138001', email: 'operator@park.example' },
      {
        username: 'company',
        userType: 9,
        nickname: '星云智能',
        phone: '13800138002',
        email: 'company@park.example',
        companyId: pick(estate.companyIds, 0, 'settled company'),
      },
      {
        username: 'newcompany',
        userType: 9,
        nickname: '未来新材料',
        phone: '13800138003',
        email: 'newcompany@park.example',
        companyId: pick(estate.companyIds, 1, 'new company'),
      },
      {
        username: 'agency',
        userType: 10,
        nickname: '启航企业服务中心',
        phone: '13800138004',
        email: 'agency@park.example',
        mechanismId: pick(estate.mechanismIds, 0, 'agency'),
      },
    ].map((u) => ({ ...u, passwordHash })))
    .returning({ id: users.id, username: users.username });

  const id = (username: string) => {
    const row = rows.find((r) => r.username === username);
    if (!row) throw new Error(`seed: ${username}`);
    return row.id;
  };
  const accounts: SeededAccounts = {
    admin: id('admin'),
    operator: id('operator'),
    company: id('company'),
    newcompany: id('newcompany'),
    agency: id('agency'),
  };
  await tx.insert(userParks).values({ userId: accounts.operator, parkId: pick(estate.parkIds, 0, 'operator park') });
  return accounts;
}
