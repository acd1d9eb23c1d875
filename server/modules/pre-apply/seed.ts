import { and, eq } from 'drizzle-orm';
import type { PreApplyAction, PreApplyActor, PreApplyState } from '@contract/pre-apply-states';
import type { PreApplyForm } from '@contract/schemas/pre-apply';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { companies, contentItems, preApplications, preApplySteps } from '../../db/schema';

const HIGH_TECH = '上海市高新技术企业认定奖励办法（2026年修订）';
const TALENT = '浦东新区重点产业人才安居资助政策';
const SMALL = '小型微利企业所得税优惠政策解读';

type Step = [action: PreApplyAction, to: PreApplyState, daysAgo: number, opinion?: string];

interface DemoApplication {
  company: number;
  policy: string;
  steps: Step[];
  statement: string;
}

const STATEMENT = '本企业在园区注册并实际经营，符合政策适用对象，现提交预申报材料，请园区预审。';

// Every state for the demo company (星云智能, index 0) and others of both seeded parks. The demo company has no
// application in progress for the high-tech policy, so it can start one (the browser journey does).
const APPLICATIONS: DemoApplication[] = [
  { company: 0, policy: SMALL, statement: STATEMENT, steps: [['submit', 'submitted', 60], ['return', 'returned', 58, '请补充近三年的纳税证明。'], ['submit', 'submitted', 55], ['pass', 'passed', 54, '材料齐全，同意推荐。']] },
  { company: 0, policy: SMALL, statement: STATEMENT, steps: [['submit', 'submitted', 40], ['cancel', 'cancelled', 39, '重复提交，撤回本次申报。']] },
  { company: 0, policy: SMALL, statement: '草稿：待补充研发人员名单。', steps: [['save', 'draft', 30]] },
  { company: 0, policy: HIGH_TECH, statement: STATEMENT, steps: [['submit', 'submitted', 20], ['reject', 'rejected', 18, '企业尚未取得高新技术企业证书，不符合奖励条件。']] },
  { company: 0, policy: TALENT, statement: STATEMENT, steps: [['submit', 'submitted', 2]] },
  { company: 5, policy: HIGH_TECH, statement: STATEMENT, steps: [['submit', 'submitted', 9], ['return', 'returned', 7, '请上传高新技术企业证书扫描件。']] },
  { company: 5, policy: TALENT, statement: STATEMENT, steps: [['submit', 'submitted', 15], ['pass', 'passed', 12, '同意。']] },
  { company: 6, policy: HIGH_TECH, statement: STATEMENT, steps: [['submit', 'submitted', 3]] },
  { company: 6, policy: TALENT, statement: STATEMENT, steps: [['submit', 'submitted', 10], ['return', 'returned', 8, '请补充人才名单。']] },
  { company: 8, policy: HIGH_TECH, statement: '草稿', steps: [['save', 'draft', 4]] },
  { company: 8, policy: TALENT, statement: STATEMENT, steps: [['submit', 'submitted', 6], ['cancel', 'cancelled', 5, '暂不申报。']] },
];

const ago = (days: number) => new Date(Date.now() - days * 86400000);

export async function seedPreApplications(tx: Tx, { estate }: DemoBase): Promise<void> {
  for (const demo of APPLICATIONS) {
    const companyId = estate.companyIds[demo.company];
    if (companyId === undefined) throw new Error(`seed: company ${demo.company}`);
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new Error(`seed: company ${companyId}`);
    const [policy] = await tx
      .select({ id: contentItems.id, title: contentItems.title })
      .from(contentItems)
      .where(and(eq(contentItems.parkId, company.parkId), eq(contentItems.type, 'policy'), eq(contentItems.title, demo.policy)));
    if (!policy) throw new Error(`seed: policy ${demo.policy}`);
    const last = demo.steps[demo.steps.length - 1];
    const firstSubmit = demo.steps.find((s) => s[0] === 'submit');
    const lastSubmit = [...demo.steps].reverse().find((s) => s[0] === 'submit');
    if (!last) continue;
    const decided = ['passed', 'rejected'].includes(last[1]);
    const cancel = last[0] === 'cancel' ? last[3] : undefined;
    const form: PreApplyForm = {
      companyName: company.name,
      creditCode: company.creditCode ?? '',
      contact: company.contact ?? '联系人',
      phone: company.phone ?? '13800000000',
      statement: demo.statement,
      attachments: [],
    };
    const [row] = await tx
      .insert(preApplications)
      .values({
        parkId: company.parkId,
        companyId,
        policyId: policy.id,
        policyTitle: policy.title,
        companyName: company.name,
        state: last[1],
        version: demo.steps.length - 1,
        form,
        cancelReason: cancel ?? null,
        submittedAt: lastSubmit ? ago(lastSubmit[2]) : null,
        decidedAt: decided ? ago(last[2]) : null,
        createdAt: ago((firstSubmit ?? last)[2]),
        updatedAt: ago(last[2]),
      })
      .returning({ id: preApplications.id });
    if (!row) continue;
    let from: PreApplyState | null = null;
    const whoOf = (action: PreApplyAction): PreApplyActor => (['pass', 'return', 'reject'].includes(action) ? 'park' : 'company');
    const steps = demo.steps.map(([action, to, days, opinion]) => {
      const step = {
        preApplyId: row.id,
        parkId: company.parkId,
        action,
        fromState: from,
        toState: to,
        who: whoOf(action),
        actorName: ['pass', 'return', 'reject'].includes(action) ? 'operator' : company.name,
        opinion: opinion ?? null,
        at: ago(days),
      };
      from = to;
      return step;
    });
    await tx.insert(preApplySteps).values(steps);
  }
}
