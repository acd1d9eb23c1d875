import dayjs from 'dayjs';
import type { LogQuery } from '@/api/logs';
import type { FilterValues, SearchOption } from '@/components/search-box/search-fields';
import { isLogAction, isLogModule, LOG_ACTIONS, LOG_MODULES } from '@contract/oplog';

type Word = (word: string) => string;

/** A catalogue's labels in the language in effect (the contract's words through `word`). */
export const labelsIn = (labels: Readonly<Record<string, string>>, word: Word): Record<string, string> =>
  Object.fromEntries(Object.entries(labels).map(([code, label]) => [code, word(label)]));

const optionsOf = (labels: Record<string, string>): SearchOption[] => Object.entries(labels).map(([value, label]) => ({ label, value }));

/** The 模块 and 操作 filters choose from the operation-log catalogue. */
export const logModuleOptions = (word: Word) => optionsOf(labelsIn(LOG_MODULES, word));
export const logActionOptions = (word: Word) => optionsOf(labelsIn(LOG_ACTIONS, word));

/**
 * URL filters (days as `YYYY-MM-DD`) → the list call: the day range becomes whole local days as ISO instants.
 * A module or action outside the catalogue (an old bookmark) is dropped, as the server accepts catalogue codes only.
 */
export function toLogQuery(pageNum: number, pageSize: number, filters: FilterValues): LogQuery {
  const { startTime, endTime, username, module, action } = filters;
  return {
    pageNum,
    pageSize,
    username,
    module: module && isLogModule(module) ? module : undefined,
    action: action && isLogAction(action) ? action : undefined,
    startTime: startTime ? dayjs(startTime).startOf('day').toISOString() : undefined,
    endTime: endTime ? dayjs(endTime).endOf('day').toISOString() : undefined,
  };
}
