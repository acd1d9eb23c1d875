import { contractWordEn } from '@contract/words-en';
import type { RefusalBlock } from './block';

/**
 * The first-day screens' remaining refusals (h-en-c): tenancy, company records and their answers, staff, parks,
 * company fields, the company export, policy pre-applications, and the imports' template checks.
 */
const FIRST_DAY_SCREENS_FIXED: Readonly<Record<string, string>> = {
  请输入身份证号: 'Please enter the ID card number',
  手机号已存在: 'The mobile number already exists',
  身份证号已存在: 'The ID card number already exists',
  只能管理本企业的员工: "You can only manage your own company's staff",
  下拉选择字段至少需要一个选项: 'A choice field needs at least one option',
  该模块已有相同标识的字段: 'This section already has a field with this key',
  该园区已有相同标识的模块: 'This park already has a section with this key',
  字段不存在: 'The field does not exist',
  模块不存在: 'The section does not exist',
  已经是第一个字段: 'This is already the first field',
  已经是最后一个字段: 'This is already the last field',
  已经是第一个模块: 'This is already the first section',
  已经是最后一个模块: 'This is already the last section',
  导出任务不存在: 'The export task does not exist',
  只能查看自己创建的导出任务: 'You can only view the export tasks you created',
  '导出尚未完成，请稍后再下载': 'The export is not finished yet; please download it later',
  '导出文件已不存在，请重新导出': 'The export file no longer exists; please export again',
  '该政策已有进行中的预申报，请在原申报上修改': 'This policy already has a pre-application in progress; please change that one',
  企业入驻后才能申报政策: 'A company can apply for policies only once it has moved in',
  '该政策未上架或已下架，不能申报': 'This policy is not published or was withdrawn; it cannot be applied for',
  预申报不存在: 'The pre-application does not exist',
  不能新建预申报: 'A pre-application cannot be started',
  '请以 multipart/form-data 上传填好的模板，字段名为 file': 'Please upload the filled template as multipart/form-data, in the field "file"',
  请选择要导入的文件: 'Please choose the file to import',
  '文件不是有效的 Excel（.xlsx）文件': 'The file is not a valid Excel (.xlsx) file',
  文件中没有工作表: 'The file has no worksheet',
  '表头与模板不一致，请下载最新模板填写': 'The headers differ from the template; please fill in the latest template',
  文件中没有要导入的数据: 'The file has no rows to import',
  '您无权管理该园区，或该园区已停用': 'You may not manage this park, or it is disabled',
  仅平台管理员可以执行此操作: 'Only the platform administrator can do this',
};

const PRE_APPLY_VERBS_EN: Readonly<Record<string, string>> = { 修改: 'changed', 取消: 'cancelled', 审核: 'reviewed' };

/** The patterns; `again` translates a refusal quoted inside another (a step's reason after its section's name). */
const firstDayScreensPatterns = (again: (message: string) => string): RefusalBlock['patterns'] => [
  [/^只有已入驻的企业可以迁入房间，该企业当前状态为「(.+)」$/, (state) => `Only a settled company can move into rooms; this company is "${contractWordEn(state)}"`],
  [/^只有已入驻的企业可以迁出，该企业当前状态为「(.+)」$/, (state) => `Only a settled company can move out; this company is "${contractWordEn(state)}"`],
  [/^请上传「(.+)」$/, (label) => `Please upload "${label}"`],
  [/^请选择「(.+)」$/, (label) => `Please choose "${label}"`],
  [/^请填写「(.+)」$/, (label) => `Please fill in "${label}"`],
  [/^「(.+)」须为文字$/, (label) => `"${label}" must be text`],
  [/^「(.+)」不能换行$/, (label) => `"${label}" cannot contain line breaks`],
  [/^「(.+)」不能超过 (\d+) 个字$/, (label, max) => `"${label}" cannot exceed ${max} characters`],
  [/^「(.+)」须为数字$/, (label) => `"${label}" must be a number`],
  [/^「(.+)」的选项无效，请重新选择$/, (label) => `"${label}" has an option that is not offered; please choose again`],
  [/^「(.+)」须为日期（YYYY-MM-DD）$/, (label) => `"${label}" must be a date (YYYY-MM-DD)`],
  [/^「(.+)」的文件地址无效，请重新上传$/, (label) => `"${label}" has a file address that is not valid; please upload again`],
  [/^「(.+)」的字段类型不受支持$/, (label) => `The type of "${label}" is not supported`],
  // A step's refusal named by its section: the reason after it is a refusal of its own.
  [/^「([^」]+)」：(.+)$/, (section, reason) => `"${section}": ${again(reason)}`],
  [/^(.+)已被其他企业使用$/, (label) => `${contractWordEn(label)} is used by another company`],
  [/^该字段类型不能设为「(.+)」$/, (kind) => `This field type cannot mean "${contractWordEn(kind)}"`],
  [/^字段不存在或已停用：(.+)$/, (fields) => `Fields that do not exist or are disabled: ${fields}`],
  [/^该预申报(.+)，不能(修改|取消|审核)$/, (state, verb) => `This pre-application is "${contractWordEn(state)}"; it cannot be ${PRE_APPLY_VERBS_EN[verb] ?? verb}`],
  [/^一次最多导入 (\d+) 行$/, (rows) => `At most ${rows} rows can be imported at a time`],
];

export const firstDayScreens = (again: (message: string) => string): RefusalBlock => ({ fixed: FIRST_DAY_SCREENS_FIXED, patterns: firstDayScreensPatterns(again) });
