import { APP_SLOTS, LINK_REFUSED, parseAppLink, SERVICE_PHONE_PATTERN, validWindowRule, type AppSlotKey } from '@contract/app-content';
import type { AppItemAdd } from '@contract/schemas/app-content';
import type { Conn } from '../../lib/db';
import { AppError, fieldError } from '../../lib/errors';
import { contentOfPark } from './queries';

export const stale = () => new AppError('状态已变更，请刷新后重试');

type ItemInput = Omit<AppItemAdd, 'parkId'>;

// The checks a saved item passes beyond its schema, read from its slot's declaration: picture, link target (never
// javascript:), phone number, validity window.
export async function checkAppItem(conn: Conn, kind: AppSlotKey, parkId: number, input: ItemInput) {
  const slot = APP_SLOTS[kind];
  if (slot.image === 'required' && !input.image) throw fieldError('image', kind === 'quickEnter' ? '请上传图标' : '请上传图片');
  const link = input.link?.trim() || null;
  if (slot.link === 'required' && !link) throw fieldError('link', '请填写链接目标');
  if (slot.link === 'content' && !link) throw fieldError('link', '请选择要推荐的内容');
  if (link) {
    if (slot.link === 'none') throw fieldError('link', `${slot.label}不能设置链接`);
    const target = parseAppLink(link);
    if (!target) throw fieldError('link', LINK_REFUSED);
    if (slot.link === 'content' && target.kind !== 'content') throw fieldError('link', '推荐内容只能选择园区内容');
    if (target.kind === 'content' && !(await contentOfPark(conn, target.id, parkId))) throw fieldError('link', '链接的内容不存在');
  }
  const phone = input.phone?.trim() || null;
  if (slot.phone && !phone) throw fieldError('phone', '请填写电话号码');
  if (phone && !new RegExp(SERVICE_PHONE_PATTERN).test(phone)) throw fieldError('phone', '电话号码格式不正确');
  const window = validWindowRule(input.validTo, input.validFrom);
  if (!window.ok) throw fieldError('validTo', window.reason);
  return {
    title: input.title.trim(),
    image: slot.image === 'none' ? null : (input.image ?? null),
    link,
    phone: slot.phone ? phone : null,
    validFrom: slot.window && input.validFrom ? new Date(input.validFrom) : null,
    validTo: slot.window && input.validTo ? new Date(input.validTo) : null,
  };
}
