import { messages } from '../../db/schema';
import type { MessageKind } from '@contract/messages';
import { screenLink } from '@contract/screens/links';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import type { SeededAccounts } from '../../db/seed/accounts';

interface MessageSeed {
  to: keyof SeededAccounts;
  kind: MessageKind;
  title: string;
  body: string;
  link: string;
  hoursAgo: number;
  read: boolean;
  inPark?: boolean;
}

// A few read and a few unread messages per demo account, so the bell and the message centre open with rows.
const MESSAGES: MessageSeed[] = [
  { to: 'operator', kind: 'companyApplied', title: '蓝海生物医药有限公司提交了入驻申请', body: '请审核该企业的入驻申请。', link: screenLink('checkcompany'), hoursAgo: 2, read: false, inPark: true },
  { to: 'operator', kind: 'companyChangeSubmitted', title: '星云智能科技有限公司提交了企业信息变更', body: '变更涉及需审核的模块，请审核。', link: screenLink('checkcompany'), hoursAgo: 20, read: false, inPark: true },
  { to: 'operator', kind: 'companyApplied', title: '智造机器人有限公司提交了入驻申请', body: '该申请已审核通过。', link: screenLink('checkcompany'), hoursAgo: 72, read: true, inPark: true },
  { to: 'company', kind: 'companyMovedIn', title: '您的企业已登记迁入房间', body: '迁入的房间与日期可在企业详情查看。', link: screenLink('companyManage-detail'), hoursAgo: 5, read: false, inPark: true },
  { to: 'company', kind: 'companyAudited', title: '入驻审核已通过', body: '欢迎入驻张江科创园。', link: screenLink('companyManage-detail'), hoursAgo: 96, read: true, inPark: true },
  { to: 'newcompany', kind: 'systemNotice', title: '请完善企业信息并提交入驻申请', body: '提交后园区运营将尽快审核。', link: screenLink('companyManage-edit'), hoursAgo: 1, read: false, inPark: true },
  { to: 'newcompany', kind: 'systemNotice', title: '欢迎注册园区管理平台', body: '注册成功。', link: screenLink('accountInfo'), hoursAgo: 30, read: true },
  { to: 'agency', kind: 'systemNotice', title: '请完善服务机构资料', body: '完善资料后，园区企业可以看到您的服务。', link: screenLink('accountInfo'), hoursAgo: 3, read: false },
  { to: 'agency', kind: 'systemNotice', title: '欢迎入驻园区服务平台', body: '服务机构账号已开通。', link: screenLink('accountInfo'), hoursAgo: 48, read: true },
  { to: 'admin', kind: 'systemNotice', title: '平台已完成升级', body: '企业入驻、审核与消息中心已上线。', link: screenLink('accountInfo'), hoursAgo: 6, read: false },
];

export async function seedMessages(tx: Tx, { estate, accounts }: DemoBase): Promise<void> {
  const now = Date.now();
  const parkId = estate.parkIds[0] ?? null;
  // Oldest first, so ids grow with time as they do for messages the platform writes (the list is newest id first).
  const inOrder = [...MESSAGES].sort((a, b) => b.hoursAgo - a.hoursAgo);
  await tx.insert(messages).values(
    inOrder.map((m) => {
      const createdAt = new Date(now - m.hoursAgo * 3600 * 1000);
      return {
        userId: accounts[m.to],
        parkId: m.inPark ? parkId : null,
        kind: m.kind,
        title: m.title,
        body: m.body,
        link: m.link,
        createdAt,
        readAt: m.read ? new Date(createdAt.getTime() + 30 * 60 * 1000) : null,
      };
    }),
  );
}
