import type { FieldKind } from '@contract/field-kinds';
import type { FieldType } from '@contract/schemas/enterprise-fields';
import { enterpriseFields, enterpriseModels } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';

interface FieldSeed {
  fieldKey: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: string[];
  maxLength?: number;
  kind?: FieldKind;
}

// The company information form every park starts with; operators reshape it on park-fileds.
const MODELS: { name: string; moduleKey: string; audited?: boolean; fields: FieldSeed[] }[] = [
  {
    name: '基本信息',
    moduleKey: 'basic',
    // A settled company's change to its name, code, legal person or licence goes back through audit.
    audited: true,
    fields: [
      { fieldKey: 'companyName', label: '企业名称', type: 'text', required: true, maxLength: 50 },
      { fieldKey: 'creditCode', label: '统一社会信用代码', type: 'text', required: true, maxLength: 18, kind: 'creditCode' },
      { fieldKey: 'legalPerson', label: '法定代表人', type: 'text', required: true, maxLength: 20 },
      { fieldKey: 'foundedOn', label: '成立日期', type: 'date', required: true, kind: 'pastDate' },
      { fieldKey: 'industry', label: '所属行业', type: 'select', required: true, options: ['集成电路', '生物医药', '人工智能', '软件信息', '其他'] },
      { fieldKey: 'license', label: '营业执照', type: 'upload', required: true },
    ],
  },
  {
    name: '经营信息',
    moduleKey: 'business',
    fields: [
      { fieldKey: 'registeredCapital', label: '注册资本（元）', type: 'number', required: true, kind: 'money' },
      { fieldKey: 'employees', label: '员工人数', type: 'number', kind: 'count' },
      { fieldKey: 'officeArea', label: '办公面积（㎡）', type: 'number', kind: 'area' },
      { fieldKey: 'contactPhone', label: '联系手机', type: 'text', maxLength: 11, kind: 'mobile' },
      { fieldKey: 'contactEmail', label: '联系邮箱', type: 'text', maxLength: 100, kind: 'email' },
      { fieldKey: 'qualifications', label: '企业资质', type: 'multi-select', options: ['高新技术企业', '专精特新', '科技型中小企业'] },
      { fieldKey: 'mainBusiness', label: '主营业务', type: 'textarea', maxLength: 500 },
    ],
  },
  {
    name: '知识产权',
    moduleKey: 'ip',
    fields: [
      { fieldKey: 'patents', label: '专利数量', type: 'number', kind: 'count' },
      { fieldKey: 'softwareCopyrights', label: '软件著作权数量', type: 'number', kind: 'count' },
    ],
  },
];

export async function seedEnterpriseFields(tx: Tx, { estate }: Pick<DemoBase, 'estate'>): Promise<void> {
  for (const parkId of estate.parkIds) {
    const models = await tx
      .insert(enterpriseModels)
      .values(MODELS.map((m, i) => ({ parkId, name: m.name, moduleKey: m.moduleKey, audited: m.audited ?? false, sort: (i + 1) * 10 })))
      .returning({ id: enterpriseModels.id, moduleKey: enterpriseModels.moduleKey });
    await tx.insert(enterpriseFields).values(
      MODELS.flatMap((m) => {
        const modelId = models.find((row) => row.moduleKey === m.moduleKey)?.id ?? 0;
        return m.fields.map((f, i) => ({ parkId, modelId, ...f, required: f.required ?? false, options: f.options ?? [], maxLength: f.maxLength ?? null, kind: f.kind ?? null, sort: (i + 1) * 10 }));
      }),
    );
  }
}
