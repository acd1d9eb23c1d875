/**
 * The English of the success envelope's msg (issue 24 point 4), keyed by the Chinese the calls declare as `done`
 * (contract/calls/define-call.ts) and by `DEFAULT_DONE`, so the declarations stay as they are (like
 * contract/words-en.ts for words). A message with values in it is matched by its pattern.
 * tests/unit/contract/done-en.test.ts fails on a declared message missing here.
 */
export const DONE_EN: Readonly<Record<string, string>> = {
  操作成功: 'Done',
  保存成功: 'Saved',
  已保存: 'Saved',
  已删除: 'Deleted',
  上传成功: 'Uploaded',
  // Accounts, sign-in and codes
  登录成功: 'Signed in',
  已退出登录: 'Signed out',
  注册成功: 'Registered',
  '密码已重置，请使用新密码登录': 'Password reset; please sign in with the new password',
  密码已修改: 'Password changed',
  账号信息已更新: 'Account details updated',
  验证码已发送: 'Verification code sent',
  验证码正确: 'Verification code is correct',
  账号已新增: 'Account added',
  账号已修改: 'Account updated',
  账号已冻结: 'Account frozen',
  账号已解冻: 'Account unfrozen',
  分配成功: 'Assigned',
  已解除分配: 'Unassigned',
  服务承诺已保存: 'Service pledge saved',
  // Agencies and their services
  服务已保存: 'Service saved',
  已提交审核: 'Submitted for review',
  已撤回: 'Withdrawn',
  审核已通过: 'Approved',
  已驳回: 'Rejected',
  实力介绍已保存: 'Strengths saved',
  服务机构已新增: 'Service agency added',
  机构信息已保存: 'Agency profile saved',
  已上架: 'Listed',
  已下架: 'Unlisted',
  机构账号已冻结: 'Agency accounts frozen',
  机构账号已解冻: 'Agency accounts unfrozen',
  // Companies, tenancy, staff and the export
  审核完成: 'Review completed',
  迁入成功: 'Moved in',
  迁出成功: 'Moved out',
  '导入失败，未导入任何员工': 'Import failed; no staff were imported',
  '导出任务已创建，完成后可在导出任务中下载': 'Export task created; download it from the export tasks once it is done',
  已开始导入: 'Import started',
  // Parks, menus, privileges, roles and settings
  园区已新增: 'Park added',
  园区已保存: 'Park saved',
  园区已启用: 'Park enabled',
  园区已停用: 'Park disabled',
  菜单已新增: 'Menu added',
  菜单已删除: 'Menu deleted',
  菜单权限已保存: 'Menu permissions saved',
  权限已新增: 'Privilege added',
  权限已删除: 'Privilege deleted',
  角色已新增: 'Role added',
  角色已修改: 'Role updated',
  角色已删除: 'Role deleted',
  设置已保存: 'Settings saved',
  版本设置已保存: 'Version settings saved',
  应用已创建: 'App created',
  // Consultations, suggestions and policy conditions
  咨询已提交: 'Consultation submitted',
  追问已提交: 'Follow-up submitted',
  咨询已关闭: 'Consultation closed',
  答复已发送: 'Reply sent',
  已转交: 'Referred',
  诉求已提交: 'Request submitted',
  已回复: 'Replied',
  已指派: 'Assigned',
  已关闭: 'Closed',
  已发送: 'Sent',
  '符合条件的企业均已通知过，未重复发送': 'Every matching company has already been notified; nothing was sent again',
  // Pre-applications (the check's message is 已 and the decision's action)
  已提交预申报: 'Pre-application submitted',
  草稿已保存: 'Draft saved',
  预申报已取消: 'Pre-application cancelled',
  已通过: 'Approved',
  已退回修改: 'Returned for changes',
  // Orders, settlements and vouchers
  申请已提交: 'Application submitted',
  申请已取消: 'Application cancelled',
  已确认完成: 'Completion confirmed',
  时效目标已保存: 'Service levels saved',
  回单已上传: 'Receipt uploaded',
  结算单已提交: 'Statement submitted',
  已确认付款: 'Payment confirmed',
  结算单已退回: 'Statement returned',
  下单成功: 'Order placed',
  订单已取消: 'Order cancelled',
  合同已上传: 'Contract uploaded',
  已拒绝: 'Declined',
  已交付: 'Delivered',
  已申请核销: 'Redemption requested',
  核销已通过: 'Redemption approved',
  已退回: 'Returned',
  已发放: 'Issued',
  已收回: 'Recalled',
  已提交申领: 'Claim submitted',
};

const DONE_PATTERNS_EN: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^已导入 (\d+) 名员工$/, (n) => (n === '1' ? '1 staff member imported' : `${n} staff members imported`)],
];

/** A success message in English (as declared when there is no English for it). */
export function doneEn(message: string): string {
  const fixed = DONE_EN[message];
  if (fixed !== undefined) return fixed;
  for (const [pattern, english] of DONE_PATTERNS_EN) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return message;
}
