import type { Language } from '@contract/languages';
import { LINK_REFUSED } from '@contract/app-content';
import { ruleMessageEnOrNull } from '@contract/rule-messages-en';
import { CONTRACT_WORDS_EN, contractWordEn } from '@contract/words-en';

/**
 * The English of the server's refusals (AppError messages and field errors), keyed by the Chinese words the
 * services throw: the error handler answers a caller reading English with these, so no throw site changes. A
 * refusal with values in it is matched by its pattern. A refusal not yet here answers in Chinese: the list grows
 * module by module (README, "English beside Chinese").
 */
const FIXED: Readonly<Record<string, string>> = {
  权限不足: 'Not allowed',
  请先登录: 'Please sign in',
  登录已过期: 'Your session has expired',
  '登录已过期，请重新登录': 'Your session has expired, please sign in again',
  '登录已失效，请重新登录': 'Your session is no longer valid, please sign in again',
  '账号已被冻结，请联系管理员': 'This account is frozen; please contact an administrator',
  '客户端认证失败，请检查客户端凭据': 'Client authentication failed; check the client credentials',
  '所选园区不存在或已停用': 'The chosen park does not exist or is disabled',
  '该账号尚未分配园区，请联系平台管理员': 'This account has no park yet; please contact the platform administrator',
  '您不属于所选园区，无法进入': 'You do not belong to the chosen park',
  '该账号不是园区管理账号，请选择“入驻企业”或“服务机构”入口登录':
    'This is not a park admin account; sign in as a tenant company or a service agency',
  '园区管理账号请选择“园区管理”入口登录': 'Park admin accounts sign in as park admin',
  '密码需为 8-64 位，且同时包含字母和数字': 'The password needs 8 to 64 characters with both letters and digits',
  '用户名需为 3-32 位，只能包含文字、字母、数字和 _ . @ -': 'The username needs 3 to 32 characters: letters, digits and _ . @ -',
  用户名已存在: 'The username is taken',
  该手机号已注册: 'This phone number is already registered',
  请选择要入驻的园区: 'Please choose the park to move into',
  '状态已变更，请刷新后重试': 'The state has changed; please refresh and try again',
  请先选择园区: 'Please choose a park first',
  园区不存在: 'The park does not exist',
  企业不存在: 'The company does not exist',
  订单不存在: 'The order does not exist',
  '请求参数不合法': 'The request is not valid',
  '请求体不是合法的 JSON': 'The request body is not valid JSON',
  不支持的请求内容类型: 'Unsupported content type',
  请求内容过大: 'The request is too large',
  '请求过于频繁，请稍后再试': 'Too many requests, please try again later',
  '服务器内部错误，请稍后再试': 'Internal server error, please try again later',
  接口不存在: 'No such API',
  页面不存在: 'Page not found',
};

