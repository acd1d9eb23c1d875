import dayjs from 'dayjs';
import type { LogQuery } from '@/api/logs';
import type { FilterValues } from '@/components/search-box/search-fields';

export const USER_TYPE_LABELS: Record<string, string> = {
  '0': '平台管理员',
  '8': '园区运营',
  '9': '入驻企业',
};

export const RESULT_LABELS: Record<string, string> = {
  success: '成功',
  failure: '失败',
};

export function userTypeLabel(userType: number | null): string | null {
  if (userType === null || userType === undefined) return null;
  return USER_TYPE_LABELS[String(userType)] ?? '服务机构';
}

/** URL filters (days as `YYYY-MM-DD`) → the list call: the day range becomes whole local days as ISO instants. */
export function toLogQuery(pageNum: number, pageSize: number, filters: FilterValues): LogQuery {
  const { startTime, endTime, username, module, action } = filters;
  return {
    pageNum,
    pageSize,
    username,
    module,
    action,
    startTime: startTime ? dayjs(startTime).startOf('day').toISOString() : undefined,
    endTime: endTime ? dayjs(endTime).endOf('day').toISOString() : undefined,
  };
}
