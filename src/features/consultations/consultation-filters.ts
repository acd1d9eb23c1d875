import dayjs from 'dayjs';
import type { AdminListQuery } from '@contract/schemas/consultation';
import type { FilterValues, SearchField } from '@/components/search-box/search-fields';
import type { ConsultationSubject } from '@contract/consultation-states';
import { consultationMachine } from '@contract/machines/consultation';
import { STATE_OPTIONS, SUBJECT_OPTIONS } from './consultation-columns';
import type { ConsultationsTexts } from './i18n/consultations';
import { optionsNow } from '@/lib/i18n/contract-word-now';

export function parkSearchFields(texts: ConsultationsTexts): SearchField[] {
  const yesNo = [{ value: '1', label: texts.yes }, { value: '0', label: texts.no }];
  return [
    { type: 'select', name: 'state', label: texts.state, options: optionsNow(STATE_OPTIONS) },
    { type: 'select', name: 'subjectType', label: texts.subjectType, options: optionsNow(SUBJECT_OPTIONS) },
    { type: 'text', name: 'companyName', label: texts.company },
    { type: 'date-range', name: 'asked', label: texts.askedOn, keys: ['from', 'to'] },
    { type: 'select', name: 'overdue', label: texts.overdue, options: yesNo },
    { type: 'select', name: 'handed', label: texts.handed, options: yesNo },
  ];
}

export const stateSearchFields = (texts: ConsultationsTexts): SearchField[] => [{ type: 'select', name: 'state', label: texts.state, options: optionsNow(STATE_OPTIONS) }];

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