// Service and content modules (orders and their settlements so far).
const SERVICE_AND_CONTENT: Readonly<Record<string, string>> = {
  服务券订单请在服务券订单中办理: 'Voucher orders are handled under voucher orders',
  请选择服务机构: 'Please choose a service agency',
  '该服务未设置服务类型，不能指派': 'This service has no service type and cannot be assigned',
  '该机构未上架此类服务，不能指派': 'This agency does not list this kind of service and cannot be assigned',
  政策申请不存在: 'The policy application does not exist',
  请填写原因: 'Please give a reason',
  请先完善企业信息: 'Please complete the company information first',
  企业入驻后才能提交申请: 'A company can apply only once it has moved in',
  服务不存在或已下架: 'The service does not exist or is no longer listed',
  政策不存在或已下架: 'The policy does not exist or is no longer listed',
  您不属于该园区: 'You do not belong to this park',
  无权查看该订单: 'You may not view this order',
  请先切换到该订单所属园区: 'Please switch to the park of this order first',
  结算单不存在: 'The settlement statement does not exist',
  无权查看该结算单: 'You may not view this settlement statement',
  请先切换到该结算单所属园区: 'Please switch to the park of this settlement statement first',
  请选择批次: 'Please choose a batch',
  年度预算不能低于已发放金额: 'The annual budget cannot be below the amount issued',
  已发放服务券后不能修改面额和服务类型: 'Face value and service types cannot change once vouchers are issued',
  '合同须为 PDF 或图片文件': 'The contract must be a PDF or an image',
  请填写退回原因: 'Please give the reason for returning it',
  请填写驳回原因: 'Please give the reason for rejecting it',
  核销金额不能超过合同金额: 'The amount redeemed cannot exceed the contract amount',
  该服务不在服务券可抵扣的服务类型内: 'The voucher does not cover this type of service',
  无权操作该订单: 'You may not act on this order',
  服务券不存在: 'The voucher does not exist',
  服务券批次不存在: 'The voucher batch does not exist',
  服务券订单不存在: 'The voucher order does not exist',
  申领记录不存在: 'The voucher application does not exist',
  企业入驻后才能申领服务券: 'A company can apply for vouchers only once it has moved in',
  只能收回未使用的服务券: 'Only unused vouchers can be recalled',
  '预算余额不足，无法发放': 'Not enough budget left to issue them',
  只能转交给已上架的服务机构: 'A consultation can be handed only to a listed service agency',
  该咨询已转交给这家机构: 'This consultation is already with this agency',
  咨询的机构服务不存在或已下架: 'The agency service asked about does not exist or is no longer listed',
  咨询的政策不存在或已下架: 'The policy asked about does not exist or is no longer listed',
  咨询的服务不存在或已下架: 'The service asked about does not exist or is no longer listed',
  只能查看本园区的咨询: 'Only the consultations of your own park can be viewed',
  完成入驻后才能发起咨询: 'A company can ask only once it has moved in',
  该咨询未转交给本机构: 'This consultation was not handed to your agency',
  请使用企业账号操作: 'Please use a company account',
  请使用服务机构账号操作: 'Please use a service agency account',
  这不是本企业的咨询: 'This consultation is not your company\'s',
  咨询不存在: 'The consultation does not exist',
};

// The same, for refusals that carry a value.
const SERVICE_AND_CONTENT_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^核销金额不能超过服务券面额（(.+) 元）$/, (amount) => `The amount redeemed cannot exceed the voucher's face value (${amount} yuan)`],
];

const PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^用户名或密码错误，还可尝试 (\d+) 次$/, (left) => `Wrong username or password; ${left} attempts left`],
  [/^缺少必填字段：(.+)$/, (name) => `Missing required field: ${name}`],
];

/**
 * The first-day modules: registration and password recovery (verification codes, account info), accounts and
 * account managers, parks and estate, tenancy, company records, staff, company fields.
 */
