import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';
import { deadlineRule } from '@contract/date-rules';
import { BODY_MAX_BYTES, type ContentAdd } from '@contract/schemas/content';
import type { Conn } from '../../lib/db';
import { AppError, fieldError } from '../../lib/errors';
import { findClass } from './queries';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

// The checks a saved item passes beyond its schema: body size, the classification, the type's own rules.
export async function checkItem(conn: Conn, type: ContentTypeKey, parkId: number, input: Omit<ContentAdd, 'parkId'>) {
  if (Buffer.byteLength(input.body, 'utf8') > BODY_MAX_BYTES) throw fieldError('body', '正文不能超过 1 MB');
  if (input.classificationId) {
    const found = await findClass(conn, input.classificationId);
    if (!found || found.parkId !== parkId || found.type !== type) throw fieldError('classificationId', '分类不存在');
  } else if (CONTENT_TYPES[type].classified) {
    throw fieldError('classificationId', '请选择分类');
  }
  const { deadline, priceMinFen, priceMaxFen } = input.extra;
  if (typeof deadline === 'string') {
    const verdict = deadlineRule(deadline, input.publishAt, new Date());
    if (!verdict.ok) throw fieldError('extra.deadline', verdict.reason);
  }
  if (typeof priceMinFen === 'number' && typeof priceMaxFen === 'number' && priceMaxFen < priceMinFen) {
    throw fieldError('extra.priceMaxFen', '最高价格不能低于最低价格');
  }
}
