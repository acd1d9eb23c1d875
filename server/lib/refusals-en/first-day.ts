import type { RefusalBlock } from './block';

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

export const firstDay: RefusalBlock = { fixed: FIRST_DAY_FIXED, patterns: FIRST_DAY_PATTERNS };
