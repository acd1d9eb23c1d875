import { operationLogs } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';

const DAY = 24 * 60 * 60 * 1000;

// A short history so the operation-log screens have rows from the first start.
export async function seedLogs(tx: Tx, { estate, accounts }: DemoBase, now = new Date()): Promise<void> {
  const [p1, p2, p3] = estate.parkIds;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 60 * 60 * 1000);
  const admin = { userId: accounts.admin, username: 'admin', userType: 0 };
  const operator = { userId: accounts.operator, username: 'operator', userType: 8 };
  const company = { userId: accounts.company, username: 'company', userType: 9 };
  const ip = '127.0.0.1';
  await tx.insert(operationLogs).values([
    { ...admin, parkId: p1, module: 'park', action: 'add', target: '张江科创园', after: { name: '张江科创园' }, ip, createdAt: ago(30) },
    { ...admin, parkId: p2, module: 'park', action: 'add', target: '中关村软件园', after: { name: '中关村软件园' }, ip, createdAt: ago(29) },
    { ...admin, parkId: p3, module: 'park', action: 'add', target: '前海创业园', after: { name: '前海创业园' }, ip, createdAt: ago(28) },
    { ...admin, parkId: p1, module: 'user', action: 'add', target: 'operator', after: { username: 'operator' }, ip, createdAt: ago(27) },
    { ...company, parkId: p1, module: 'enterprise', action: 'submit', target: '星云智能科技有限公司', after: { state: 0 }, ip, createdAt: ago(20) },
    {
      ...operator,
      parkId: p1,
      module: 'enterprise',
      action: 'audit',
      target: '星云智能科技有限公司',
      before: { state: 0 },
      after: { state: 1 },
      ip,
      createdAt: ago(19),
    },
    {
      ...operator,
      parkId: p1,
      module: 'enterprise',
      action: 'audit',
      target: '拓维数据服务有限公司',
      before: { state: 0 },
      after: { state: 2, reason: '营业执照不清晰' },
      ip,
      createdAt: ago(12),
    },
    {
      ...operator,
      parkId: p1,
      module: 'enterprise',
      action: 'moveOut',
      target: '恒远物流有限公司',
      before: { state: 1 },
      after: { state: 3 },
      ip,
      createdAt: ago(5),
    },
    { ...operator, parkId: p1, module: 'auth', action: 'login', target: 'operator', ip, createdAt: ago(1, 2) },
    { ...admin, parkId: p2, module: 'auth', action: 'login', target: 'admin', result: 'failure', ip, createdAt: ago(0, 3) },
  ]);
}
