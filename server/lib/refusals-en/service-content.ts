import type { RefusalBlock } from './block';

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

export const serviceContent: RefusalBlock = { fixed: SERVICE_AND_CONTENT, patterns: SERVICE_AND_CONTENT_PATTERNS };