const FIRST_DAY_FIXED: Readonly<Record<string, string>> = {
  请先获取验证码: 'Please request a verification code first',
  验证码发送失败: 'The verification code could not be sent',
  '验证码发送失败，请稍后再试': 'The verification code could not be sent, please try again later',
  '验证码已使用，请重新获取': 'This verification code has been used; please request a new one',
  '验证码已失效，请重新获取': 'This verification code is no longer valid; please request a new one',
  '验证码已过期，请重新获取': 'This verification code has expired; please request a new one',
  '验证码错误次数过多，请重新获取': 'Too many wrong verification codes; please request a new one',
  该手机号未注册: 'This phone number is not registered',
  '该手机号已注册，请更换手机号': 'This phone number is already registered; please use another',
  该手机号已被其他账号使用: 'This phone number is used by another account',
  用户名或手机号已被其他账号使用: 'The username or phone number is used by another account',
  修改手机号需要填写发送到新手机号的验证码: 'Changing the phone number needs the code sent to the new number',
  原密码错误: 'The current password is wrong',
  新密码不能与原密码相同: 'The new password must differ from the current one',
  请填写企业名称: 'Please enter the company name',
  请填写机构名称: 'Please enter the agency name',
  未找到该账号所属的服务机构: 'No service agency was found for this account',
  '不能修改自己的账号，请到账号信息中修改': 'You cannot edit your own account here; use Account instead',
  分配记录不存在: 'The assignment does not exist',
  只能分配级别低于您的角色: 'You can only assign roles below your own',
  只能管理角色级别低于您的账号: 'You can only manage accounts whose role is below your own',
  客户经理账号不存在: 'The account manager does not exist',
  '所选企业或员工刚被分配给其他客户经理，请刷新后重试':
    'A chosen company or staff member was just assigned to another account manager; please refresh and try again',
  请选择要分配的企业或员工: 'Please choose the companies or staff to assign',
  所选角色不存在: 'The chosen role does not exist',
  所选角色属于其他园区: 'The chosen role belongs to another park',
  所选企业不属于当前园区: 'A chosen company does not belong to this park',
  所选员工不是当前园区的客户经理账号: 'A chosen staff member is not an account manager of this park',
  不能把客户经理分配为自己的员工: 'An account manager cannot be assigned as their own staff',
  园区名称已存在: 'A park with this name already exists',
  '省市区不匹配，请重新选择': 'The province, city and district do not match; please choose again',
  楼栋不存在: 'The building does not exist',
  楼层不存在: 'The floor does not exist',
  房间不存在: 'The room does not exist',
  该版本不存在: 'This version does not exist',
  请先切换到该企业所在的园区: "Please switch to the company's park first",
  所选房间不存在或不属于该企业所在园区: "A chosen room does not exist or is not in the company's park",
  '企业已迁出，不能修改企业信息': 'The company has moved out; its information cannot be changed',
  '入驻申请审核中，暂不能修改企业信息': 'The check-in application is under review; the information cannot be changed yet',
  只能查看和修改本企业的信息: "You can only view and change your own company's information",
  该园区的企业信息没有这个模块: "This park's company information has no such section",
  企业入驻审核通过后才能管理员工: 'Staff can be managed once the check-in is approved',
  员工不存在: 'The staff member does not exist',
  员工不存在或已删除: 'The staff member does not exist or was deleted',
  当前账号未关联企业: 'This account is not linked to a company',
  手机号或身份证号已存在: 'The phone number or ID number already exists',
  请选择要删除的员工: 'Please choose the staff to delete',
  请先删除该模块下的字段: 'Please delete the fields of this section first',
};

const PLACES_EN: Readonly<Record<string, string>> = { 园区: 'park', 楼栋: 'building', 楼层: 'floor', 房间: 'room' };
const VERBS_EN: Readonly<Record<string, string>> = { 删除: 'deleted', 停用: 'disabled' };
const place = (word: string) => PLACES_EN[word] ?? word;

const FIRST_DAY_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^房间已被占用：(.+)$/, (rooms) => `Rooms already taken: ${rooms}`],
  [/^房间已停用：(.+)$/, (rooms) => `Rooms disabled: ${rooms}`],
  [/^该企业已在使用：(.+)$/, (rooms) => `Already used by this company: ${rooms}`],
  [/^(.+) 已分配给其他客户经理，请先解除原分配$/, (names) => `${names} already assigned to another account manager; unassign first`],
  [/^企业「(.+)」正在使用该(楼栋|楼层|房间)，不能(删除|停用)$/, (company, kind, verb) => `Company "${company}" uses this ${place(kind)}; it cannot be ${VERBS_EN[verb] ?? verb}`],
  [/^该(园区|楼栋|楼层)下已有相同编号的(楼栋|楼层|房间)$/, (parent, kind) => `This ${place(parent)} already has a ${place(kind)} with this number`],
];

