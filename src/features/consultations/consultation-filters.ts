import dayjs from 'dayjs';
import type { AdminListQuery } from '@contract/schemas/consultation';
import type { FilterValues, SearchField } from '@/components/search-box/search-fields';
import type { ConsultationSubject } from '@contract/consultation-states';
import { consultationMachine } from '@contract/machines/consultation';
import { STATE_OPTIONS, SUBJECT_OPTIONS } from './consultation-columns';

const YES_NO = [{ value: '1', label: '是' }, { value: '0', label: '否' }];

export const parkSearchFields: SearchField[] = [
  { type: 'select', name: 'state', label: '状态', options: STATE_OPTIONS },
  { type: 'select', name: 'subjectType', label: '咨询类型', options: SUBJECT_OPTIONS },
  { type: 'text', name: 'companyName', label: '企业名称' },
  { type: 'date-range', name: 'asked', label: '提问日期', keys: ['from', 'to'] },
  { type: 'select', name: 'overdue', label: '已超时', options: YES_NO },
  { type: 'select', name: 'handed', label: '已转交机构', options: YES_NO },
];

export const stateSearchFields: SearchField[] = [{ type: 'select', name: 'state', label: '状态', options: STATE_OPTIONS }];

const flag = (value: string | undefined) => (value === undefined ? {} : { value: value === '1' });

/** The URL's filters as the park list's call takes them; dates are whole days (the browser's time zone). */
export function parkQuery(filters: FilterValues): Omit<AdminListQuery, 'pageNum' | 'pageSize'> {
  const overdue = flag(filters.overdue);
  const handed = flag(filters.handed);
  return {
    ...(consultationMachine.isState(filters.state) ? { state: filters.state } : {}),
    ...(filters.subjectType ? { subjectType: filters.subjectType as ConsultationSubject } : {}),
    ...(filters.companyName ? { companyName: filters.companyName } : {}),
    ...(filters.from ? { from: dayjs(filters.from).startOf('day').toISOString() } : {}),
    ...(filters.to ? { to: dayjs(filters.to).endOf('day').toISOString() } : {}),
    ...('value' in overdue ? { overdue: overdue.value } : {}),
    ...('value' in handed ? { handed: handed.value } : {}),
  };
}
