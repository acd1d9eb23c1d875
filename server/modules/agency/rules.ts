import { CREDIT_CODE_PATTERN, LICENCE_PATTERN, isCreditCode } from '@contract/agency';
import type { AgencyProfileFields } from '@contract/schemas/agency';
import { AppError, fieldError } from '../../lib/errors';
import { isValidRegion } from '../park';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

// What the schema cannot say: the credit code's check character, the licence's type, the region's levels.
export function checkProfile(raw: AgencyProfileFields): AgencyProfileFields {
  const fields: AgencyProfileFields = {
    ...raw,
    name: raw.name.trim(),
    creditCode: raw.creditCode.toUpperCase(),
    legalPerson: raw.legalPerson.trim(),
    contact: raw.contact.trim(),
    address: raw.address.trim(),
    licence: raw.licence.trim(),
  };
  if (!new RegExp(CREDIT_CODE_PATTERN).test(fields.creditCode)) throw fieldError('creditCode', '统一社会信用代码应为18位数字或大写字母');
  if (!isCreditCode(fields.creditCode)) throw fieldError('creditCode', '统一社会信用代码校验位不正确，请核对');
  if (!LICENCE_PATTERN.test(fields.licence.split('?')[0] ?? '')) throw fieldError('licence', '营业执照请上传图片或PDF文件');
  if (!isValidRegion(fields.provinceCode, fields.cityCode, fields.areaCode)) throw fieldError('areaCode', '省市区不匹配，请重新选择');
  return fields;
}

/** The columns of `mechanisms` that follow the profile in force. */
export const mechanismColumns = (fields: AgencyProfileFields) => ({
  name: fields.name,
  contact: fields.contact,
  phone: fields.phone,
  introduction: fields.introduction,
});