/** Agencies (profile, services, strength), company suggestions and the app's content (h-en-d). */
const AGENCY_SUGGESTIONS_APP_FIXED: Readonly<Record<string, string>> = {
  '机构信息通过审核后才能上架': 'An agency can be listed only once its profile is approved',
  '服务机构不存在': 'The service agency does not exist',
  '机构信息正在审核中，审核完成前不能修改': 'The profile is under review and cannot be changed until the review is done',
  '统一社会信用代码应为18位数字或大写字母': 'The unified social credit code has 18 digits or capital letters',
  '统一社会信用代码校验位不正确，请核对': 'The check character of the unified social credit code is wrong; please check it',
  '营业执照请上传图片或PDF文件': 'Please upload the business licence as an image or a PDF',
  '服务类型不在服务类型目录中': 'The service type is not in the catalogue of service types',
  '价格不能小于0': 'A price cannot be below 0',
  '最低价格不能高于最高价格': 'The lowest price cannot be above the highest price',
  '服务不存在': 'The service does not exist',
  '服务已提交审核，请等待审核结果': 'The service has been submitted for review; please wait for the result',
  '服务已上架，修改后会自动提交审核': 'The service is listed; a change is submitted for review by itself',
  '只有待审核或已上架的服务可以撤回': 'Only a service awaiting review or listed can be withdrawn',
  '服务正在审核中，审核完成前不能修改': 'The service is under review and cannot be changed until the review is done',
  '成员照片请上传图片': "Please upload an image as the member's photo",
  '资质证书请上传图片或PDF文件': 'Please upload the certificate as an image or a PDF',
  '案例图片请上传图片': 'Please upload images as the case images',
  '仅入驻企业可以提交诉求': 'Only tenant companies can submit requests',
  '企业入驻后才能提交诉求': 'A company can submit requests only once it has moved in',
  '诉求不存在': 'The request does not exist',
  '只能指派给本园区的管理人员': "A request can be assigned only to this park's staff",
  '排序列表有重复项': 'The order lists an item twice',
  '请上传图标': 'Please upload an icon',
  '请上传图片': 'Please upload an image',
  '请填写链接目标': 'Please give the link target',
  '请选择要推荐的内容': 'Please choose the content to recommend',
  '推荐内容只能选择园区内容': 'Recommended content can only be park content',
  '链接的内容不存在': 'The linked content does not exist',
  [LINK_REFUSED]: contractWordEn(LINK_REFUSED),
  '请填写电话号码': 'Please enter the phone number',
  '电话号码格式不正确': 'The phone number is not valid',
};

const AGENCY_SUGGESTIONS_APP_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^(.+)最多 (\d+) 个$/, (label, max) => `${contractWordEn(label)} hold at most ${max} items`],
  [/^(.+)不能设置链接$/, (label) => `${contractWordEn(label)} cannot have a link`],
];

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

const FIRST_DAY_SCREENS_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
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
  [/^「([^」]+)」：(.+)$/, (section, reason) => `"${section}": ${refusalIn('en-US', reason)}`],
  [/^(.+)已被其他企业使用$/, (label) => `${contractWordEn(label)} is used by another company`],
  [/^该字段类型不能设为「(.+)」$/, (kind) => `This field type cannot mean "${contractWordEn(kind)}"`],
  [/^字段不存在或已停用：(.+)$/, (fields) => `Fields that do not exist or are disabled: ${fields}`],
  [/^该预申报(.+)，不能(修改|取消|审核)$/, (state, verb) => `This pre-application is "${contractWordEn(state)}"; it cannot be ${PRE_APPLY_VERBS_EN[verb] ?? verb}`],
  [/^一次最多导入 (\d+) 行$/, (rows) => `At most ${rows} rows can be imported at a time`],
];

