import type { AgencyProfileFields } from '@contract/schemas/agency';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { agencyProfiles, agencyStrength, mechanisms } from '../../db/schema';

const LICENCE = '/demo/agency-licence.png';
const SHANGHAI = { provinceCode: '31', cityCode: '3101', areaCode: '310115' };
const BEIJING = { provinceCode: '11', cityCode: '1101', areaCode: '110108' };

function profile(name: string, creditCode: string, extra: Partial<AgencyProfileFields>): AgencyProfileFields {
  return {
    name,
    creditCode,
    licence: LICENCE,
    legalPerson: '张伟',
    contact: '马骏',
    phone: '13700001001',
    ...SHANGHAI,
    address: '张江路88号',
    serviceTypes: ['finance'],
    introduction: '<p>为园区企业提供专业服务。</p>',
    ...extra,
  };
}

// Every agency screen opens with rows: the demo agency approved and listed; one approved with a change waiting for
// audit, one approved but unlisted; two waiting for audit, one rejected and one that has not completed its profile.
export async function seedAgencies(tx: Tx, { estate }: DemoBase): Promise<void> {
  const [qihang, huizhi, rongxin] = estate.mechanismIds;
  if (qihang === undefined || huizhi === undefined || rongxin === undefined) throw new Error('seed: mechanisms');
  const waiting = await tx
    .insert(mechanisms)
    .values([
      { name: '博远法律服务所', contact: '周航', phone: '13700001004', listed: false },
      { name: '云帆人力资源有限公司', contact: '林静', phone: '13700001005', listed: false },
      { name: '星桥科技咨询有限公司', contact: '吴迪', phone: '13700001006', listed: false },
      { name: '新锐品牌策划工作室', contact: '郑洁', phone: '13700001007', listed: false },
    ])
    .returning({ id: mechanisms.id });
  const [boyuan, yunfan, xingqiao, xinrui] = waiting.map((m) => m.id);
  if (boyuan === undefined || yunfan === undefined || xingqiao === undefined || xinrui === undefined) throw new Error('seed: agencies');
  const day = (n: number) => new Date(Date.now() - n * 86400000);
  const qihangData = profile('启航企业服务中心', '91350100M000100Y43', {
    serviceTypes: ['finance', 'hr', 'policy'],
    introduction: '<p>为园区企业提供<strong>工商、财税、人事</strong>一站式服务。</p>',
  });
  const huizhiData = profile('汇智知识产权代理有限公司', '91110108551385082Q', { contact: '刘畅', phone: '13700001002', ...BEIJING, address: '中关村大街1号', serviceTypes: ['ip'] });
  await tx.insert(agencyProfiles).values([
    { mechanismId: qihang, state: 'approved', data: qihangData, serviceTypes: qihangData.serviceTypes, creditCode: qihangData.creditCode, auditedAt: day(30), submittedAt: day(31) },
    {
      mechanismId: huizhi, state: 'approved', awaiting: true, data: huizhiData, serviceTypes: huizhiData.serviceTypes, creditCode: huizhiData.creditCode,
      pending: { ...huizhiData, serviceTypes: ['ip', 'legal'], introduction: '<p>专利、商标、软件著作权代理，新增法律咨询。</p>' }, submittedAt: day(1), auditedAt: day(20),
    },
    { mechanismId: rongxin, state: 'approved', data: profile('融信财税咨询有限公司', '9144030071526726XG', { contact: '唐宁', phone: '13700001003' }), serviceTypes: ['finance'], creditCode: '9144030071526726XG', auditedAt: day(40) },
    { mechanismId: boyuan, state: 'submitted', awaiting: true, data: profile('博远法律服务所', '914403001922038216', { contact: '周航', phone: '13700001004', serviceTypes: ['legal'] }), serviceTypes: ['legal'], creditCode: '914403001922038216', submittedAt: day(2) },
    { mechanismId: yunfan, state: 'submitted', awaiting: true, data: profile('云帆人力资源有限公司', '91110000600037341L', { contact: '林静', phone: '13700001005', serviceTypes: ['hr'] }), serviceTypes: ['hr'], creditCode: '91110000600037341L', submittedAt: day(3) },
    { mechanismId: xingqiao, state: 'rejected', rejectReason: '营业执照照片不清晰，请重新上传', data: profile('星桥科技咨询有限公司', '91310115MA1K4B2C3J', { contact: '吴迪', phone: '13700001006', serviceTypes: ['tech'] }), serviceTypes: ['tech'], creditCode: '91310115MA1K4B2C3J', submittedAt: day(5), auditedAt: day(4) },
    { mechanismId: xinrui },
  ]);
  await tx.insert(agencyStrength).values({
    mechanismId: qihang,
    members: [
      { name: '马骏', role: '创始合伙人', qualification: '注册会计师（CPA）', photo: null },
      { name: '陈思', role: '税务经理', qualification: '税务师', photo: null },
      { name: '王磊', role: '人事顾问', qualification: '高级人力资源管理师', photo: null },
    ],
    qualifications: [{ name: '代理记账许可证', files: [LICENCE] }],
    cases: [
      { client: '星云智能科技有限公司', period: '2024年至今', result: '完成高新技术企业认定，年节税约80万元。', images: [] },
      { client: '智造机器人有限公司', period: '2025年', result: '搭建薪酬与社保体系，人事合规审查零问题。', images: [] },
    ],
  });
}
