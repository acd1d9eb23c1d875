import { LINK_REFUSED } from '@contract/app-content';
import { contractWordEn } from '@contract/words-en';
import type { RefusalBlock } from './block';

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

export const agencySuggestionsApp: RefusalBlock = { fixed: AGENCY_SUGGESTIONS_APP_FIXED, patterns: AGENCY_SUGGESTIONS_APP_PATTERNS };