// Content and the policy matcher, operation logs, system settings, menus, privilege codes, roles, the life tree and
// the dashboard (issue 24 point 4, the admin screens); and the machines' refusal sentences.
const CONTENT_AND_ADMIN: Readonly<Record<string, string>> = {
  上架中的内容请先下架再删除: 'Take the item down before deleting it',
  上级分类不存在: 'The parent category does not exist',
  企业不存在或不属于该政策的园区: "The company does not exist or is not in the policy's park",
  内容不存在: 'The item does not exist',
  内容不存在或已下架: 'The item does not exist or has been taken down',
  分类不存在: 'The category does not exist',
  只有已上架的内容可以下架: 'Only a published item can be taken down',
  只能对同一层级的分类排序: 'Only categories of one level can be reordered together',
  政策上架后才能推送给企业: 'A policy can be sent to companies once it is published',
  政策不存在: 'The policy does not exist',
  最高价格不能低于最低价格: 'The highest price cannot be below the lowest price',
  '正文不能超过 1 MB': 'The body cannot exceed 1 MB',
  没有符合条件的企业: 'No company meets the conditions',
  该内容已上架: 'The item is already published',
  该内容已置顶: 'The item is already pinned',
  该内容未置顶: 'The item is not pinned',
  请选择分类: 'Please choose a category',
  请选择要通知的企业: 'Please choose the companies to notify',
  日志不存在: 'The log entry does not exist',
  应用名称已存在: 'An app with this name already exists',
  最低支持版本不能高于当前版本: 'The lowest supported version cannot be above the current version',
  上级菜单不存在: 'The parent menu does not exist',
  园区不存在或已停用: 'The park does not exist or is disabled',
  '您不属于该园区，无法查看其菜单': 'You do not belong to this park and cannot see its menus',
  '所选权限不存在，请刷新后重试': 'A chosen privilege does not exist; please refresh and try again',
  菜单不存在: 'The menu does not exist',
  '菜单最多两级，只能添加到一级菜单下': 'Menus have at most two levels; add it under a top-level menu',
  菜单路径已存在: 'A menu with this path already exists',
  请先删除该菜单下的子菜单: 'Please delete the submenus of this menu first',
  所属菜单不存在: 'The menu it belongs to does not exist',
  权限不存在: 'The privilege does not exist',
  权限编码已存在: 'This privilege code already exists',
  只能管理本园区中级别低于您的角色: 'You can only manage roles of your park below your own level',
  只能设置级别低于您的角色: 'You can only set roles below your own level',
  '所选菜单不存在，请刷新后重试': 'A chosen menu does not exist; please refresh and try again',
  角色不存在: 'The role does not exist',
  只有融资里程碑可以填写金额: 'Only a funding milestone has an amount',
  只能对比同一园区的企业: 'Only companies of one park can be compared',
  只能查看和维护本企业的生命树: "You can only view and keep your own company's life tree",
  所选企业不存在: 'A chosen company does not exist',
  营收年度不能晚于今年: 'The revenue year cannot be after this year',
  请填写融资金额: 'Please enter the funding amount',
  里程碑不存在: 'The milestone does not exist',
  起始月份不能晚于结束月份: 'The first month cannot be after the last month',
};

const VALUE_WORDS_EN: Readonly<Record<string, string>> = { 一组选项: 'a list of options', 数字: 'a number', 文字: 'text' };
const NOUNS_EN: Readonly<Record<string, string>> = {
  结算单: 'statement', 服务: 'service', 服务券: 'voucher', 诉求: 'request', 预申报: 'pre-application', 机构信息: 'agency profile', 咨询: 'consultation', 申请: 'application',
};
const noun = (word: string) => NOUNS_EN[word] ?? word;
// A sentence whose state or action is not a contract word is some other refusal: it stays as thrown.
const machineRefusal = (what: string, state: string, action: string, asThrown: string) =>
  CONTRACT_WORDS_EN[state] && CONTRACT_WORDS_EN[action]
    ? `This ${noun(what)} is ${contractWordEn(state).toLowerCase()}; it cannot take "${contractWordEn(action)}"`
    : asThrown;
const condition = (n: string) => `Condition ${n}`;

