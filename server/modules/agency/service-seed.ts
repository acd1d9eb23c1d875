import { inArray } from 'drizzle-orm';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import type { Tx } from '../../lib/db';
import { agencyServices, mechanisms } from '../../db/schema';

const yuan = (n: number) => n * 100;
const day = (n: number) => new Date(Date.now() - n * 86400000);

function service(name: string, serviceType: AgencyServiceFields['serviceType'], min: number, max: number, extra: Partial<AgencyServiceFields> = {}): AgencyServiceFields {
  return {
    name,
    serviceType,
    priceMinFen: yuan(min),
    priceMaxFen: yuan(max),
    deliveryDays: 15,
    deliverables: `${name}的完整交付材料与服务报告`,
    voucherPayable: false,
    body: `<p>${name}：专业团队一对一服务，流程透明，按约交付。</p>`,
    ...extra,
  };
}

// The demo agency's services in every state (a listed one with a change waiting for audit among them); listed
// services of a second agency; an approved service of an unlisted agency that companies must not see.
export async function seedAgencyServices(tx: Tx): Promise<void> {
  const rows = await tx
    .select({ id: mechanisms.id, name: mechanisms.name })
    .from(mechanisms)
    .where(inArray(mechanisms.name, ['启航企业服务中心', '汇智知识产权代理有限公司', '融信财税咨询有限公司', '博远法律服务所']));
  const idOf = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`seed: agency ${name}`);
    return row.id;
  };
  const qihang = idOf('启航企业服务中心');
  const huizhi = idOf('汇智知识产权代理有限公司');
  const approved = { state: 'approved' as const, submittedAt: day(20), auditedAt: day(19) };
  const waiting = { state: 'submitted' as const, awaiting: true };
  const highTech = service('高新技术企业认定辅导', 'policy', 8000, 20000, { deliveryDays: 90, voucherPayable: true });
  await tx.insert(agencyServices).values([
    { mechanismId: qihang, ...service('代理记账（小规模纳税人）', 'finance', 200, 300, { deliveryDays: 30, voucherPayable: true, deliverables: '每月账簿、纳税申报表与财务报表' }), ...approved },
    { mechanismId: qihang, ...highTech, ...approved, awaiting: true, submittedAt: day(1), pending: { ...highTech, priceMinFen: yuan(6000), body: '<p>新增专精特新申报辅导。</p>' } },
    { mechanismId: qihang, ...service('社保公积金代缴', 'hr', 100, 100, { deliveryDays: 7 }), ...waiting, submittedAt: day(2) },
    { mechanismId: qihang, ...service('工商注册代办', 'other', 500, 1500, { deliveryDays: 10 }) },
    { mechanismId: qihang, ...service('税务筹划咨询', 'finance', 1000, 50000), state: 'rejected', rejectReason: '价格区间过大，请说明收费标准', submittedAt: day(6), auditedAt: day(5) },
    { mechanismId: qihang, ...service('年度审计报告', 'finance', 3000, 8000, { deliveryDays: 20 }), state: 'offline', submittedAt: day(60), auditedAt: day(59) },
    { mechanismId: huizhi, ...service('发明专利申请代理', 'ip', 5000, 8000, { deliveryDays: 180, voucherPayable: true }), ...approved },
    { mechanismId: huizhi, ...service('商标注册', 'ip', 800, 800, { deliveryDays: 30 }), ...approved },
    { mechanismId: huizhi, ...service('软件著作权登记', 'ip', 600, 1200, { deliveryDays: 45 }), ...waiting, submittedAt: day(3) },
    { mechanismId: idOf('融信财税咨询有限公司'), ...service('财税健康检查', 'finance', 2000, 5000), ...approved },
    { mechanismId: idOf('博远法律服务所'), ...service('合同审查', 'legal', 500, 3000, { deliveryDays: 5 }) },
  ]);
}