const CONTENT_AND_ADMIN_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^该分类下还有 (\d+) 个子分类，不能删除$/, (n) => `This category still has ${n} subcategories and cannot be deleted`],
  [/^该分类下还有 (\d+) 条内容，不能删除$/, (n) => `This category still has ${n} items and cannot be deleted`],
  [/^第(\d+)条条件：企业信息字段「(.*)」不存在或不能作为条件$/, (n, field) => `${condition(n)}: the company field "${field}" does not exist or cannot be a condition`],
  [/^第(\d+)条条件：里程碑类型「(.*)」不存在$/, (n, kind) => `${condition(n)}: the milestone kind "${kind}" does not exist`],
  [/^第(\d+)条条件：「(.+)」不能使用「(.+)」$/, (n, kind, op) => `${condition(n)}: "${contractWordEn(kind)}" cannot use "${contractWordEn(op)}"`],
  [/^第(\d+)条条件：「(.+)」不需要选择字段$/, (n, kind) => `${condition(n)}: "${contractWordEn(kind)}" takes no field`],
  [/^第(\d+)条条件：「(.+)」的取值应为(.+)$/, (n, op, what) => `${condition(n)}: the value of "${contractWordEn(op)}" should be ${VALUE_WORDS_EN[what] ?? what}`],
  [/^第(\d+)条条件：「(.+)」不是字段「(.+)」的选项$/, (n, value, field) => `${condition(n)}: "${value}" is not an option of the field "${field}"`],
  [/^第(\d+)条条件：字段「(.+)」不能使用「(.+)」$/, (n, field, op) => `${condition(n)}: the field "${field}" cannot use "${contractWordEn(op)}"`],
  [/^符合条件的日志有 (\d+) 条，超过单次导出上限 (\d+) 条，请缩小筛选范围$/, (total, max) => `${total} log entries match, over the export limit of ${max}; please narrow the filters`],
  [/^该权限已授予 (\d+) 个角色，请先在角色中取消后再删除$/, (n) => `This privilege is granted to ${n} roles; remove it from them before deleting it`],
  [/^该角色正在被 (\d+) 个账号使用，请先为这些账号更换角色后再删除$/, (n) => `This role is used by ${n} accounts; give them another role before deleting it`],
  [/^(\d+)年的营收区间已填写$/, (year) => `The revenue band of ${year} is already filled in`],
  [/^营收区间须为以下之一：(.+)$/, (bands) => `The revenue band must be one of: ${bands}`],
  [/^请选择 (\d+) 至 (\d+) 家不同的企业进行对比$/, (min, max) => `Please choose ${min} to ${max} different companies to compare`],
  [/^月份范围最多 (\d+) 个月$/, (n) => `The range covers at most ${n} months`],
  // The machines' sentences (contract/machines: the kernel's, the consultation's and the pre-application's), with the
  // English of the contract's words for the state and the action.
  [/^该(.+)已关闭$/, (what) => `This ${noun(what)} is closed`],
  [/^该预申报(.+)，不能(.+)$/, (state, action) => machineRefusal('预申报', state, action, `该预申报${state}，不能${action}`)],
  [new RegExp(`^(.+)的(${Object.keys(NOUNS_EN).join('|')})不能(.+)$`), (state, what, action) => machineRefusal(what, state, action, `${state}的${what}不能${action}`)],
];

// Each module group's block, looked up in this order.
const FIXED_BLOCKS = [FIXED, SERVICE_AND_CONTENT, FIRST_DAY_FIXED, AGENCY_SUGGESTIONS_APP_FIXED, FIRST_DAY_SCREENS_FIXED, CONTENT_AND_ADMIN];
const PATTERN_BLOCKS = [
  ...PATTERNS,
  ...SERVICE_AND_CONTENT_PATTERNS,
  ...FIRST_DAY_PATTERNS,
  ...AGENCY_SUGGESTIONS_APP_PATTERNS,
  ...FIRST_DAY_SCREENS_PATTERNS,
  ...CONTENT_AND_ADMIN_PATTERNS,
];

/** A refusal in the caller's language (as it was thrown when there is no English for it yet). */
export function refusalIn(language: Language, message: string): string {
  if (language === 'zh-CN') return message;
  const fixed = FIXED_BLOCKS.map((block) => block[message]).find((english) => english !== undefined);
  if (fixed) return fixed;
  // The contract's rule sentences, as the console's forms say them (contract/rule-messages-en.ts).
  const rule = ruleMessageEnOrNull(message);
  if (rule) return rule;
  for (const [pattern, english] of PATTERN_BLOCKS) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return message;
}
